import { describe, expect, it } from "vitest"

import { jobFixture as job } from "./scraping-fixtures"
import {
  countOfMax,
  hasActiveJob,
  jobPercent,
  statsItems,
  statusView,
  waitingText,
  websiteFilterLine,
} from "./scraping-status"

describe("Current Status panel rules (SPEC §2.5)", () => {
  it("is READY without jobs", () => {
    expect(statusView(undefined)).toEqual({ kind: "ready" })
    expect(statusView([])).toEqual({ kind: "ready" })
  })

  it("shows the running job before a pending one and before newer finished ones", () => {
    const running = job(2, { status: "running", progress: 10, maxResults: 50 })
    const view = statusView([job(4, { status: "pending" }), job(3), running])
    expect(view).toMatchObject({ kind: "running", job: { id: 2 }, percent: 20 })
    expect(statusView([job(5), job(4, { status: "pending" })])).toMatchObject({ kind: "pending", job: { id: 4 } })
  })

  it("shows the latest job when it completed: found of max and its percent", () => {
    const view = statusView([job(3, { found: 37, maxResults: 50 }), job(2, { status: "failed" })])
    expect(view).toMatchObject({ kind: "completed", job: { id: 3 }, percent: 74 })
  })

  it("shows a stopped job as stopped, not as a finished search", () => {
    expect(statusView([job(3, { stopped: true, found: 12, maxResults: 5000 })])).toMatchObject({ kind: "stopped" })
  })

  it("shows the failure when the latest job failed, even after older completed ones", () => {
    const failed = job(3, { status: "failed", error: "API key not valid" })
    expect(statusView([failed, job(2, { found: 50 })])).toEqual({ kind: "failed", job: failed })
  })

  it("disables Start while any job is pending or running (SPEC §4)", () => {
    expect(hasActiveJob(undefined)).toBe(false)
    expect(hasActiveJob([job(1), job(2, { status: "failed" })])).toBe(false)
    expect(hasActiveJob([job(1), job(2, { status: "pending" })])).toBe(true)
    expect(hasActiveJob([job(1, { status: "running" })])).toBe(true)
  })

  it("computes percents within 0-100", () => {
    expect(jobPercent(0, 50)).toBe(0)
    expect(jobPercent(25, 50)).toBe(50)
    expect(jobPercent(1, 3)).toBe(33)
    expect(jobPercent(60, 50)).toBe(100)
    expect(jobPercent(5, 0)).toBe(0)
    expect(jobPercent(Number.NaN, 50)).toBe(0)
  })

  it("formats counts and the stats line", () => {
    expect(countOfMax(1234, 5000)).toBe("1,234 / 5,000")
    const stats = { examined: 1200, noPhone: 5, duplicates: 3, filtered: 40, closed: 2, requests: 7, cost: 0.245 }
    expect(statsItems(stats, 98).map((s) => `${s.label} ${s.value}`)).toEqual([
      "Examined 1,200",
      "No phone 5",
      "Duplicates 3",
      "Filtered by website 40",
      "Closed 2",
      "Requests 7",
      // 7 Enterprise requests at $35 per 1,000, over the 98 contacts stored
      "Cost $0.245",
      "Per lead $0.0025",
    ])
    // Nothing stored yet: no cost per lead to show.
    expect(statsItems({ ...stats, cost: 0, requests: 0 }).map((s) => s.label)).not.toContain("Per lead")
  })

  it("says what the website filter kept and dropped, unless it keeps all (issue 38)", () => {
    const stats = { examined: 373, noPhone: 0, duplicates: 0, filtered: 302, closed: 0, requests: 7, cost: 0 }
    expect(websiteFilterLine({ websiteFilter: "without_website", stats })).toBe(
      "Kept 71 of 373 places; 302 dropped by the website filter (without website)"
    )
    expect(websiteFilterLine({ websiteFilter: "with_website", stats: { ...stats, filtered: 1 } })).toBe(
      "Kept 372 of 373 places; 1 dropped by the website filter (with website)"
    )
    expect(websiteFilterLine({ websiteFilter: "all", stats })).toBeNull()
    expect(websiteFilterLine({ websiteFilter: "without_website", stats: { ...stats, examined: 0 } })).toBeNull()
  })

  it("never shows a sandbox job's cost as billed: it says what it would cost (issue 38)", () => {
    const stats = { examined: 373, noPhone: 0, duplicates: 0, filtered: 302, closed: 0, requests: 7, cost: 0.245 }
    const items = statsItems(stats, 71, true).map((s) => `${s.label} ${s.value}`)
    expect(items).toContain("Would cost (sandbox, not billed) $0.245")
    expect(items).toContain("Would cost per lead $0.0035")
    expect(items).toContain("Simulated requests 7")
    expect(items.filter((i) => /^(Cost|Per lead|Requests) /.test(i))).toEqual([])
  })

  it("says when a job waiting for the hourly budget resumes, on the operator's clock", () => {
    expect(waitingText({ waitingUntil: null, waitingFor: null }, "America/Chicago")).toBeNull()
    expect(waitingText({ waitingUntil: "not a date", waitingFor: "budget" }, "America/Chicago")).toBeNull()
    const budget = { waitingUntil: "2026-03-04T21:05:00Z", waitingFor: "budget" } as const
    expect(waitingText(budget, "America/Chicago")).toBe("Waiting for the hourly maps budget — resumes at 3:05 PM")
    expect(waitingText(budget, "America/Los_Angeles")).toBe("Waiting for the hourly maps budget — resumes at 1:05 PM")
  })

  it("says Google asked to slow down, and counts the seconds, when the job waits on a 429", () => {
    const job = { waitingUntil: "2026-03-04T21:05:41Z", waitingFor: "rate_limited" } as const
    const now = Date.parse("2026-03-04T21:05:00Z")
    expect(waitingText(job, "America/Chicago", now)).toBe("Google asked us to slow down; resuming in about 41 s")
    expect(waitingText(job, "America/Chicago", now + 40_500)).toBe(
      "Google asked us to slow down; resuming in about 1 s"
    )
    // Past the time (the next step is on its way): still waiting, never "0 s" or negative.
    expect(waitingText(job, "America/Chicago", now + 60_000)).toBe(
      "Google asked us to slow down; resuming in about 1 s"
    )
    expect(waitingText(job, "America/Chicago", now)).not.toContain("hourly maps budget")
  })
})
