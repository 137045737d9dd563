/**
 * Mirrors CONTACT_STATUSES in db/schema/contacts.ts (a compile-time check in the service keeps them
 * equal). A module of its own, without zod: the dashboard's badges read it on the first screen.
 */
export const CONTACT_STATUSES = ["ready", "called", "demo_scheduled", "no_answer", "follow_up"] as const
