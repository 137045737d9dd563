import { z } from "zod"
import { cursorIssues, cursorParam, type KeyKind } from "./page-cursor"
import { isTimeZone } from "./time-zone"

/**
 * Call requests and answers, shared by the worker and the web app (no worker-only imports here).
 * The status/result lists repeat db/schema/calls.ts, which the browser bundle must not import.
 */
export const CALL_STATUS_VALUES = ["queued", "calling", "completed", "failed", "cancelled"] as const
export const CALL_DIRECTION_VALUES = ["outbound", "inbound"] as const
export const CALL_RESULT_VALUES = ["answered", "no answer", "busy", "voicemail", "voicemail left", "failed"] as const
export const CALL_SORTS = ["contact", "campaign", "status", "result", "demo", "createdAt"] as const
export type CallSort = (typeof CALL_SORTS)[number]

/** Call History page size (SPEC §9). */
export const CALL_PAGE_SIZE = 10

/** SPEC §9: durations read m:ss ("2:05"). A call without a duration yet shows a dash. */
export function formatDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "—"
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`
}

const id = z.coerce.number().int().positive()

/** Each sort's keys before the call id, as its cursors hold them (NULL: no result, contact or campaign). */
export const CALL_CURSOR_KEYS: Record<CallSort, readonly KeyKind[]> = {
  contact: ["text?", "int?"],
  campaign: ["text?", "int?"],
  status: ["text", "int"],
  result: ["text?", "int"],
  demo: ["int", "int"],
  createdAt: ["int"],
}

export const callListQuerySchema = z
  .object({
    /** With a cursor, only the number the answer is labelled with ("Showing 11 to 20"). */
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(CALL_PAGE_SIZE),
    sort: z.enum(CALL_SORTS).default("createdAt"),
    order: z.enum(["asc", "desc"]).default("desc"),
    status: z.enum(CALL_STATUS_VALUES).optional(),
    result: z.enum(CALL_RESULT_VALUES).optional(),
    campaignId: id.optional(),
    contactId: id.optional(),
    /** The page after this position in the sort asked for (Next, and polling a page from its first row). */
    after: cursorParam.optional(),
    /** The page before this position (Previous). */
    before: cursorParam.optional(),
  })
  .superRefine((q, ctx) => cursorIssues(q, q.sort, CALL_CURSOR_KEYS[q.sort], ctx))
export type CallListQuery = z.infer<typeof callListQuerySchema>

export const initiateCallSchema = z.object({
  contactId: z.coerce
    .number({ error: "Please select a contact to call" })
    .int("Please select a contact to call")
    .positive("Please select a contact to call"),
  phoneNumber: z.string().trim().min(1, "Phone number is required").max(32),
})
export type InitiateCallInput = z.infer<typeof initiateCallSchema>

/** POST /api/calls/simulate-callback (sandbox): the contact who rings the app's number. */
export const simulateCallbackSchema = z.object({
  contactId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})
export type SimulateCallbackInput = z.infer<typeof simulateCallbackSchema>

export const bulkUpdateStatusSchema = z.object({
  callIds: z.array(z.number().int().positive()).min(1, "Please select calls to update").max(1000),
  status: z.enum(CALL_STATUS_VALUES),
})
export type BulkUpdateStatusInput = z.infer<typeof bulkUpdateStatusSchema>

export const dashboardQuerySchema = z.object({
  /** IANA time zone that defines "today" for callsToday; default: the operator's timezone setting. */
  tz: z.string().max(64).refine(isTimeZone, "Unknown time zone").optional(),
})

export type CallStatusValue = (typeof CALL_STATUS_VALUES)[number]
export type CallResultValue = (typeof CALL_RESULT_VALUES)[number]
