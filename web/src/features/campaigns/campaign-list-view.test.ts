import { describe, expect, it } from "vitest"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { campaignIdFromHash, campaignsIn, filterCounts, rowActionOf } from "./campaign-list-view"

const c = (id: number, status: CampaignItem["status"]) => ({ id, status }) as CampaignItem

describe("the list of every campaign", () => {
  const all = [c(1, "completed"), c(2, "draft"), c(3, "running"), c(4, "paused"), c(5, "scheduled"), c(6, "draft")]

  it("lists every status, running first and completed last, newest first within", () => {
    expect(campaignsIn(all, "all").map((x) => x.id)).toEqual([3, 5, 4, 6, 2, 1])
    expect(campaignsIn(all, "draft").map((x) => x.id)).toEqual([6, 2])
    expect(filterCounts(all)).toEqual({ all: 6, running: 1, scheduled: 1, paused: 1, draft: 2, completed: 1 })
  })

  it("offers Start, Start now, Resume or Pause on each row, nothing once completed", () => {
    expect(all.map(rowActionOf)).toEqual([null, "start", "pause", "resume", "start_now", "start"])
    // An active campaign whose start did not go through is not dialled: it offers Start, not Pause.
    expect(rowActionOf(c(7, "active"))).toBe("start")
  })

  it("reads a campaign's deep link", () => {
    expect(campaignIdFromHash("#campaign-12")).toBe(12)
    expect(campaignIdFromHash("#campaigns")).toBeNull()
  })
})
