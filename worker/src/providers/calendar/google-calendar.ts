import { type GoogleAnswer, googleRequest } from "../sheets/google-request"
import { parseServiceAccount, retryAfterSeconds, ServiceAccountTokens } from "../sheets/service-account"
import { SheetsError } from "../sheets/sheets-provider"
import {
  CALENDAR_NOT_FOUND,
  type CalendarAccess,
  CalendarError,
  type CalendarProvider,
  type DemoEvent,
  isCalendarId,
  isEventId,
  type StoredEvent,
} from "./calendar-provider"

export const DEFAULT_CALENDAR_BASE_URL = "https://www.googleapis.com"
/** Events only: enough to write demos, and what the operator's share ("Make changes to events") grants. */
export const CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events"

export interface GoogleCalendarConfig {
  /** The service-account key file (the one Sheets uses), as pasted. */
  credentials: string
  /** CALENDAR_BASE_URL; default https://www.googleapis.com. Tests use worker/test/fake-google-server.mjs. */
  baseUrl?: string
  tokenUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

/** Calendar API v3's error envelope (the older "global" form, with reasons). */
interface ErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string; domain?: string }[] }
}

type Answer = GoogleAnswer

const messageOf = (json: unknown) => {
  const m = (json as ErrorBody | null)?.error?.message
  return typeof m === "string" ? m.slice(0, 500) : ""
}
const reasonsOf = (json: unknown) =>
  ((json as ErrorBody | null)?.error?.errors ?? []).map((e) => e?.reason).filter((r): r is string => !!r)

/** Our demo as a Calendar v3 Event resource: only fields the Event schema has (Google refuses others). */
export function eventBody(event: DemoEvent) {
  return {
    summary: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
    extendedProperties: { private: { coldCallerCallId: String(event.callId) } },
    ...(event.callUrl ? { source: { title: "ColdCaller call", url: event.callUrl } } : {}),
  }
}

/** Calendar API v3 with the Sheets service account: a thin fetch wrapper mapping Google's JSON to our terms. */
export class GoogleCalendar implements CalendarProvider {
  readonly kind = "google" as const
  private readonly baseUrl: string
  private readonly fetch: typeof fetch
  private readonly tokens: ServiceAccountTokens | null = null
  private readonly keyError: CalendarError | null = null

  constructor(config: GoogleCalendarConfig) {
    this.baseUrl = (config.baseUrl || DEFAULT_CALENDAR_BASE_URL).replace(/\/+$/, "")
    this.fetch = config.fetch ?? ((input, init) => fetch(input, init))
    try {
      const account = parseServiceAccount(config.credentials)
      this.tokens = new ServiceAccountTokens(account, {
        tokenUrl: config.tokenUrl,
        fetch: this.fetch,
        now: config.now,
        scope: CALENDAR_SCOPE,
      })
    } catch (err) {
      if (!(err instanceof SheetsError)) throw err
      this.keyError = new CalendarError(err.kind as CalendarError["kind"], err.message)
    }
  }

  /** The address the operator shares the calendar with; null when the key is unusable. */
  get clientEmail(): string | null {
    return this.tokens?.clientEmail ?? null
  }

  async test(calendarId: string): Promise<CalendarAccess> {
    // events.list is what the events scope may read; its answer names the calendar.
    const json = this.ok(await this.send("GET", `${this.events(calendarId)}?maxResults=1`)) as {
      summary?: unknown
      timeZone?: unknown
    }
    return {
      title: typeof json.summary === "string" ? json.summary : calendarId,
      timeZone: typeof json.timeZone === "string" ? json.timeZone : null,
    }
  }

  async createEvent(calendarId: string, eventId: string, event: DemoEvent) {
    const answer = await this.send("POST", `${this.events(calendarId)}?sendUpdates=none`, {
      id: this.checkId(eventId),
      ...eventBody(event),
    })
    // The id is ours and chosen before the first attempt: a 409 is that attempt having landed.
    if (answer.status === 409) return "exists" as const
    this.ok(answer)
    return "created" as const
  }

  async updateEvent(calendarId: string, eventId: string, event: DemoEvent) {
    const answer = await this.send("PATCH", `${this.event(calendarId, eventId)}?sendUpdates=none`, eventBody(event))
    if (answer.status === 410 || (answer.status === 404 && (await this.calendarReachable(calendarId)))) {
      return "gone" as const
    }
    const json = this.ok(answer) as { status?: unknown }
    // Patching an event deleted by hand answers 200 with it still cancelled: it stays deleted.
    return json.status === "cancelled" ? ("gone" as const) : ("updated" as const)
  }

  async deleteEvent(calendarId: string, eventId: string) {
    const answer = await this.send("DELETE", `${this.event(calendarId, eventId)}?sendUpdates=none`)
    // 410 "Resource has been deleted": a second delete (a retry whose first one landed).
    if (answer.status === 410 || (answer.status === 404 && (await this.calendarReachable(calendarId)))) {
      return "gone" as const
    }
    this.ok(answer, true)
    return "deleted" as const
  }

  async getEvent(calendarId: string, eventId: string): Promise<StoredEvent | null> {
    const answer = await this.send("GET", this.event(calendarId, eventId))
    if (answer.status === 404 || answer.status === 410) return null
    const e = this.ok(answer) as Record<string, unknown> & {
      start?: { dateTime?: string; timeZone?: string }
      end?: { dateTime?: string }
    }
    const str = (v: unknown) => (typeof v === "string" ? v : "")
    return {
      id: str(e.id),
      status: e.status === "cancelled" ? "cancelled" : "confirmed",
      summary: str(e.summary),
      description: str(e.description),
      location: typeof e.location === "string" ? e.location : null,
      start: str(e.start?.dateTime),
      end: str(e.end?.dateTime),
      timeZone: str(e.start?.timeZone),
      htmlLink: str(e.htmlLink),
    }
  }

  /**
   * Google answers 404 both for an event it does not have and for a calendar no longer shared with
   * us: only the first is "gone". The second throws, so the demo waits until the calendar is back.
   */
  private async calendarReachable(calendarId: string) {
    await this.test(calendarId)
    return true
  }

  private events(calendarId: string) {
    // Never a request for an id Google could not have issued ("primary" included: see isCalendarId).
    if (!isCalendarId(calendarId)) throw new CalendarError("not_found", this.notFound())
    return `${this.baseUrl}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`
  }

  private event(calendarId: string, eventId: string) {
    return `${this.events(calendarId)}/${this.checkId(eventId)}`
  }

  private checkId(eventId: string) {
    if (!isEventId(eventId)) throw new CalendarError("invalid", `"${eventId.slice(0, 40)}" is not an event id.`)
    return eventId
  }

  private notFound() {
    return CALENDAR_NOT_FOUND(this.tokens?.clientEmail ?? "the service account")
  }

  /** One request with a token (googleRequest: a 401 renews the token and repeats it once). */
  private async send(method: string, url: string, body?: unknown): Promise<Answer> {
    if (!this.tokens) throw this.keyError!
    return googleRequest(
      {
        fetch: this.fetch,
        tokens: this.tokens,
        label: "Google Calendar",
        unreachable: (said) =>
          new CalendarError("unavailable", said ?? "Could not reach Google Calendar. Try again later.", {
            retryAfterSeconds: 60,
          }),
        // The token errors are Google sign-in's, worded for any Google API.
        tokenError: (err) => {
          if (!(err instanceof SheetsError)) return err as Error
          return new CalendarError(err.kind as CalendarError["kind"], err.message, {
            ...(err.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: err.retryAfterSeconds }),
            ...(err.status === undefined ? {} : { status: err.status }),
          })
        },
      },
      method,
      url,
      body
    )
  }

  /** The JSON of a 2xx answer (a 204 when `empty` is allowed); the CalendarError to act on otherwise. */
  private ok(answer: Answer, empty = false): unknown {
    const { status, json } = answer
    if (status >= 200 && status < 300) {
      if (empty || (json && typeof json === "object")) return json
      throw new CalendarError("unavailable", `Google Calendar answered HTTP ${status} with a body that is not JSON.`, {
        status,
        retryAfterSeconds: 60,
      })
    }
    const message = messageOf(json)
    const reasons = reasonsOf(json)
    const email = this.tokens?.clientEmail ?? "the service account"
    const wait = () => retryAfterSeconds(answer.headers.get("Retry-After"), Date.now())
    if (status === 401) return fail("auth", `Google refused the access token of ${email}. Check the key in Settings.`)
    if (status === 429 || (status === 403 && reasons.some((r) => /rateLimitExceeded|quotaExceeded/i.test(r)))) {
      const secs = wait()
      return fail("rate_limited", `Google Calendar is rate-limiting requests. Retrying in ${secs} s.`, secs)
    }
    if (status === 403) {
      if (reasons.includes("accessNotConfigured") || /has not been used in project|is disabled/i.test(message)) {
        return fail(
          "access",
          `Enable the Google Calendar API in the Google Cloud project of ${email}. ${message}`.trim()
        )
      }
      if (reasons.includes("forbiddenForServiceAccounts")) {
        return fail("invalid", `Google Calendar refused the event: ${message || "not allowed for service accounts"}`)
      }
      return fail(
        "access",
        `${email} may not add events to this calendar. Share it with ${email} with "Make changes to events".`
      )
    }
    if (status === 404) return fail("not_found", this.notFound())
    if (status >= 500 || status === 408)
      return fail("unavailable", `Google Calendar answered HTTP ${status}. Try again later.`, wait())
    return fail("invalid", `Google Calendar refused the request: ${message || `HTTP ${status}`}`)

    function fail(kind: CalendarError["kind"], text: string, retry?: number): never {
      throw new CalendarError(kind, text, { status, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) })
    }
  }
}
