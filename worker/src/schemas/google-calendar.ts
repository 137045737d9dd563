/**
 * Demos on the operator's Google Calendar (issue 23): the connection form and its rules. Shared by
 * the worker and the web (`@shared/google-calendar`); no worker-only imports.
 */
import { z } from "zod"
import { textProblem } from "./text-rule"

/**
 * A calendar id as Google issues them: an e-mail address (the owner's main calendar) or
 * "<hash>@group.calendar.google.com" (a secondary one). "primary" is refused on purpose: for a
 * service account that is its own calendar, which the operator never sees.
 */
const CALENDAR_ID = /^[^\s@/?#"<>]{1,200}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}$/
/** Controls (NUL included) and direction overrides would reach Google's URL and the card: no address Google issues holds them. */
export const isCalendarId = (id: string) => textProblem(id) === undefined && CALENDAR_ID.test(id)

export const GOOGLE_CALENDAR_MESSAGES = {
  badId:
    'Paste the Calendar ID from Google Calendar (Settings and sharing → Integrate calendar), e.g. you@example.com or …@group.calendar.google.com. "primary" would be the service account\'s own calendar.',
  savedTitle: "Calendar Saved",
  disconnectedTitle: "Calendar Disconnected",
  failedTitle: "Calendar Not Connected",
} as const

/** PUT /api/calendar/google: the calendar demos are written to; "" disconnects (events already made stay). */
export const googleCalendarConfigSchema = z.strictObject({
  calendarId: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === "" || isCalendarId(v), GOOGLE_CALENDAR_MESSAGES.badId),
})
export type GoogleCalendarConfigInput = z.infer<typeof googleCalendarConfigSchema>

/** What the server keeps (state "google_calendar_config"). */
export const googleCalendarStoredSchema = z.object({
  calendarId: z.string().default(""),
  /** The app's address when the calendar was saved: events link to the call there (the queue has no request to read it from). */
  appUrl: z.string().nullable().default(null),
})
export type GoogleCalendarStored = z.output<typeof googleCalendarStoredSchema>

/** What the sync last found (state "google_calendar_connection"). */
export const googleCalendarConnectionSchema = z.object({
  calendarId: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  ok: z.boolean().default(false),
  checkedAt: z.number().nullable().default(null),
  error: z.string().nullable().default(null),
  lastSyncAt: z.number().nullable().default(null),
})
export type GoogleCalendarConnection = z.output<typeof googleCalendarConnectionSchema>
