import type { z } from "zod"

import { MANUAL_SOURCE, type contactInputSchema } from "@shared/contacts"

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
