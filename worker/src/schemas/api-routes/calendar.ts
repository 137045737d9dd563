/** The Demo Calendar: requests from ../calendar.ts, answers and their types here. */
import { z } from "zod"
import { calendarRangeSchema, DEMO_OUTCOMES, demoOutcomeSchema, rescheduleDemoSchema } from "../calendar"
import { defineRoutes, fileResponse } from "./define"
import { API } from "./endpoints"
import { googleCalendarConfigSchema } from "../google-calendar"
import { isoInstant, providerModeSchema } from "./shared"

export const calendarIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
/** "<id>.ics" or "<token>.ics": the handler reads the name (a 404 for anything else). */
export const icsFileParamSchema = z.object({ file: z.string().max(200) })

/** SPEC §3 calendar event, plus what the page needs to show a demo with its call. */
export const calendarEventSchema = z.strictObject({
  /** The call's id (SPEC: a demo is a call with demoScheduled). */
  id: z.number(),
  contactId: z.number(),
  businessName: z.string(),
  phone: z.string(),
  address: z.string(),
  /** ISO instant (UTC). */
  demoDate: isoInstant,
  result: z.string().nullable(),
  calendarEventId: z.string().nullable(),
  campaignId: z.number().nullable(),
  campaignName: z.string().nullable(),
  /** The zone the demo was agreed in (the contact's, else the campaign's, else the operator's). */
  timeZone: z.string(),
  /** The assistant's summary of the call, when it gave one. */
  summary: z.string().nullable(),
  /** https only; null otherwise. */
  recordingUrl: z.string().nullable(),
  /** A past demo's outcome as the operator marked it; null until marked (and for upcoming ones). */
  outcome: z.enum(DEMO_OUTCOMES).nullable(),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

export const calendarEventsResponseSchema = z.strictObject({
  /** The demos in [range.from, range.to), by date: what a month view shows. */
  events: z.array(calendarEventSchema),
  /** The next demos from now, soonest first (at most UPCOMING_DEMOS_SHOWN). */
  upcoming: z.array(calendarEventSchema),
  /** The latest past demos, latest first (at most PAST_DEMOS_SHOWN). */
  past: z.array(calendarEventSchema),
  /** SPEC §2.8 counters: upcoming = date in the future; completed = the rest; total = both. */
  counts: z.strictObject({ upcoming: z.number(), completed: z.number(), total: z.number() }),
  /** The operator's time zone (Settings): the page shows times in it. */
  timeZone: z.string(),
  range: z.strictObject({ from: isoInstant, to: isoInstant }),
})
export type CalendarEventsResponse = z.infer<typeof calendarEventsResponseSchema>

/** The subscription URL (secret: shown to the signed-in operator only). */
export const calendarFeedInfoSchema = z.strictObject({ url: z.string() })
export type CalendarFeedInfo = z.infer<typeof calendarFeedInfoSchema>

/** The operator's Google Calendar: where demos go, whether it works, what waits (GET/PUT /api/calendar/google). */
export const googleCalendarStatusSchema = z.strictObject({
  mode: providerModeSchema,
  /** Why that mode (sandbox, not configured: what to do). */
  reason: z.string(),
  /** The saved Calendar ID; "" when none is connected. */
  calendarId: z.string(),
  /** The service account to share the calendar with (real Google only). */
  clientEmail: z.string().nullable(),
  /** A calendar is saved and the last check or sync reached it. */
  connected: z.boolean(),
  calendarTitle: z.string().nullable(),
  checkedAt: isoInstant.nullable(),
  lastSyncAt: isoInstant.nullable(),
  /** Why the last check or sync failed, in words the operator can act on. */
  lastError: z.string().nullable(),
  /** Demos whose event is still to be written, moved or removed. */
  pending: z.number(),
  /** Demos Google refused (each with its reason in the notifications). */
  failed: z.number(),
  /** Demos to come still moving to this calendar from the one saved before (null: none). */
  moving: z.strictObject({ from: z.string(), count: z.number() }).nullable(),
  /** Events left on an earlier calendar that could no longer be written, and why (null: none). */
  leftBehind: z.strictObject({ calendarId: z.string(), count: z.number(), reason: z.string() }).nullable(),
})
export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>

export const sandboxCalendarEventSchema = z.strictObject({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  start: isoInstant,
  end: isoInstant,
  timeZone: z.string(),
})

/** The sandbox calendar's events to come: what Google Calendar would show (sandbox mode only). */
export const sandboxCalendarViewSchema = z.strictObject({
  calendarId: z.string(),
  title: z.string(),
  events: z.array(sandboxCalendarEventSchema),
})
export type SandboxCalendarView = z.infer<typeof sandboxCalendarViewSchema>

const ics = fileResponse("text/calendar; charset=utf-8")

export const calendarRoutes = defineRoutes(API.calendar, {
  // Polled every 5 s and on focus: a matching If-None-Match answers 304.
  events: { query: calendarRangeSchema, response: calendarEventsResponseSchema },
  cancelDemo: { params: calendarIdParamSchema, response: z.strictObject({ ok: z.literal(true) }) },
  // An upcoming demo only: a past one is marked with its outcome instead (409).
  rescheduleDemo: {
    params: calendarIdParamSchema,
    body: rescheduleDemoSchema,
    response: z.strictObject({ ok: z.literal(true), demoDate: isoInstant }),
  },
  // A past demo only: held or no-show (null clears it); an upcoming one answers 409.
  demoOutcome: {
    params: calendarIdParamSchema,
    body: demoOutcomeSchema,
    response: z.strictObject({ ok: z.literal(true), outcome: z.enum(DEMO_OUTCOMES).nullable() }),
  },
  demoFile: { params: icsFileParamSchema, response: ics },
  feed: { response: calendarFeedInfoSchema },
  rotateFeed: { response: calendarFeedInfoSchema },
  // No session: the secret in the URL is the credential (auth/access.ts lets this path through).
  feedFile: { params: icsFileParamSchema, response: ics },
  google: { response: googleCalendarStatusSchema },
  // Saves the calendar, checks it at once and puts the demos to come on it.
  saveGoogle: { body: googleCalendarConfigSchema, response: googleCalendarStatusSchema },
  googleSandbox: { response: sandboxCalendarViewSchema },
})
