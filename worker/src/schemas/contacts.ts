/**
 * Contact request schemas, shared by the worker's validators and the web forms (`@shared/contacts`).
 * Texts are SPEC §5 word for word. No worker-only imports: the web bundle includes this file.
 */
import { z } from "zod"
import { CONTACT_STATUSES } from "./contact-statuses"
import { cursorIssues, cursorParam } from "./page-cursor"
import { isValidPhone, PHONE_INVALID_MESSAGE } from "./phone"
import { queryText } from "./query-text"
import { freeText } from "./text-rule"

export { CONTACT_STATUSES }

export const contactStatusSchema = z.enum(CONTACT_STATUSES)

export const CONTACTS_PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 100
export const MAX_IMPORT_ROWS = 500
export const MAX_BULK_STATUS_IDS = 1000

const businessName = freeText("the business name", z.string({ error: "Business name is required" }))
  .min(1, "Business name is required")
  .max(200, "Business name must be at most 200 characters")

// Validated here with the normaliser the service stores with, so what passes is what gets dialled.
const phone = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(40, "Phone number must be at most 40 characters")
  .refine(isValidPhone, PHONE_INVALID_MESSAGE)

const address = freeText("the address").max(500, "Address must be at most 500 characters")
const category = freeText("the category").max(120, "Category must be at most 120 characters")
const source = freeText("the source").max(200, "Source must be at most 200 characters")

/** SPEC §3 "source (default manual)": the one stored value for a contact added by hand. */
export const MANUAL_SOURCE = "manual"

/** SPEC §3: the calls screen shows a manual contact's source as "Manual Entry". */
export const MANUAL_ENTRY_LABEL = "Manual Entry"

/**
 * The stored form of a source. The header dialog sent "manual", the import screen "Manual Entry",
 * and an API client may send "": one stored value lets the source filters use the plain
 * (source, id) index instead of scanning for every spelling.
 */
export function normalizeSource(source: string | null | undefined) {
  const s = (source ?? "").trim()
  const lower = s.toLowerCase()
  return s === "" || lower === MANUAL_SOURCE || lower === MANUAL_ENTRY_LABEL.toLowerCase() ? MANUAL_SOURCE : s
}

/** The group a source is shown under on the calls screen. */
export function sourceLabel(source: string | null | undefined) {
  const s = normalizeSource(source)
  return s === MANUAL_SOURCE ? MANUAL_ENTRY_LABEL : s
}

/** POST /api/contacts and each row of a bulk import. The phone is normalised by the service. */
export const contactInputSchema = z.object({
  businessName,
  phone,
  address: address.default(""),
  category: category.default(""),
  source: source.default(MANUAL_SOURCE),
  status: contactStatusSchema.default("ready"),
})

/** PATCH/PUT /api/contacts/:id: only the fields that changed, at least one. */
export const contactPatchSchema = z
  .object({
    businessName: businessName.optional(),
    phone: phone.optional(),
    address: address.optional(),
    category: category.optional(),
    source: source.optional(),
    status: contactStatusSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update")

/** Query strings: "" means "no filter", so a cleared select can be sent as `status=`. */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)

const filterText = (max: number) => z.preprocess(emptyToUndefined, queryText(max).optional())

/** A "true"/"false" query flag, as a boolean. */
const flag = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"], { error: `${name} must be "true" or "false"` })
      .transform((v) => v === "true")
      .optional()
  )

/** The contacts list's one order: id descending. Its cursors hold the id alone. */
export const CONTACTS_CURSOR_SORT = "contacts"

export const listQuerySchema = z
  .object({
    /** With a cursor, only the number the answer is labelled with ("Showing 26-50"). */
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CONTACTS_PAGE_SIZE)
    ),
    q: filterText(200),
    status: z.preprocess(emptyToUndefined, contactStatusSchema.optional()),
    category: filterText(120),
    /** Matched as stored, after normalizeSource (so "Manual Entry" finds the manual contacts). */
    source: filterText(200),
    /** Contacts shown under this label on the calls screen (see sourceLabel); same match as source. */
    sourceLabel: filterText(200),
    /** "false": only contacts that were never called; "true": only ones with at least one call. */
    called: flag("called"),
    /**
     * "false": only contacts whose number is not on the do-not-call list (the Call Now picker lists
     * contacts that can be called); "true": only listed ones.
     */
    doNotCall: flag("doNotCall"),
    /** The page after this position (Next, and polling a page from its first row). */
    after: z.preprocess(emptyToUndefined, cursorParam.optional()),
    /** The page before this position (Previous). */
    before: z.preprocess(emptyToUndefined, cursorParam.optional()),
  })
  .superRefine((q, ctx) => cursorIssues(q, CONTACTS_CURSOR_SORT, [], ctx))

export const bulkImportSchema = z.object({
  contacts: z
    .array(contactInputSchema)
    .min(1, "No Contacts: Please select a valid CSV file first")
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} contacts per request`),
})

export const bulkStatusSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, "No Contacts Selected: Please select contacts to update.")
    .max(MAX_BULK_STATUS_IDS, `At most ${MAX_BULK_STATUS_IDS} contacts per request`),
  status: contactStatusSchema,
})

/** `:id` path segments: a positive integer written plainly ("1", not "1.0" or " 1"). */
export const contactIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "The contact id must be a positive integer")
    .transform(Number),
})

/** A contact drawer's timeline reads this many calls at a time (newest first). */
export const TIMELINE_PAGE_SIZE = 10
export const TIMELINE_MAX_PAGE_SIZE = 25

/** GET /api/contacts/:id/timeline: the calls older than `before` (a call id), `limit` of them. */
export const contactTimelineQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_MAX_PAGE_SIZE).default(TIMELINE_PAGE_SIZE),
})
export type ContactTimelineQuery = z.infer<typeof contactTimelineQuerySchema>

export type ContactStatus = z.infer<typeof contactStatusSchema>
/** What a form produces (defaults applied). */
export type ContactInput = z.infer<typeof contactInputSchema>
/** What a client may send (defaults optional). */
export type ContactInputRequest = z.input<typeof contactInputSchema>
export type ContactPatch = z.infer<typeof contactPatchSchema>
export type ListQuery = z.infer<typeof listQuerySchema>
export type BulkImportInput = z.infer<typeof bulkImportSchema>
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>
