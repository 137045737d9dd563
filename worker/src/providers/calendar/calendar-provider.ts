/**
 * Google Calendar in our own terms: put a demo on the operator's calendar, move it, take it off.
 * The Google adapter (google-calendar.ts) speaks Calendar API v3 with the Sheets service account on
 * a calendar the operator shared with it; the sandbox (sandbox-calendar.ts) keeps the same rules
 * (client-chosen ids, a taken id refused, a deleted event kept as cancelled) so the sync runs
 * unchanged on both.
 */
import { scrubSecrets } from "../../lib/secret-scrub"

/**
 * What the operator or the sync must do about a failure:
 * - `auth`: the service-account key is unusable; paste a new one.
 * - `access`: the calendar is not shared with the service account (or not with "Make changes to
 *   events"), or the Calendar API is disabled in its project.
 * - `not_found`: no calendar with this id is visible to the service account.
 * - `rate_limited`: 429 or a usage-limit 403; retry after `retryAfterSeconds`.
 * - `unavailable`: 5xx or the network; retry after `retryAfterSeconds`.
 * - `invalid`: Google refused this request itself (400); retrying the same request cannot help.
 */
export type CalendarErrorKind = "auth" | "access" | "not_found" | "rate_limited" | "unavailable" | "invalid"

/** A failure with a message the operator can act on; never the key, the assertion or the token. */
export class CalendarError extends Error {
  readonly retryAfterSeconds?: number
  readonly status?: number

  constructor(
    readonly kind: CalendarErrorKind,
    message: string,
    details: { retryAfterSeconds?: number; status?: number } = {}
  ) {
    super(scrubSecrets(message))
    this.name = "CalendarError"
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds
    if (details.status !== undefined) this.status = details.status
  }
}

/** A booked demo as a calendar event. */
export interface DemoEvent {
  /** "Demo: <business>". */
  title: string
  /** Phone, address, campaign, the call's summary and the link to the call, as plain text. */
  description: string
  /** The business's address, when known. */
  location: string | null
  start: Date
  /** Exclusive, as Google reads it. */
  end: Date
  /** IANA zone the demo was agreed in (the calendar shows it in the viewer's zone anyway). */
  timeZone: string
  /** Our call's id, kept on the event (private extended property) so it can be traced back. */
  callId: number
  /** The call in the app, when the app's address is known. */
  callUrl: string | null
}

export interface CalendarAccess {
  /** The calendar's name as its owner sees it. */
  title: string
  timeZone: string | null
}

/** An event as the calendar holds it (the sandbox view and the tests read these). */
export interface StoredEvent {
  id: string
  status: "confirmed" | "cancelled"
  summary: string
  description: string
  location: string | null
  start: string
  end: string
  timeZone: string
  htmlLink: string
}

export interface CalendarProvider {
  readonly kind: "google" | "sandbox"
  /** Connection test: may we write events to this calendar? Its name and zone. */
  test(calendarId: string): Promise<CalendarAccess>
  /**
   * Creates the event under `eventId` (base32hex, chosen by us). "exists" when the calendar already
   * has an event with that id: a retried insert whose first attempt landed, never a second event.
   */
  createEvent(calendarId: string, eventId: string, event: DemoEvent): Promise<"created" | "exists">
  /** Rewrites the event's time and text. "gone" when it was deleted (by us or by hand in the calendar). */
  updateEvent(calendarId: string, eventId: string, event: DemoEvent): Promise<"updated" | "gone">
  /** Deletes the event. "gone" when there was none or it was deleted already: the same outcome. */
  deleteEvent(calendarId: string, eventId: string): Promise<"deleted" | "gone">
  /** The event, or null when the calendar has none with this id. */
  getEvent(calendarId: string, eventId: string): Promise<StoredEvent | null>
}

/** Calendar API v3 event ids: base32hex (a-v, 0-9), 5 to 1024 characters, unique per calendar. */
export const isEventId = (id: string) => /^[a-v0-9]{5,1024}$/.test(id)

/**
 * A fresh event id: 26 random base32hex characters (130 bits) after "demo", so ids never repeat
 * across deployments sharing one calendar, and a rebooked demo never reuses a deleted event's id.
 */
export function newEventId(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuv"
  const bytes = crypto.getRandomValues(new Uint8Array(26))
  return `demo${[...bytes].map((b) => alphabet[b & 31]).join("")}`
}

export { isCalendarId } from "../../schemas/google-calendar"

export const CALENDAR_NOT_FOUND = (email: string) =>
  `No calendar with this ID is shared with ${email}. In Google Calendar open the calendar's Settings and sharing, add ${email} under "Share with specific people" with "Make changes to events", and copy the Calendar ID from "Integrate calendar".`
