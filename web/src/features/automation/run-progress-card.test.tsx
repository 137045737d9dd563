import { describe, expect, it } from "vitest"
import type { AutomationRunView } from "@shared/api-routes/automation"

import { runCategories, runFixture } from "./automation-fixtures"
import { renderStatic, textOf } from "./render-static"
import { RunProgressCard } from "./run-progress-card"

const cardText = (run: AutomationRunView) => textOf(<RunProgressCard run={run} />)

describe("RunProgressCard", () => {
  it("shows a running run: where, what now, how many, each category", () => {
    const text = cardText(runFixture())
    expect(text).toContain("Automation in progress")
    expect(text).toContain("Grand Rapids, MI · Without website")
    expect(text).toContain("Running")
    expect(text).toContain("Searching Food & Dining (5 of 8)")
    expect(text).toContain("100 contacts found so far")
    expect(text).toContain("Campaign: Grand Rapids, MI - AI Automation")
    expect(text).toContain("Automotive Services Completed · 20 found")
    expect(text).toContain("Food & Dining Running · 20 found so far")
    expect(text).toContain("Specialty Services Waiting")
    expect(text).toContain("Stop All Jobs on the Scraping tab stops the run.")
  })

  it("shows the scheduled campaign in the city's time zone, with the run's message", () => {
    const text = cardText(
      runFixture({
        status: "completed",
        current: null,
        categories: runCategories(8, 50),
        campaignId: 12,
        scheduledStart: "2026-11-24T05:01:00.000Z",
        message: "Scheduled 400 contacts for tomorrow at 12:01 AM.",
      })
    )
    expect(text).toContain("Latest automation")
    expect(text).toContain("Campaign scheduled")
    expect(text).toContain("400 contacts found")
    expect(text).toContain("Starts Tue, Nov 24, 12:01 AM EST View campaigns")
    expect(text).toContain("Scheduled 400 contacts for tomorrow at 12:01 AM.")
    expect(text).not.toContain("stops the run")
    const scheduled = { status: "completed" as const, campaignId: 12, scheduledStart: "2026-11-24T05:01:00.000Z" }
    expect(renderStatic(<RunProgressCard run={runFixture(scheduled)} />)).toContain('href="/calls"')
  })

  it("shows a stopped run and its stopped category", () => {
    const categories = runCategories(2).map((c, i) =>
      i === 2 ? { ...c, status: "completed" as const, stopped: true } : c
    )
    const text = cardText(
      runFixture({ status: "stopped", current: null, categories, message: "Stopped by Stop All Jobs." })
    )
    expect(text).toContain("Stopped")
    expect(text).toContain("Home & Property Services Stopped · 20 found")
    expect(text).toContain("Stopped by Stop All Jobs.")
    expect(text).not.toContain("Starts ")
  })

  it("shows a failed category's state and a failed run's message as an alert", () => {
    const categories = runCategories(1).map((c, i) =>
      i === 1 ? { ...c, status: "failed" as const, error: "API key not valid.", found: 0 } : c
    )
    const run = runFixture({ status: "failed", current: null, categories, message: "The search failed." })
    const html = renderStatic(<RunProgressCard run={run} />)
    expect(html).toMatch(/role="alert"[^>]*>The search failed\./)
    expect(textOf(<RunProgressCard run={run} />)).toContain("Personal Care & Beauty Failed · 0 found before it failed")
  })

  it("shows what the run's Places requests cost, in all and per stored lead", () => {
    // runCategories(4): 100 found so far.
    expect(cardText(runFixture({ cost: 4.2 }))).toContain("Places spend $4.20 · $0.042 per stored lead")
    // Nothing stored yet: nothing to divide by.
    const none = cardText(runFixture({ cost: 0.032, categories: runCategories(0, 0), found: 0 }))
    expect(none).toContain("Places spend $0.032")
    expect(none).not.toContain("per stored lead")
  })
})
