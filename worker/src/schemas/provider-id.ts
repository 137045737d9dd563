/**
 * A provider's id as the app accepts it (Vapi's are UUIDs; the sandbox's "sandbox-assistant"):
 * letters, digits, - and _, starting with a letter or digit. Never a dot, colon or slash: the id is
 * one segment of the provider's URL, and ".." would make it another path (Vapi's "/", sent with the
 * API key). No imports: the web bundle includes this file.
 */
export const PROVIDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
