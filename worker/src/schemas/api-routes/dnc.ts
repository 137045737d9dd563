/** The do-not-call list: requests from ../dnc.ts, answers and their types here (some also in ../action-results.ts). */
import { z } from "zod"
import { dncAddSchema, dncImportSchema, dncListQuerySchema } from "../dnc"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant, numberedPage } from "./shared"

export const dncPhoneParamSchema = z.object({ phone: z.string().min(1).max(64) })

export const dncEntrySchema = z.strictObject({
  phone: z.string(),
  reason: z.string().nullable(),
  source: z.enum(["manual", "import", "transcript"]),
  createdAt: isoInstant,
})
export type DncEntry = z.infer<typeof dncEntrySchema>

export const dncListResponseSchema = numberedPage(dncEntrySchema)
export type DncListResponse = z.infer<typeof dncListResponseSchema>
export const dncImportResponseSchema = z.strictObject({
  added: z.number(),
  alreadyListed: z.number(),
  invalid: z.array(z.string()),
})
export type DncImportResponse = z.infer<typeof dncImportResponseSchema>
/** 201 when added, 200 when the number was already listed. */
export const dncAddResultSchema = z.strictObject({ entry: dncEntrySchema, created: z.boolean() })
export const dncRemoveResultSchema = z.strictObject({ removed: z.string() })

export const dncRoutes = defineRoutes(API.dnc, {
  list: { query: dncListQuerySchema, response: dncListResponseSchema },
  add: { body: dncAddSchema, response: dncAddResultSchema },
  import: { body: dncImportSchema, response: dncImportResponseSchema },
  remove: { params: dncPhoneParamSchema, response: dncRemoveResultSchema },
})
