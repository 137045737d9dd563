import { describe, expect, it } from "vitest"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { createdToast } from "./campaign-messages"
import { reschedulePrefill } from "./campaign-form-helpers"

const NOW = new Date(2026, 2, 10, 14, 0)

const item = (over: Partial<CampaignItem>) =>
  ({
    id: 7,
    name: "Dentists",
    status: "active",
    scheduledStart: null,
    pausedReason: null,
    resumesAt: null,
    timezone: "America/New_York",
    ...over,
  }) as CampaignItem

describe("campaign toasts", () => {
  it("says Campaign Started once the automatic start succeeds", () => {
    const t = createdToast(item({}), { ok: true, campaign: item({ status: "running" }) }, NOW)
    expect(t.title).toBe("Campaign Started")
    expect(t.variant).toBeUndefined()
  })

  it("says scheduled, never started, when a started campaign waits for its window", () => {
    const waiting = item({
      status: "paused",
      pausedReason: "window",
      resumesAt: "2026-03-11T04:01:00Z",
    })
    const t = createdToast(item({}), { ok: true, campaign: waiting }, NOW)
    expect(t.title).toBe("Campaign Scheduled")
    expect(t.description).toBe('"Dentists" is outside its calling hours: scheduled: starts Mar 11, 12:01 AM EDT.')
  })

  it("tells the operator to start it manually when the automatic start fails", () => {
    const t = createdToast(item({}), { ok: false }, NOW)
    expect(t.description).toBe("Campaign created but failed to start automatically. Please start it manually.")
    expect(t.variant).toBe("destructive")
  })

  it("says Campaign Scheduled for a scheduled one and Campaign Created otherwise", () => {
    const scheduled = item({ status: "scheduled", scheduledStart: "2026-03-11T04:01:00Z" })
    expect(createdToast(scheduled, undefined, NOW)).toMatchObject({
      title: "Campaign Scheduled",
      description: '"Dentists" will start Mar 11, 12:01 AM EDT.',
    })
    // On the campaign's own clock: a Denver campaign reads in Mountain time wherever it is viewed.
    const denver = item({ status: "scheduled", scheduledStart: "2026-03-11T06:01:00Z", timezone: "America/Denver" })
    expect(createdToast(denver, undefined, NOW).description).toBe('"Dentists" will start Mar 11, 12:01 AM MDT.')
    expect(createdToast(item({ status: "draft" }), undefined, NOW).title).toBe("Campaign Created")
  })
})

describe("reschedule prompt", () => {
  it("is prefilled with the current start when ahead, else the next 12:01 AM", () => {
    const ahead = new Date(2026, 2, 12, 3, 15).toISOString()
    expect(reschedulePrefill(item({ scheduledStart: ahead }), NOW)).toBe("2026-03-12 03:15")
    const past = new Date(2026, 2, 9, 3, 15).toISOString()
    expect(reschedulePrefill(item({ scheduledStart: past }), NOW)).toBe("2026-03-11 00:01")
  })
})
