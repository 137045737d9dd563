import type { LiveEvent } from "@party/events"
import { SYSTEM_STATUS_KEY } from "./use-system-status"

/** SPEC §4/§9: up to 5 reconnects, 1000 ms doubled per attempt, capped at 30000 ms. */
export const LIVE_SOCKET_OPTIONS = {
  maxRetries: 5,
  minReconnectionDelay: 1000,
  reconnectionDelayGrowFactor: 2,
  maxReconnectionDelay: 30_000,
  // partysocket resets its retry counter only after the socket stayed open `minUptime` ms (default
  // 5 s); 0 resets it on every successful open, as the spec asks.
  minUptime: 0,
} as const

/**
 * Live events re-read what they make stale once per this window, at its end: a burst of events (a
 * campaign's calls ending together) costs each open screen one read per key, not one per event.
 */
export const LIVE_REVALIDATE_MS = 500

/** ws:// or wss:// to /ws on the page's own host. */
export function liveUrl(location: { protocol: string; host: string }) {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`
}

/** Parse one frame; anything that is not a JSON object with a string `type` is null. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== "string") return null
  const parsed: unknown = JSON.parse(data)
  if (!parsed || typeof parsed !== "object" || typeof (parsed as { type?: unknown }).type !== "string") {
    return null
  }
  return parsed as LiveEvent
}

/** Which cached API paths an event makes stale (SPEC §7 live channel). Unknown types: none. */
export function stalePrefixes(event: LiveEvent): string[] {
  switch (event.type) {
    case "call_updated":
      // The campaign status panel counts calls too (LIVE box, today's counters); a call that books or
      // moves a demo changes the calendar. Settings → Voice follows its test call live.
      return [
        "/api/calls",
        "/api/dashboard",
        "/api/campaigns/status",
        "/api/calendar/events",
        "/api/callbacks",
        "/api/voice/test-call",
      ]
    case "contact_updated":
      return ["/api/contacts", "/api/callbacks"]
    case "campaign_updated":
      return ["/api/campaigns"]
    case "scraping_updated":
      // A message carrying the job patches the jobs list in place (app.tsx): no refetch of it.
      return event.job ? ["/api/scraping/usage", "/api/scraping/contacts", "/api/scraping/groups"] : ["/api/scraping"]
    case "automation_updated":
      // A message carrying the run patches the latest run in place (app.tsx): no refetch of it.
      return event.run ? [] : ["/api/automation/runs"]
    case "notification_added":
      return ["/api/notifications"]
    case "sheets_updated":
      // A sync or a test also moves the header's and the dashboard's Sheets light.
      return ["/api/sheets", SYSTEM_STATUS_KEY]
    case "calendar_updated":
      // The demos' calendarEventId and the Google Calendar card (its status and the sandbox calendar).
      return ["/api/calendar/events", "/api/calendar/google"]
    default:
      return []
  }
}
