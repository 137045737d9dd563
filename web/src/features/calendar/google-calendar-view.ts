import type { GoogleCalendarStatus } from "@shared/api-routes/calendar"

import { formatDemoDateTime } from "./calendar-format"

export interface GoogleCalendarView {
  /** The light's words. */
  label: string
  tone: "ok" | "warn" | "off"
  /** The mode in a sentence (sandbox, not configured); null for real Google. */
  modeNote: string | null
  pendingText: string
  failedText: string | null
  lastSyncText: string | null
  /** Demos to come still moving from the calendar saved before; null when none. */
  movingText: string | null
  /** Events that stay on an earlier calendar (it could no longer be written) and what to do; null when none. */
  leftBehindText: string | null
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

/** The Google Calendar card's status in words. */
export function googleCalendarView(s: GoogleCalendarStatus, timeZone: string): GoogleCalendarView {
  const label = !s.calendarId
    ? "Not connected"
    : s.connected
      ? `Connected${s.calendarTitle ? ` to ${s.calendarTitle}` : ""}`
      : s.lastError
        ? "Not reachable"
        : "Saved, not checked yet"
  const tone = s.connected ? (s.failed ? "warn" : "ok") : s.calendarId ? "warn" : "off"
  const modeNote =
    s.mode === "sandbox"
      ? "Sandbox: demos go to a simulated calendar kept in the app (shown below), never to Google. Any calendar ID works here."
      : s.mode === "not_configured"
        ? s.reason
        : null
  return {
    label,
    tone,
    modeNote,
    pendingText: s.pending ? `${plural(s.pending, "demo", "demos")} waiting to be written` : "Nothing waiting",
    failedText: s.failed ? `${plural(s.failed, "demo", "demos")} refused by Google (see Notifications)` : null,
    lastSyncText: s.lastSyncAt ? `Last written ${formatDemoDateTime(s.lastSyncAt, timeZone)}` : null,
    movingText: s.moving
      ? `Moving ${plural(s.moving.count, "upcoming demo", "upcoming demos")} from ${s.moving.from} to ${s.calendarTitle ?? s.calendarId}.`
      : null,
    leftBehindText: s.leftBehind
      ? `${plural(s.leftBehind.count, "event stays", "events stay")} on the old calendar ${s.leftBehind.calendarId}: ${s.leftBehind.reason} ` +
        `The demos themselves are on this calendar. Delete those events there, or share the old calendar again and Save to remove them.`
      : null,
  }
}
