/** Shared setup for the Google Calendar tests: the fake's Calendar control endpoints and an account. */
import { keyFileJson, newClientEmail, type TestKeyPair } from "../src/providers/sheets/test-service-account"

export interface RecordedCalendarRequest {
  kind: "insert" | "patch" | "delete" | "get" | "list"
  eventId: string | null
  query: Record<string, string>
  clientEmail: string | null
  body: Record<string, unknown> | null
}

export interface FakeEvent {
  id: string
  status: "confirmed" | "cancelled"
  summary: string
  description: string
  location?: string
  start: { dateTime: string; timeZone: string }
  end: { dateTime: string; timeZone: string }
  extendedProperties?: { private?: Record<string, string> }
  source?: { title: string; url: string }
}

export function fakeCalendar(base: string) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path} answered ${res.status}`)
    await res.body?.cancel()
  }
  return {
    register: (clientEmail: string, publicKeyPem: string) => post("/__register", { clientEmail, publicKeyPem }),
    calendar: (calendarId: string, setup: { title?: string; sharedWith?: string[]; readOnly?: boolean }) =>
      post("/__calendar", { calendarId, ...setup }),
    script: (
      calendarId: string,
      answer: { status: number; body?: unknown; headers?: Record<string, string>; times?: number }
    ) => post("/__script", { calendarId, ...answer }),
    scriptToken: (clientEmail: string, answer: { status: number; body?: unknown; times?: number }) =>
      post("/__script", { clientEmail, ...answer }),
    async events(calendarId: string) {
      const res = await fetch(`${base}/__calendar?${new URLSearchParams({ calendarId })}`)
      return ((await res.json()) as { events: FakeEvent[] }).events
    },
    async requests(calendarId: string) {
      const res = await fetch(`${base}/__requests?${new URLSearchParams({ calendarId })}`)
      return (await res.json()) as {
        requests: RecordedCalendarRequest[]
        counts: Record<RecordedCalendarRequest["kind"], number>
      }
    },
    async tokenRequests(clientEmail: string) {
      const res = await fetch(`${base}/__requests?${new URLSearchParams({ clientEmail })}`)
      return (await res.json()) as { counts: { token: number; token_ok: number } }
    },
  }
}

/** A fresh service account registered with the fake Google and a calendar id nobody else uses. */
export async function calendarAccount(base: string, keys: TestKeyPair, setup: { sharedWith?: string[] } = {}) {
  const google = fakeCalendar(base)
  const clientEmail = newClientEmail("cal")
  const calendarId = `${crypto.randomUUID().replace(/-/g, "")}@group.calendar.google.com`
  await google.register(clientEmail, keys.publicKeyPem)
  await google.calendar(calendarId, { title: "Demos", ...setup })
  return { google, clientEmail, calendarId, credentials: keyFileJson(clientEmail, keys.privateKeyPem) }
}
