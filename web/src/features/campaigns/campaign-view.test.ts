import { describe, expect, it } from "vitest"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { scheduledBadge } from "@shared/campaigns"
import {
  campaignCostText,
  clockLabel,
  elapsedLabel,
  isLiveCall,
  isResumable,
  liveCallsView,
  pacingLabel,
  pausedCampaigns,
  pausedReasonLabel,
  progressPercent,
  SCHEDULE_BADGE_VARIANT,
  scheduledCampaigns,
  workDaysLabel,
} from "./campaign-view"

const NOW = new Date(2026, 2, 10, 2, 30).getTime() // 10 March 2026, 2:30 AM local
const ago = (ms: number) => new Date(NOW - ms).toISOString()

function campaign(over: Partial<CampaignItem>): CampaignItem {
  return {
    id: 1,
    name: "Dentists",
    status: "draft",
    callsPerHour: 30,
    minutesBetweenCalls: 2,
    startTime: "00:01",
    endTime: "06:00",
    workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    scheduledStart: null,
    timezone: "America/New_York",
    totalContacts: 2,
    completedCalls: 0,
    demoScheduled: 0,
    answeredCalls: 0,
    spent: 0,
    createdAt: ago(60_000),
    updatedAt: ago(60_000),
    pausedReason: null,
    voiceMode: null,
    resumesAt: null,
    maxRetries: 2,
    retryGapMinutes: 60,
    ...over,
  }
}

describe("live calls box", () => {
  it("counts a call as live only while calling and under 5 minutes old", () => {
    expect(isLiveCall({ status: "calling", createdAt: ago(4 * 60_000 + 59_000) }, NOW)).toBe(true)
    expect(isLiveCall({ status: "calling", createdAt: ago(5 * 60_000) }, NOW)).toBe(false)
    expect(isLiveCall({ status: "completed", createdAt: ago(10_000) }, NOW)).toBe(false)
    expect(isLiveCall({ status: "queued", createdAt: ago(10_000) }, NOW)).toBe(false)
  })

  it("shows at most 3 calls and '+N more' for the rest, including those the server held back", () => {
    const calls = [1, 2, 3, 4].map((id) => ({ id, status: "calling", createdAt: ago(id * 1000) }))
    const view = liveCallsView(calls, 5, NOW)
    expect(view.shown.map((c) => c.id)).toEqual([1, 2, 3])
    expect(view.more).toBe(6)
    expect(view.moreLabel).toBe("+6 more")
  })

  it("drops calls that aged past 5 minutes since the last poll, and has no '+N more' when none remain", () => {
    const calls = [
      { id: 1, createdAt: ago(30_000) },
      { id: 2, createdAt: ago(6 * 60_000) },
    ]
    const view = liveCallsView(calls, 0, NOW)
    expect(view.shown.map((c) => c.id)).toEqual([1])
    expect(view.moreLabel).toBeNull()
  })

  it("times a call as m:ss", () => {
    expect(elapsedLabel(ago(65_000), NOW)).toBe("1:05")
    expect(elapsedLabel(ago(0), NOW)).toBe("0:00")
  })
})

describe("pacing", () => {
  it("shows the calls per hour for each choice (round(60 / minutes))", () => {
    expect([1, 2, 3, 5, 10].map(pacingLabel)).toEqual([
      "60 calls per hour",
      "30 calls per hour",
      "20 calls per hour",
      "12 calls per hour",
      "6 calls per hour",
    ])
  })
})

describe("campaign lists", () => {
  const list = [
    campaign({ id: 1, status: "running" }),
    campaign({ id: 2, status: "paused", pausedReason: "manual" }),
    campaign({ id: 3, status: "scheduled", scheduledStart: new Date(NOW + 86_400_000).toISOString() }),
    campaign({ id: 4, status: "draft" }),
    campaign({ id: 5, status: "scheduled", scheduledStart: new Date(NOW - 60_000).toISOString() }),
    campaign({ id: 6, status: "completed" }),
  ]

  it("offers paused, draft and scheduled campaigns to resume", () => {
    expect(list.filter(isResumable).map((c) => c.id)).toEqual([2, 3, 4, 5])
  })

  it("lists scheduled campaigns soonest first and paused ones apart", () => {
    expect(scheduledCampaigns(list).map((c) => c.id)).toEqual([5, 3])
    expect(pausedCampaigns(list).map((c) => c.id)).toEqual([2])
  })

  it("badges scheduled campaigns Overdue, Today or Scheduled with matching colours", () => {
    const now = new Date(NOW)
    const badge = (start: Date) => scheduledBadge(start.toISOString(), now)
    expect(badge(new Date(NOW - 60_000))).toBe("Overdue")
    expect(badge(new Date(2026, 2, 10, 23, 0))).toBe("Today")
    expect(badge(new Date(2026, 2, 11, 0, 1))).toBe("Scheduled")
    expect(SCHEDULE_BADGE_VARIANT.Overdue).toBe("destructive")
  })

  it("says why a campaign is paused", () => {
    const now = new Date(NOW)
    expect(pausedReasonLabel(campaign({ status: "paused", pausedReason: "manual" }), now)).toBe("Paused by you")
    expect(
      pausedReasonLabel(campaign({ status: "paused", pausedReason: "voice_changed", voiceMode: "real" }), now)
    ).toBe("The Vapi key was removed after this campaign started calling: add it back in Settings, then resume")
    expect(
      pausedReasonLabel(campaign({ status: "paused", pausedReason: "voice_changed", voiceMode: "sandbox" }), now)
    ).toBe("Started with the sandbox voice, and Vapi is set up now: create a new campaign to call for real")
    const window = campaign({
      status: "paused",
      pausedReason: "window",
      resumesAt: "2026-03-11T04:01:00Z",
    })
    expect(pausedReasonLabel(window, now)).toBe("Outside calling window · resumes Mar 11, 12:01 AM EDT")
    expect(pausedReasonLabel(campaign({ status: "paused", pausedReason: "budget" }), now)).toBe(
      "Monthly voice budget reached: raise it in Settings → Costs, then resume"
    )
  })

  it("says what a campaign's calls cost, per answered call and per demo once there are any", () => {
    expect(campaignCostText(campaign({ spent: 0 }))).toBe("Spent $0.00")
    expect(campaignCostText(campaign({ spent: 0.35, answeredCalls: 0 }))).toBe("Spent $0.35")
    expect(campaignCostText(campaign({ spent: 4.2, answeredCalls: 12, demoScheduled: 0 }))).toBe(
      "Spent $4.20 · $0.35 per answered call"
    )
    expect(campaignCostText(campaign({ spent: 4.2, answeredCalls: 12, demoScheduled: 2 }))).toBe(
      "Spent $4.20 · $0.35 per answered call · $2.10 per demo"
    )
  })

  it("writes money in cents: $0.21, not $0.2058 (issue 38)", () => {
    expect(campaignCostText(campaign({ spent: 0.2058, answeredCalls: 1, demoScheduled: 0 }))).toBe(
      "Spent $0.21 · $0.21 per answered call"
    )
    expect(campaignCostText(campaign({ spent: 0.004, answeredCalls: 0 }))).toBe("Spent <$0.01")
  })

  it("reports progress as a percentage of contacts done", () => {
    expect(progressPercent(campaign({ totalContacts: 40, completedCalls: 10 }))).toBe(25)
    expect(progressPercent(campaign({ totalContacts: 0, completedCalls: 0 }))).toBe(0)
  })
})

describe("labels", () => {
  it("formats the calling window and work days", () => {
    expect(`${clockLabel("00:01")} to ${clockLabel("06:00")}`).toBe("12:01 AM to 6:00 AM")
    expect(clockLabel("19:30")).toBe("7:30 PM")
    expect(workDaysLabel(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"])).toBe(
      "Every day"
    )
    expect(workDaysLabel(["friday", "monday", "tuesday", "wednesday", "thursday"])).toBe("Mon-Fri")
    expect(workDaysLabel(["sunday", "saturday", "monday"])).toBe("Mon, Sat, Sun")
  })
})
