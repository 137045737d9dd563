/** Pieces several features' answers share. Objects are strict: the contract test fails on an extra field. */
import { z } from "zod"
import { PROVIDER_MODES } from "../system-status"

/** How a provider runs (PROVIDER_MODES in ../system-status.ts says what each mode means). */
export const providerModeSchema = z.enum(PROVIDER_MODES)

/** An instant as the API writes it (Date#toISOString, or an ISO string with its offset). */
export const isoInstant = z.iso.datetime({ offset: true })

/** Where the pages around an answered page are (see ../page-cursor.ts). Null on an empty page. */
export const pageCursorsSchema = z.strictObject({
  /** `before=prevCursor`: the page before this one (the first row's position). */
  prevCursor: z.string().nullable(),
  /** `after=nextCursor`: the page after this one (the last row's position). */
  nextCursor: z.string().nullable(),
  /** `after=pageCursor`: this page again from its first row on; how a page reached by number is polled. */
  pageCursor: z.string().nullable(),
})

/** A page of a numbered list: its items, the total and where it sits. */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() })
