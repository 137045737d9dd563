import { describe, expect, it } from "vitest"

import { jobFixture } from "../scraping/scraping-fixtures"
import { runFixture } from "./automation-fixtures"
import { withJob, withRun } from "./automation-run-cache"

describe("latest run cache", () => {
  it("takes a newer or the same run, and ignores a late event of an older one", () => {
    const current = { run: runFixture({ id: 7 }) }
    const newer = runFixture({ id: 8 })
    expect(withRun(current, newer)).toEqual({ run: newer })
    const moved = runFixture({ id: 7, found: 99 })
    expect(withRun(current, moved)).toEqual({ run: moved })
    expect(withRun(current, runFixture({ id: 6 }))).toBe(current)
    expect(withRun(undefined, newer)).toEqual({ run: newer })
    expect(withRun({ run: null }, newer)).toEqual({ run: newer })
  })

  it("moves the category whose job moved, and the run's total with it", () => {
    const current = { run: runFixture() }
    // Food & Dining (the 5th category) is job 104 with 20 found; the run has 100 in all.
    expect(current.run.found).toBe(100)
    const next = withJob(current, jobFixture(104, { status: "running", found: 35, progress: 35 }))!
    const food = next.run!.categories.find((c) => c.key === "food_dining")!
    expect(food).toMatchObject({ status: "running", found: 35, stopped: false, error: null })
    expect(next.run!.found).toBe(115)

    const stopped = withJob(next, jobFixture(104, { status: "completed", found: 40, stopped: true }))!
    expect(stopped.run!.categories[4]).toMatchObject({ status: "completed", found: 40, stopped: true })
    const failed = withJob(next, jobFixture(104, { status: "failed", found: 35, error: "API key not valid." }))!
    expect(failed.run!.categories[4]).toMatchObject({ status: "failed", error: "API key not valid." })
  })

  it("leaves the cache alone for a job of no category, or with no run", () => {
    const current = { run: runFixture() }
    expect(withJob(current, jobFixture(999, { found: 3 }))).toBe(current)
    expect(withJob({ run: null }, jobFixture(104))).toEqual({ run: null })
    expect(withJob(undefined, jobFixture(104))).toBeUndefined()
  })
})
