/**
 * Callbacks the operator adds, moves or drops by hand (the assistant's own go through the
 * scheduleCallback tool). Shared by the worker and the web (`@shared/callbacks`). The time is a wall
 * clock ("2027-01-07T15:30") read in `timeZone` (the callee's, which the screens show) by the same
 * reader as the assistant's (services/calls/demo-time.ts), so the rules cannot differ.
 */
import { z } from "zod"
import { freeText } from "./text-rule"
import { isTimeZone } from "./time-zone"

export const CALLBACK_REASON_MAX = 200

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const wallClock = z
  .string()
  .trim()
  .min(1, "Pick a day and a time")
  .max(100, "Use a date and time such as 2027-01-07T15:30")
const timeZone = z.string().max(64).refine(isTimeZone, "Unknown time zone")
const reason = freeText(
  "the reason",
  z.string().max(CALLBACK_REASON_MAX, `The reason must be at most ${CALLBACK_REASON_MAX} characters`)
)

export const callbackCreateSchema = z.strictObject({
  contactId: id,
  dateTime: wallClock,
  timeZone: timeZone.optional(),
  reason: reason.optional(),
})
export type CallbackCreate = z.infer<typeof callbackCreateSchema>

export const callbackUpdateSchema = z.strictObject({
  dateTime: wallClock,
  timeZone: timeZone.optional(),
  reason: reason.optional(),
})
export type CallbackUpdate = z.infer<typeof callbackUpdateSchema>

const instant = z.iso.datetime({ offset: true, error: "Use an ISO date and time, e.g. 2026-11-01T00:00:00Z" })

/** ?contactId (a contact card), ?from&to (a calendar month, at most 62 days), or nothing: every waiting callback. */
export const callbacksQuerySchema = z
  .object({ contactId: id.optional(), from: instant.optional(), to: instant.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: "from must be before to",
    path: ["to"],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: "A range is at most 62 days",
    path: ["to"],
  })
export type CallbacksQuery = z.infer<typeof callbacksQuerySchema>

/** What the screens call each state. */
export const CALLBACK_STATE_LABELS = {
  scheduled: "Waiting",
  dialing: "Calling now",
  done: "Called back",
  cancelled: "Dropped",
} as const
