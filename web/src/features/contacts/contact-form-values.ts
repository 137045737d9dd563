import type { z } from "zod"

import {
  MANUAL_SOURCE,
  type ContactInputRequest,
  type contactInputSchema,
  type ContactPatch,
  type ContactStatus,
} from "@shared/contacts"
import type { ContactListItem } from "@shared/contacts-api"
import { formatPhoneDisplay, formatPhoneInput, normalizePhone } from "@shared/phone"
import { ApiError } from "@/lib/api-error"
import { addContactFailureText } from "./add-contact-errors"

export type ContactFormIn = z.input<typeof contactInputSchema>
export type ContactFormOut = z.output<typeof contactInputSchema>

/** SPEC §5 form defaults: source manual, status ready, other fields empty. */
export const EMPTY_CONTACT_FORM: ContactFormIn = {
  businessName: "",
  phone: "",
  address: "",
  category: "",
  source: MANUAL_SOURCE,
  status: "ready",
}

/** The edit form starts from the stored contact, its phone shown as typed: "(616) 555-0101". */
export const formValuesOf = (c: ContactListItem): ContactFormIn => ({
  businessName: c.businessName,
  phone: formatPhoneInput(c.phone),
  address: c.address,
  category: c.category,
  source: c.source,
  status: c.status,
})

/** POST body of every add form: the phone as stored (SPEC §5), and the one manual source. */
export const newContactBody = (values: ContactFormOut): ContactInputRequest => ({
  ...values,
  phone: normalizePhone(values.phone),
  source: MANUAL_SOURCE,
})

/**
 * PATCH body with only what the operator changed (SPEC §7). The phone is compared as shown in the
 * field: an untouched number is never re-sent, even one the 10-digit input cannot show exactly.
 */
export function changedFields(initial: ContactFormIn, values: ContactFormOut): ContactPatch {
  const patch: ContactPatch = {}
  if (values.businessName !== initial.businessName.trim()) patch.businessName = values.businessName
  if (values.phone !== initial.phone.trim()) patch.phone = normalizePhone(values.phone)
  if (values.address !== (initial.address ?? "").trim()) patch.address = values.address
  if (values.category !== (initial.category ?? "").trim()) patch.category = values.category
  if (values.status !== initial.status) patch.status = values.status as ContactStatus
  return patch
}

export const UPDATE_CONTACT_FAILED = "Failed to update contact. Please try again."

type Existing = { businessName?: unknown; phone?: unknown }

/** SPEC §8's generic text; a 409 also names the contact that already has this phone. */
export function contactFailureText(mode: "add" | "edit", error: unknown) {
  if (mode === "add") return addContactFailureText(error)
  if (!(error instanceof ApiError) || error.status !== 409) return UPDATE_CONTACT_FAILED
  const existing = error.detail<Existing>("existing")
  if (existing && typeof existing.businessName === "string" && typeof existing.phone === "string") {
    return `${UPDATE_CONTACT_FAILED}\nAnother contact has this phone: ${existing.businessName} - ${formatPhoneDisplay(existing.phone)}`
  }
  return UPDATE_CONTACT_FAILED
}
