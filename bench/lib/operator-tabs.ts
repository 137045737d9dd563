import WebSocket from "ws"
import type { LiveEvent } from "../../party/events"
import { API } from "../../worker/src/schemas/api-routes/endpoints"
import { CALL_PAGE_SIZE } from "../../worker/src/schemas/calls"
import { CONTACTS_PAGE_SIZE, MAX_PAGE_SIZE } from "../../worker/src/schemas/contacts"
import { monthGrid } from "../../web/src/features/calendar/month-grid"
import { CALENDAR_REFRESH_MS } from "../../web/src/features/calendar/use-calendar"
import { CALLS_REFRESH_MS } from "../../web/src/features/calls/use-call-history"
import { CAMPAIGNS_POLL_MS } from "../../web/src/features/campaigns/use-campaigns"
import { CONTACTS_POLL_MS } from "../../web/src/features/campaigns/use-contact-options"
import { RECENT_CALLS_REFRESH_MS, STATS_REFRESH_MS } from "../../web/src/features/dashboard/use-dashboard"
import { BELL_LIMIT } from "../../web/src/features/notifications/use-notifications"
import { STREAM_REFRESH_MS } from "../../web/src/features/scraping/use-scraped-contacts"
import { JOBS_FRESH_MS } from "../../web/src/features/scraping/use-scraping-jobs"
import { LIVE_REVALIDATE_MS, parseLiveEvent, stalePrefixes } from "../../web/src/hooks/live-events"
import { coalesce } from "../../web/src/lib/coalesce"
import { apiUrl } from "../../web/src/lib/api-call"
import type { Traffic } from "./traffic"

/**
 * One mounted SWR key of a screen: its URL as the hook builds it (apiUrl with the hook's own
 * parameters), how often the hook polls it (0: read on mount and when the live channel or focus says
 * so) and whether a window focus re-reads it.
 */
interface Key {
  route: string
  url: string
  every: number
  focus?: boolean
}

/**
 * How often a simulated operator comes back to a tab (window focus). The spec polls nothing on focus
 * but the calendar events; the app also re-reads the notification bell on focus. Not in the spec: an
 * operator switching tabs about once a minute is our assumption.
 */
export const FOCUS_EVERY_MS = 60_000
/** The callbacks of the visible month (use-callbacks.ts polls them every 15 s). */
const CALLBACKS_POLL_MS = 15_000

const key = (route: string, url: string, every = 0, focus = false): Key => ({ route, url, every, focus })

/** The header and app shell on every screen (recorded from a browser: read once on load). */
function shell(): Key[] {
  return [
    key("GET /api/auth/session", apiUrl(API.auth.session)),
    key("GET /api/scraping/jobs (header activity)", apiUrl(API.scraping.jobs)),
    key("GET /api/automation/runs/latest", apiUrl(API.automation.latestRun)),
    key("GET /api/system/status", apiUrl(API.system.status)),
    key("GET /api/notifications (bell)", apiUrl(API.notifications.list, { query: { limit: BELL_LIMIT } }), 0, true),
    key("GET /api/settings", apiUrl(API.settings.list)),
  ]
}

export const SCREENS = ["dashboard", "calls", "calendar", "scraping"] as const
export type Screen = (typeof SCREENS)[number]

/**
 * What each screen mounts, with the polling of its hooks (SPEC §9: stats 5 s, recent calls 3 s,
 * campaigns 5 s, contacts / calls / calendar events 5 s on their screens). The lists were taken from
 * a browser on each screen of an empty app (every /api request over 12 s) and are built here from the
 * hooks' own constants and apiUrl, so a changed interval or query changes the load too.
 */
export function screenKeys(screen: Screen, now = new Date()): Key[] {
  switch (screen) {
    case "dashboard":
      return [
        key("GET /api/system/setup", apiUrl(API.system.setup)),
        key("GET /api/campaigns/waiting", apiUrl(API.campaigns.waiting), CAMPAIGNS_POLL_MS),
        key("GET /api/dashboard/stats", apiUrl(API.dashboard.stats), STATS_REFRESH_MS),
        key("GET /api/dashboard/recent-calls", apiUrl(API.dashboard.recentCalls), RECENT_CALLS_REFRESH_MS),
        key("GET /api/contacts (quick search)", apiUrl(API.contacts.list, { query: { pageSize: 5 } })),
      ]
    case "calls":
      return [
        key(
          "GET /api/contacts (campaign checklist)",
          apiUrl(API.contacts.list, { query: { page: 1, pageSize: MAX_PAGE_SIZE, status: "ready" } }),
          CONTACTS_POLL_MS
        ),
        key("GET /api/campaigns", apiUrl(API.campaigns.list), CAMPAIGNS_POLL_MS),
        key("GET /api/campaigns/status", apiUrl(API.campaigns.status), CAMPAIGNS_POLL_MS),
        key(
          "GET /api/calls (queued count)",
          apiUrl(API.calls.list, { query: { status: "queued", pageSize: 1 } }),
          CALLS_REFRESH_MS
        ),
        key(
          "GET /api/calls (history page 1)",
          apiUrl(API.calls.list, { query: { page: 1, sort: "createdAt", order: "desc", pageSize: CALL_PAGE_SIZE } }),
          CALLS_REFRESH_MS
        ),
      ]
    case "calendar": {
      const { range } = monthGrid({ year: now.getUTCFullYear(), month: now.getUTCMonth() })
      return [
        key("GET /api/calendar/google", apiUrl(API.calendar.google)),
        key("GET /api/calendar/feed", apiUrl(API.calendar.feed)),
        key(
          "GET /api/calendar/events (month)",
          apiUrl(API.calendar.events, { query: range }),
          CALENDAR_REFRESH_MS,
          true
        ),
        key("GET /api/callbacks (month)", apiUrl(API.callbacks.list, { query: range }), CALLBACKS_POLL_MS),
      ]
    }
    case "scraping":
      return [
        key(
          "GET /api/scraping/contacts (page 1)",
          apiUrl(API.scraping.contacts, { query: { page: 1, pageSize: CONTACTS_PAGE_SIZE } })
        ),
        key("GET /api/scraping/usage", apiUrl(API.scraping.usage)),
        key("GET /api/scraping/groups", apiUrl(API.scraping.groups)),
        // SPEC §9: the jobs list goes stale after 30 s; the screen re-reads it then (our reading of a
        // stale time for a tab left open: the app itself waits for a focus or a live event).
        key("GET /api/scraping/jobs (status, 30 s stale)", apiUrl(API.scraping.jobs), JOBS_FRESH_MS),
      ]
  }
}

/**
 * One operator's browser tab on `screen`: reads the shell and the screen's keys when it opens, polls
 * the polled ones (the next poll `every` ms after the answer, as SWR's refreshInterval does), keeps
 * each URL's ETag and sends it back as If-None-Match (what the browser's HTTP cache does for the
 * API's `private, no-cache` answers), holds its own /ws socket and re-reads the keys each live event
 * makes stale (hooks/live-events.ts stalePrefixes, gathered and re-read once per LIVE_REVALIDATE_MS as
 * hooks/use-live.ts does), the
 * found-contacts stream at most every STREAM_REFRESH_MS, and the focus keys every FOCUS_EVERY_MS.
 */
export function operatorTab(
  baseUrl: string,
  screen: Screen,
  traffic: Traffic,
  onEvent?: (event: LiveEvent, at: number) => void
) {
  const keys = [...shell(), ...screenKeys(screen)]
  const etags = new Map<string, string>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let open = true
  let socket: WebSocket | null = null
  let streamTimer: ReturnType<typeof setTimeout> | null = null

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t)
      if (open) fn()
    }, ms)
    timers.add(t)
  }

  const read = async (k: Key, cause: "open" | "poll" | "live" | "focus") => {
    const etag = etags.get(k.url)
    const res = await traffic.get(k.route, baseUrl + k.url, cause, etag ? { "If-None-Match": etag } : {})
    const fresh = res?.headers.get("etag")
    if (res?.status === 200 && fresh) etags.set(k.url, fresh)
  }

  const poll = (k: Key) =>
    later(k.every, () => {
      void read(k, "poll").finally(() => poll(k))
    })

  const focus = () =>
    later(FOCUS_EVERY_MS, () => {
      for (const k of keys) if (k.focus) void read(k, "focus")
      focus()
    })

  const stale = coalesce<string>((prefixes) => {
    if (!open) return
    for (const k of keys) {
      if (prefixes.some((p) => k.url.startsWith(p))) void read(k, "live")
    }
  }, LIVE_REVALIDATE_MS)

  const onLive = (event: LiveEvent) => {
    stale.add(...stalePrefixes(event))
    if (event.type === "contacts_found" && screen === "scraping") {
      streamTimer ??= setTimeout(() => {
        streamTimer = null
        const table = keys.find((k) => k.route.startsWith("GET /api/scraping/contacts"))
        if (open && table) void read(table, "live")
      }, STREAM_REFRESH_MS)
    }
  }

  return {
    screen,
    async start() {
      const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`)
      socket = ws
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve())
        ws.once("error", reject)
      })
      ws.on("message", (data) => {
        const at = performance.now()
        const event = parseLiveEvent(String(data))
        if (!event || !open) return
        onEvent?.(event, at)
        onLive(event)
      })
      ws.on("close", () => {
        if (open) traffic.socketClosed()
      })
      await Promise.all(keys.map((k) => read(k, "open")))
      for (const k of keys) if (k.every > 0) poll(k)
      focus()
    },
    stop() {
      open = false
      for (const t of timers) clearTimeout(t)
      if (streamTimer) clearTimeout(streamTimer)
      stale.cancel()
      socket?.close()
    },
  }
}
