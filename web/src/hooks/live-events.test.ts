import { describe, expect, it } from "vitest"

import type { AutomationRunView } from "@shared/api-routes/automation"
import { keyMatches } from "@/lib/api"
import { LIVE_SOCKET_OPTIONS, liveUrl, parseLiveEvent, stalePrefixes } from "./live-events"

describe("live channel", () => {
  it("connects to /ws on the page's host, secure when the page is", () => {
    expect(liveUrl({ protocol: "https:", host: "app.example.com" })).toBe("wss://app.example.com/ws")
    expect(liveUrl({ protocol: "http:", host: "127.0.0.1:8787" })).toBe("ws://127.0.0.1:8787/ws")
  })

  it("backs off 1 s, 2 s, 4 s… up to 30 s, at most 5 times, resetting on open", () => {
    const { minReconnectionDelay, reconnectionDelayGrowFactor, maxReconnectionDelay } = LIVE_SOCKET_OPTIONS
    // partysocket's delay for retry n (1-based): min * grow^(n-1), capped.
    const delays = [1, 2, 3, 4, 5, 6].map((n) =>
      Math.min(minReconnectionDelay * reconnectionDelayGrowFactor ** (n - 1), maxReconnectionDelay)
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000])
    expect(LIVE_SOCKET_OPTIONS.maxRetries).toBe(5)
    expect(LIVE_SOCKET_OPTIONS.minUptime).toBe(0)
  })

  it("refreshes the data each event type touches", () => {
    expect(stalePrefixes({ type: "call_updated" })).toEqual([
      "/api/calls",
      "/api/dashboard",
      "/api/campaigns/status",
      "/api/calendar/events",
      "/api/callbacks",
      "/api/voice/test-call",
    ])
    expect(stalePrefixes({ type: "contact_updated" })).toEqual(["/api/contacts", "/api/callbacks"])
    expect(stalePrefixes({ type: "campaign_updated" })).toEqual(["/api/campaigns"])
    expect(stalePrefixes({ type: "scraping_updated", jobId: 1 })).toEqual(["/api/scraping"])
    // A run in the message patches the latest run's cache (app.tsx); without one, it is re-read.
    expect(stalePrefixes({ type: "automation_updated", runId: 1 })).toEqual(["/api/automation/runs"])
    // Only whether the message carries a run matters here.
    const run = { id: 1 } as AutomationRunView
    expect(stalePrefixes({ type: "automation_updated", runId: 1, run })).toEqual([])
    // The header bell and the Settings list both read GET /api/notifications (any limit or page).
    expect(stalePrefixes({ type: "notification_added", notificationId: 7 })).toEqual(["/api/notifications"])
    // A background sync changes the sheets screen and the header/dashboard Sheets light.
    expect(stalePrefixes({ type: "sheets_updated" })).toEqual(["/api/sheets", "/api/system/status"])
    const found = {
      type: "contacts_found" as const,
      contacts: [{ id: 1, businessName: "Smile Dental", phone: "+15550100001", progress: 1, total: 10 }],
    }
    expect(stalePrefixes(found)).toEqual([])
    expect(stalePrefixes({ type: "something_new" } as never)).toEqual([])
  })

  it("re-reads the Demo Calendar (events and lists, whatever the month) when a call changes", () => {
    const prefixes = stalePrefixes({ type: "call_updated" })
    expect(
      keyMatches(["/api/calendar/events", { from: "2026-10-24T00:00:00Z", to: "2026-12-07T00:00:00Z" }], prefixes)
    ).toBe(true)
  })

  it("parses JSON frames with a type and throws on malformed JSON", () => {
    expect(parseLiveEvent('{"type":"contact_updated"}')).toEqual({ type: "contact_updated" })
    expect(parseLiveEvent("[1,2]")).toBeNull()
    expect(parseLiveEvent('{"kind":"x"}')).toBeNull()
    expect(parseLiveEvent(new ArrayBuffer(2))).toBeNull()
    expect(() => parseLiveEvent("{not json")).toThrow()
  })
})
