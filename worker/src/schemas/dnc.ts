import { z } from "zod"
import { toE164 } from "./phone"
import { queryText } from "./query-text"
import { freeText } from "./text-rule"

/** Largest import in one request (one number a line is far below the 1 MB body limit). */
export const MAX_DNC_IMPORT = 10_000

export const DNC_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  importEmpty: "Please enter at least one phone number",
} as const

const phoneSchema = z
  .string({ error: DNC_MESSAGES.phoneRequired })
  .trim()
  .min(1, DNC_MESSAGES.phoneRequired)
  .transform((v, ctx) => {
    const phone = toE164(v)
    if (!phone) {
      ctx.addIssue({ code: "custom", message: DNC_MESSAGES.phoneInvalid })
      return z.NEVER
    }
    return phone
  })

const reasonSchema = freeText("the reason").max(500, "The reason is at most 500 characters")

/** POST /api/dnc */
export const dncAddSchema = z.object({
  phone: phoneSchema,
  reason: reasonSchema.optional(),
})
export type DncAddInput = z.input<typeof dncAddSchema>

/** POST /api/dnc/import: numbers as given; invalid ones are reported back, not fatal. */
export const dncImportSchema = z.object({
  phones: z
    .array(z.string().max(64), { error: DNC_MESSAGES.importEmpty })
    .min(1, DNC_MESSAGES.importEmpty)
    .max(MAX_DNC_IMPORT, `At most ${MAX_DNC_IMPORT} numbers per import`),
  reason: reasonSchema.optional(),
})
export type DncImportInput = z.input<typeof dncImportSchema>

/** GET /api/dnc?search=&page= */
export const dncListQuerySchema = z.object({
  search: queryText(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})

/** Splits pasted text or a one-column CSV into candidate numbers (for the import form). */
export const splitPhoneList = (text: string) =>
  text
    .split(/[\n\r,;\t]+/)
    .map((s) => s.trim())
    .filter((s) => s && /\d/.test(s))

export type DncSource = "manual" | "import" | "transcript"
