import {
  type CalendarAccess,
  CalendarError,
  type CalendarProvider,
  type DemoEvent,
  isCalendarId,
  isEventId,
  type StoredEvent,
} from "./calendar-provider"

/** Where the sandbox keeps its events: a D1 table in the app (services/sandbox-state/calendar-store.ts, handed in by the context), memory in tests. */
export interface SandboxCalendarStore {
  /** Stores a new event; false when the id is taken (a cancelled event keeps its id, as Google does). */
  insert(calendarId: string, event: StoredEvent): Promise<boolean>
  get(calendarId: string, eventId: string): Promise<StoredEvent | null>
  /** Replaces a stored event. */
  put(calendarId: string, event: StoredEvent): Promise<void>
}

export const SANDBOX_CALENDAR_TITLE = "Sandbox calendar"
export const SANDBOX_CALENDAR_NOT_FOUND =
  'The sandbox calendar takes any calendar ID that looks like Google\'s (an e-mail address or "…@group.calendar.google.com").'

const stored = (eventId: string, e: DemoEvent): StoredEvent => ({
  id: eventId,
  status: "confirmed",
  summary: e.title,
  description: e.description,
  location: e.location,
  start: e.start.toISOString(),
  end: e.end.toISOString(),
  timeZone: e.timeZone,
  htmlLink: `sandbox:${eventId}`,
})

/** The simulated Google Calendar: same ids, same checks, same answers to a retry; no network. */
export class SandboxCalendar implements CalendarProvider {
  readonly kind = "sandbox" as const

  constructor(private readonly store: SandboxCalendarStore) {}

  async test(calendarId: string): Promise<CalendarAccess> {
    check(calendarId)
    return { title: SANDBOX_CALENDAR_TITLE, timeZone: null }
  }

  async createEvent(calendarId: string, eventId: string, event: DemoEvent) {
    check(calendarId, eventId, event)
    return (await this.store.insert(calendarId, stored(eventId, event))) ? ("created" as const) : ("exists" as const)
  }

  async updateEvent(calendarId: string, eventId: string, event: DemoEvent) {
    check(calendarId, eventId, event)
    const current = await this.store.get(calendarId, eventId)
    if (!current || current.status === "cancelled") return "gone" as const
    await this.store.put(calendarId, stored(eventId, event))
    return "updated" as const
  }

  async deleteEvent(calendarId: string, eventId: string) {
    check(calendarId, eventId)
    const current = await this.store.get(calendarId, eventId)
    if (!current || current.status === "cancelled") return "gone" as const
    await this.store.put(calendarId, { ...current, status: "cancelled" })
    return "deleted" as const
  }

  async getEvent(calendarId: string, eventId: string) {
    check(calendarId, eventId)
    return this.store.get(calendarId, eventId)
  }
}

/** Google's refusals that no retry can change, with the same words in both adapters. */
function check(calendarId: string, eventId?: string, event?: DemoEvent) {
  if (!isCalendarId(calendarId)) throw new CalendarError("not_found", SANDBOX_CALENDAR_NOT_FOUND)
  if (eventId !== undefined && !isEventId(eventId)) {
    throw new CalendarError("invalid", `"${eventId.slice(0, 40)}" is not an event id.`)
  }
  if (event && !(event.end.getTime() > event.start.getTime())) {
    throw new CalendarError("invalid", "Google Calendar refused the request: The specified time range is empty.")
  }
}

/** A SandboxCalendarStore in memory (tests). */
export function memoryCalendarStore(): SandboxCalendarStore & { all(calendarId: string): StoredEvent[] } {
  const calendars = new Map<string, Map<string, StoredEvent>>()
  const cal = (id: string) => {
    if (!calendars.has(id)) calendars.set(id, new Map())
    return calendars.get(id)!
  }
  return {
    async insert(calendarId, event) {
      if (cal(calendarId).has(event.id)) return false
      cal(calendarId).set(event.id, { ...event })
      return true
    },
    async get(calendarId, eventId) {
      const e = cal(calendarId).get(eventId)
      return e ? { ...e } : null
    },
    async put(calendarId, event) {
      cal(calendarId).set(event.id, { ...event })
    },
    all(calendarId) {
      return [...cal(calendarId).values()].map((e) => ({ ...e }))
    },
  }
}
