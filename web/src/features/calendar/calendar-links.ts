import type { CalendarEvent } from "@shared/api-routes/calendar"
import { DEMO_MINUTES } from "@shared/calendar"

type DemoLinkFields = Pick<
  CalendarEvent,
  "businessName" | "phone" | "address" | "demoDate" | "summary" | "campaignName"
>

/** The demo's start and end instants: the spec stores a start only, calendars need an end (DEMO_MINUTES later). */
export function demoInterval(demoDate: string) {
  const start = new Date(demoDate)
  return { start, end: new Date(start.getTime() + DEMO_MINUTES * 60_000) }
}

/** Google's `dates` form: 20261101T150000Z (UTC, no separators, no milliseconds). */
export function utcStamp(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")
}

/** Outlook's startdt/enddt: an ISO instant in UTC without milliseconds. */
export function utcIso(date: Date) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z")
}

export function demoTitle(demo: Pick<CalendarEvent, "businessName">) {
  return `Demo: ${demo.businessName}`
}

/** The event's notes: who to call and what the call said. */
export function demoNotes(demo: DemoLinkFields) {
  return [
    `Phone: ${demo.phone}`,
    demo.campaignName ? `Campaign: ${demo.campaignName}` : null,
    demo.summary ? `Call summary: ${demo.summary}` : null,
  ]
    .filter(Boolean)
    .join("\n")
}

/**
 * Query strings are built with encodeURIComponent rather than URLSearchParams: its "+" for a space
 * shows up as a literal "+" in Outlook's compose form.
 */
function query(params: Record<string, string>) {
  return Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&")
}

/** "Google Calendar": a prefilled new-event form. */
export function googleCalendarUrl(demo: DemoLinkFields) {
  const { start, end } = demoInterval(demo.demoDate)
  const dates = `${utcStamp(start)}/${utcStamp(end)}`
  return (
    "https://calendar.google.com/calendar/render?action=TEMPLATE&" +
    query({ text: demoTitle(demo), dates, details: demoNotes(demo), location: demo.address })
  )
}

/** "Outlook": Outlook.com's compose deep link. */
export function outlookCalendarUrl(demo: DemoLinkFields) {
  const { start, end } = demoInterval(demo.demoDate)
  return (
    "https://outlook.live.com/calendar/0/deeplink/compose?" +
    query({
      subject: demoTitle(demo),
      startdt: utcIso(start),
      enddt: utcIso(end),
      body: demoNotes(demo),
      location: demo.address,
    })
  )
}

/** GET /api/calendar/demo/:id.ics: the one-demo .ics download. */
export function demoIcsPath(id: number) {
  return `/api/calendar/demo/${id}.ics`
}
