import { describe, expect, it } from "vitest"

import { stalePrefixes } from "@/hooks/live-events"
import { jobFixture as job } from "./scraping-fixtures"
import { upsertJob } from "./scraping-jobs-cache"

describe("jobs cache patched from the live channel", () => {
  it("replaces a known job in place", () => {
    const next = upsertJob({ jobs: [job(2, { status: "running" }), job(1)], nextBefore: null }, job(2, { progress: 9 }))
    expect(next?.jobs.map((j) => [j.id, j.progress])).toEqual([
      [2, 9],
      [1, 0],
    ])
  })

  it("adds a new job at the top (newest first)", () => {
    const next = upsertJob({ jobs: [job(2), job(1)], nextBefore: 1 }, job(3, { status: "pending" }))
    expect(next?.jobs.map((j) => j.id)).toEqual([3, 2, 1])
    // The page's cursor stays: the answer's shape is the route table's, not a narrower one.
    expect(next?.nextBefore).toBe(1)
  })

  it("leaves a list that was never loaded alone (the page fetches it when shown)", () => {
    expect(upsertJob(undefined, job(1))).toBeUndefined()
  })

  it("re-reads the jobs list only when the message carries no job", () => {
    expect(stalePrefixes({ type: "scraping_updated", jobId: 1 })).toEqual(["/api/scraping"])
    const prefixes = stalePrefixes({ type: "scraping_updated", jobId: 1, job: job(1) })
    expect(prefixes).toEqual(["/api/scraping/usage", "/api/scraping/contacts", "/api/scraping/groups"])
    expect(prefixes.some((p) => "/api/scraping/jobs".startsWith(p))).toBe(false)
  })
})
