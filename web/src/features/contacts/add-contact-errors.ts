import { formatPhoneDisplay } from "@shared/phone"
import { ApiError, serverFieldErrors } from "@/lib/api-error"

export const ADD_CONTACT_FAILED = "Failed to add contact. Please try again."

const CONTACT_FIELDS = ["businessName", "phone", "address", "category", "source", "status"] as const

/**
 * The fields the server refused, with its message for each (a 400's validation issues, the phone of
 * a 409 duplicate), for a contact form's setError.
 */
export const contactFieldErrors = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? serverFieldErrors(error, CONTACT_FIELDS)
    : []

type Existing = { businessName?: unknown; phone?: unknown }

/**
 * SPEC §8: every failure shows the generic text. A duplicate (409) also names the contact that is
 * already stored, so the operator knows where to look instead of retrying.
 */
export function addContactFailureText(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return ADD_CONTACT_FAILED
  const existing = error.detail<Existing>("existing")
  if (existing && typeof existing.businessName === "string" && typeof existing.phone === "string") {
    return `${ADD_CONTACT_FAILED}\nAlready in your contacts: ${existing.businessName} - ${formatPhoneDisplay(existing.phone)}`
  }
  // Older servers only put it in the message ("Contact already exists: {name} - {phone}").
  return error.message.startsWith("Contact already exists")
    ? `${ADD_CONTACT_FAILED}\n${error.message}`
    : ADD_CONTACT_FAILED
}
