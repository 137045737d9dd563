import { describe, expect, it } from "vitest"

import { runCategories, runFixture } from "./automation-fixtures"
import {
  categoryLine,
  CATEGORIES_TEXT,
  DENSITY_BADGES,
  estimateText,
  SKU_TEXT,
  foundText,
  populationText,
  RESULTS_TEXT,
  runHeadline,
  scheduledText,
  tileCountText,
  tileState,
} from "./automation-format"

describe("automation texts", () => {
  it("writes populations as round figures", () => {
    expect(populationText(2304580)).toBe("2.3M")
    expect(populationText(639111)).toBe("639K")
    expect(populationText(8622)).toBe("8.6K")
  })

  it("labels density as an estimate: high green, medium yellow, low grey", () => {
    expect(DENSITY_BADGES.high).toEqual({ label: "High density (est.)", variant: "success" })
    expect(DENSITY_BADGES.medium).toEqual({ label: "Medium density (est.)", variant: "warning" })
    expect(DENSITY_BADGES.low).toEqual({ label: "Low density (est.)", variant: "secondary" })
  })

  it("states the overview figures (SPEC §2.6)", () => {
    expect(CATEGORIES_TEXT).toBe("All 8 categories in sequence")
    expect(RESULTS_TEXT).toBe("500 results per category (4,000 in total)")
  })

  it("estimates the requests, cost and time of the phrases' shares, and names the SKU the mask bills", () => {
    // 229 full pages for the 8 categories' phrase shares and 1 area lookup, plus the measured overhead.
    expect(estimateText()).toBe(
      "Expected about 281 Places requests (at least 230), about $9.83 at Google's list price (at least $8.05), " +
        "about 29 minutes at 10 requests a minute."
    )
    expect(SKU_TEXT).toContain(
      "Search pages bill as Text Search Enterprise ($35 per 1,000, the first 1,000 a month free)"
    )
    expect(SKU_TEXT).toContain("Text Search Pro ($32 per 1,000)")
  })

  it("shows the campaign start in the city's time zone", () => {
    expect(scheduledText("2026-11-24T05:01:00.000Z", "America/Detroit")).toBe("Tue, Nov 24, 12:01 AM EST")
    expect(scheduledText("2026-07-01T07:01:00.000Z", "America/Los_Angeles")).toBe("Wed, Jul 1, 12:01 AM PDT")
    // An unknown zone falls back to the browser's; the instant is still shown.
    expect(scheduledText("2026-11-24T05:01:00.000Z", "Mars/Olympus")).toMatch(/Nov 2[34]/)
  })

  it("says what a running run does now", () => {
    expect(runHeadline(runFixture())).toBe("Searching Food & Dining (5 of 8)")
    expect(
      runHeadline(runFixture({ current: null, categories: runCategories(0).map((c) => ({ ...c, status: "waiting" })) }))
    ).toBe("Starting the searches…")
    expect(runHeadline(runFixture({ current: null, categories: runCategories(8) }))).toBe("Creating the campaign…")
  })

  it("says how a run ended", () => {
    const done = { categories: runCategories(8), current: null }
    expect(runHeadline(runFixture({ ...done, status: "completed", campaignId: 3 }))).toBe("Campaign scheduled")
    expect(runHeadline(runFixture({ ...done, status: "completed" }))).toBe("Completed")
    // The badge says Stopped / Failed; the headline says how far the run got, not the same word again.
    expect(runHeadline(runFixture({ status: "stopped", current: null }))).toBe("Searched 5 of 8 categories")
    expect(runHeadline(runFixture({ status: "failed", current: null }))).toBe("Searched 5 of 8 categories")
  })

  it("counts what was found, so far while running", () => {
    expect(foundText(runFixture())).toBe("100 contacts found so far")
    expect(foundText(runFixture({ status: "completed", found: 1 }))).toBe("1 contact found")
    expect(foundText(runFixture({ status: "stopped", found: 1234 }))).toBe("1,234 contacts found")
  })

  it("reads a category's state and count", () => {
    const c = { status: "completed" as const, stopped: false, found: 1500 }
    expect(tileState(c)).toBe("completed")
    expect(tileCountText(c)).toBe("1,500 found")
    expect(tileState({ ...c, stopped: true })).toBe("stopped")
    expect(tileCountText({ status: "running", stopped: false, found: 12 })).toBe("12 found so far")
    expect(tileCountText({ status: "waiting", stopped: false, found: 0 })).toBe("Not started")
    expect(tileCountText({ status: "failed", stopped: false, found: 4 })).toBe("4 found before it failed")
  })

  it("says Not run for a category a stopped run never reached, Waiting while it runs", () => {
    const waiting = runCategories(4)[7]!
    expect(categoryLine(runFixture(), waiting)).toBe("Waiting")
    expect(categoryLine(runFixture({ status: "stopped", current: null }), waiting)).toBe("Not run")
    const stopped = { ...runCategories(4)[4]!, status: "completed" as const, stopped: true, found: 12 }
    expect(categoryLine(runFixture({ status: "stopped", current: null }), stopped)).toBe("Stopped · 12 found")
  })
})
