import { describe, expect, it } from "vitest"

import { runFixture } from "@/features/automation/automation-fixtures"
import { jobFixture } from "@/features/scraping/scraping-fixtures"
import { activityText, currentActivity } from "./activity"

describe("the header's progress chip", () => {
  it("shows nothing when no search is going on", () => {
    expect(currentActivity(runFixture({ status: "completed" }), [jobFixture(1, { status: "completed" })])).toBeNull()
    expect(currentActivity(undefined, undefined)).toBeNull()
  })

  it("names a lead search's place and what it stored, and opens Maps Scraping's status", () => {
    const a = currentActivity(null, [
      jobFixture(3, { status: "running", location: "Austin, TX", progress: 655, runId: null }),
    ])
    expect(a && activityText(a)).toBe("Scraping Austin - 655 found")
    expect(a?.href).toBe("/scraping#scraping-status")
  })

  it("counts a running automation run's whole city, not its current category", () => {
    const run = runFixture({ id: 7, status: "running", city: "Austin", found: 1234 })
    const job = jobFixture(9, { status: "running", location: "Austin, TX", progress: 80, runId: 7 })
    const a = currentActivity(run, [job])
    expect(a && activityText(a)).toBe("Scraping Austin - 1,234 found")
    expect(a?.href).toBe("/automation#automation-run")
  })
})
