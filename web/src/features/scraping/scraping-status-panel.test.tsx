import { renderToStaticMarkup } from "react-dom/server"
import { SWRConfig } from "swr"
import { describe, expect, it } from "vitest"
import type { ScrapingJobView } from "@shared/api-routes/scraping"

import { jobFixture as job } from "./scraping-fixtures"
import { ScrapingStatusPanel } from "./scraping-status-panel"
import { SCRAPING_JOBS_KEY } from "./use-scraping-jobs"

/** The panel's text with the jobs list already in a fresh SWR cache. */
const panelText = (jobs: ScrapingJobView[]) =>
  renderToStaticMarkup(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [SCRAPING_JOBS_KEY]: { jobs } } }}>
      <ScrapingStatusPanel />
    </SWRConfig>
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/\s+/g, " ")

describe("ScrapingStatusPanel", () => {
  it("reads READY with no job", () => {
    expect(panelText([])).toContain("Current Status READY")
  })

  it("shows a running job's progress, search, area and stats", () => {
    const text = panelText([
      job(1, {
        status: "running",
        progress: 10,
        maxResults: 50,
        areaName: "Grand Rapids, MI, USA",
        stats: { examined: 40, noPhone: 2, duplicates: 1, filtered: 25, closed: 2, requests: 3, cost: 0.105 },
      }),
    ])
    expect(text).toContain("Running")
    expect(text).toContain("dentist - Grand Rapids, MI")
    expect(text).toContain("Area: Grand Rapids, MI, USA")
    expect(text).toContain("10 / 50 20%")
    expect(panelText([job(1, { status: "running", progress: 18, maxResults: 5000 })])).toContain("18 / 5,000 <1%")
    expect(text).toContain("Filtered by website 25")
  })

  it("shows a completed job as found of max with its percent", () => {
    expect(panelText([job(1, { found: 50, maxResults: 50 })])).toContain("Completed")
    expect(panelText([job(1, { found: 50, maxResults: 50 })])).toContain("50 / 50 100%")
  })

  it("shows a stopped job as stopped with what it stored", () => {
    const text = panelText([job(1, { stopped: true, found: 12, maxResults: 5000 })])
    expect(text).toContain("Stopped")
    expect(text).toContain("Stopped: 12 / 5,000 contacts stored.")
    expect(text).not.toContain("Completed")
  })

  it("says why a running job waits: Google's 429 or the hourly budget", () => {
    const until = new Date(Date.now() + 3_600_000).toISOString()
    const limited = panelText([job(1, { status: "running", waitingUntil: until, waitingFor: "rate_limited" })])
    expect(limited).toContain("Google asked us to slow down; resuming in about")
    expect(limited).not.toContain("hourly maps budget")
    const budget = panelText([job(1, { status: "running", waitingUntil: until, waitingFor: "budget" })])
    expect(budget).toContain("Waiting for the hourly maps budget — resumes at")
  })

  it("says what the website filter kept and dropped (issue 38)", () => {
    const stats = { examined: 373, noPhone: 0, duplicates: 0, filtered: 302, closed: 0, requests: 7, cost: 0.245 }
    const text = panelText([job(1, { found: 71, maxResults: 500, websiteFilter: "without_website", stats })])
    expect(text).toContain("Kept 71 of 373 places; 302 dropped by the website filter (without website)")
    // All businesses drops nothing for its website: no line.
    expect(panelText([job(1, { found: 71, stats })])).not.toContain("dropped by the website filter")
  })

  it("labels a sandbox job's cost as what it would cost, never as billed (issue 38)", () => {
    const stats = { examined: 40, noPhone: 0, duplicates: 0, filtered: 0, closed: 0, requests: 3, cost: 0.105 }
    const sandbox = panelText([job(1, { found: 10, stats, simulated: true })])
    expect(sandbox).toContain("Would cost (sandbox, not billed) $0.105")
    expect(sandbox).not.toMatch(/\bCost \$/)
    expect(panelText([job(1, { found: 10, stats, simulated: false })])).toContain("Cost $0.105")
  })

  it("shows the failure box with the reason", () => {
    const text = panelText([job(1, { status: "failed", error: "API key not valid." })])
    expect(text).toContain(
      "Scraping Failed Unable to complete scraping. Please check your search parameters and try again. API key not valid."
    )
  })
})
