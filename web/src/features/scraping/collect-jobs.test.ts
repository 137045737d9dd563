import type { ScrapingJobsPage } from "@shared/api-routes/scraping"
import { describe, expect, it } from "vitest"

import { collectAllJobs, type FetchJobsPage } from "./collect-jobs"
import { jobFixture } from "./scraping-fixtures"

/** A fake GET /api/scraping/jobs over `count` jobs (ids 1..count), answering as the server does. */
function fakeServer(count: number) {
  const calls: { before?: number; limit: number }[] = []
  const fetchPage: FetchJobsPage = async (query) => {
    calls.push(query)
    const top = query.before === undefined ? count : Math.min(count, query.before - 1)
    const ids = Array.from({ length: Math.max(0, Math.min(query.limit, top)) }, (_, i) => top - i)
    const page: ScrapingJobsPage = {
      jobs: ids.map((id) => jobFixture(id)),
      nextBefore: ids.length === query.limit ? ids.at(-1)! : null,
    }
    return page
  }
  return { fetchPage, calls }
}

describe("collectAllJobs (Export Jobs)", () => {
  it("exports every job, not only the 50 the panel lists, newest first", async () => {
    const server = fakeServer(1234)
    const { jobs, capped } = await collectAllJobs(server.fetchPage)
    expect(capped).toBe(false)
    expect(jobs).toHaveLength(1234)
    expect(jobs[0]!.id).toBe(1234)
    expect(jobs.at(-1)!.id).toBe(1)
    expect(new Set(jobs.map((j) => j.id)).size).toBe(1234)
    // Chunked reads of the server's largest page.
    expect(server.calls).toEqual([{ limit: 500 }, { before: 735, limit: 500 }, { before: 235, limit: 500 }])
  })

  it("reads an empty list in one request", async () => {
    const server = fakeServer(0)
    expect(await collectAllJobs(server.fetchPage)).toEqual({ jobs: [], capped: false })
    expect(server.calls).toHaveLength(1)
  })

  it("stops at the hard cap and says so", async () => {
    const server = fakeServer(2000)
    const { jobs, capped } = await collectAllJobs(server.fetchPage, undefined, 1200)
    expect(capped).toBe(true)
    expect(jobs.map((j) => j.id)).toEqual(Array.from({ length: 1200 }, (_, i) => 2000 - i))
    expect(server.calls.map((c) => c.limit)).toEqual([500, 500, 200, 1])
  })

  it("is not capped when the jobs end exactly at the cap", async () => {
    // The server sets nextBefore on any full page; one more row-sized read shows nothing is left.
    const { capped, jobs } = await collectAllJobs(fakeServer(1000).fetchPage, undefined, 1000)
    expect(jobs).toHaveLength(1000)
    expect(capped).toBe(false)
  })
})
