import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import {
  countingPlaces,
  drainScrapeQueue,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { ContactList } from "../../schemas/contacts-api"
import type { ScrapedGroup, ScrapingJobView, ScrapingUsage } from "../../schemas/api-routes/scraping"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  await port.run("DELETE FROM campaigns")
  q = recordingQueue()
  e = scrapeEnv(q)
})

const post = (path: string, json: unknown) => appRequest(e, path, { method: "POST", json })
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; issues?: { path: string; message: string }[] } })
    .error

async function runJob(query: string, location: string, maxResults = 50) {
  const res = await post("/api/scraping/start", { query, location, maxResults, websiteFilter: "all" })
  expect(res.status).toBe(201)
  const { job } = (await res.json()) as { job: ScrapingJobView }
  await drainScrapeQueue(e, q, countingPlaces().providers)
  return job
}

describe("POST /api/scraping/start", () => {
  it("refuses a missing query or location with the form's message, storing nothing", async () => {
    for (const body of [{ location: "Grand Rapids, MI" }, { query: "dentist", location: "   " }, {}]) {
      const res = await post("/api/scraping/start", body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).issues?.[0]?.message).toBe("Please fill in all required fields")
    }
    expect((await port.first<{ n: number }>("SELECT count(*) AS n FROM scraping_jobs"))?.n).toBe(0)
    expect(q.sent).toHaveLength(0)
  })

  it("refuses an unknown location at Start with a 400 naming it, storing and billing nothing (issue 38)", async () => {
    const places = countingPlaces()
    for (const location of ["Atlantis, ZZ", "Atlantis"]) {
      const res = await post("/api/scraping/start", { query: "dentist", location, maxResults: 50 })
      expect(res.status, location).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe("location_not_found")
      expect(error.message).toBe(
        `Location not found: "${location}". It is not a US city or state we know. Try a US city and state (e.g. Grand Rapids, MI).`
      )
      expect(error.issues).toEqual([{ path: "location", message: error.message }])
    }
    expect((await port.first<{ n: number }>("SELECT count(*) AS n FROM scraping_jobs"))?.n).toBe(0)
    expect(q.sent).toHaveLength(0)
    expect(places.requests).toHaveLength(0)
    // Known places still start, however they are written.
    for (const location of ["grand rapids mi", "Austin, Texas, USA"]) {
      expect((await post("/api/scraping/start", { query: "dentist", location })).status, location).toBe(201)
      await post("/api/scraping/jobs/cleanup", {})
    }
  })

  it("on Google, lets through what only Google can find (a ZIP, a place in a US state), not an unknown state", async () => {
    const google = scrapeEnv(q, { GOOGLE_PLACES_API_KEY: "scraping-route-test" })
    const start = (location: string) =>
      appRequest(google, "/api/scraping/start", { method: "POST", json: { query: "dentist", location } })
    const refused = await start("Atlantis, ZZ")
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).message).toContain("or a ZIP code")
    for (const location of ["49503", "Eastown, Grand Rapids, MI"]) {
      expect((await start(location)).status, location).toBe(201)
      await post("/api/scraping/jobs/cleanup", {})
    }
  })

  it("refuses odd Max Results and filters with a 400", async () => {
    const bad = [
      { query: "dentist", location: "Austin, TX", maxResults: 7 },
      { query: "dentist", location: "Austin, TX", websiteFilter: "some" },
      { query: "dentist", location: "Austin, TX", businessCategory: "weapons" },
      { query: "den\u0000tist", location: "Austin, TX" },
      { query: "dentist", location: "Austin,\tTX" },
      { query: "x".repeat(201), location: "Austin, TX" },
    ]
    for (const body of bad) expect((await post("/api/scraping/start", body)).status).toBe(400)
  })

  it("stores a pending job with its label and the spec's column defaults, and queues its first step", async () => {
    const res = await post("/api/scraping/start", { query: " dentist ", location: "Grand Rapids, MI" })
    expect(res.status).toBe(201)
    const { job } = (await res.json()) as { job: ScrapingJobView }
    expect(job).toMatchObject({
      status: "pending",
      label: "dentist - Grand Rapids, MI",
      maxResults: 100,
      websiteFilter: "all",
      progress: 0,
      found: 0,
      // Started on the sandbox provider: its costs are what the requests would cost (issue 38).
      simulated: true,
    })
    expect(q.sent.map((m) => m.body)).toEqual([{ type: "scrape-search", jobId: job.id, step: 0 }])
  })

  it("answers 409 while a job is pending or running, so two fast clicks start one job", async () => {
    const body = { query: "dentist", location: "Grand Rapids, MI", maxResults: 50 }
    const answers = await Promise.all([1, 2, 3].map(() => post("/api/scraping/start", body)))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409])
    expect((await errorOf(answers.find((r) => r.status === 409)!)).code).toBe("job_in_progress")
    expect((await port.first<{ n: number }>("SELECT count(*) AS n FROM scraping_jobs"))?.n).toBe(1)
  })
})

describe("GET /api/scraping/jobs", () => {
  it("lists jobs newest first and reads one, 404 for an unknown id and 400 for a bad one", async () => {
    const a = await runJob("dentist", "Grand Rapids, MI")
    const b = await runJob("plumber", "Austin, TX")
    const list = (await (await appRequest(e, "/api/scraping/jobs")).json()) as { jobs: ScrapingJobView[] }
    expect(list.jobs.map((j) => j.id)).toEqual([b.id, a.id])
    expect(list.jobs[0]).toMatchObject({ status: "completed", found: 50, areaName: "Austin, TX, USA" })
    const one = await appRequest(e, `/api/scraping/jobs/${a.id}`)
    expect(((await one.json()) as { job: ScrapingJobView }).job.label).toBe("dentist - Grand Rapids, MI")
    expect((await appRequest(e, "/api/scraping/jobs/999999")).status).toBe(404)
    expect((await appRequest(e, "/api/scraping/jobs/abc")).status).toBe(400)
  })

  it("pages past the panel's 50 with before/limit, so an export can read every job", async () => {
    // 620 finished jobs (more than one page of the 500 maximum), seeded in one statement.
    await port.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 620)
       INSERT INTO scraping_jobs (query, location, label, status, created_at)
       SELECT 'dentist', 'Austin, TX', 'dentist - Austin, TX', 'completed', i FROM n`
    )
    type Page = { jobs: ScrapingJobView[]; nextBefore: number | null }
    const get = async (query = "") => (await (await appRequest(e, `/api/scraping/jobs${query}`)).json()) as Page
    const panel = await get()
    expect(panel.jobs).toHaveLength(50)

    const seen: number[] = []
    let before: number | null = null
    let pages = 0
    do {
      const page = await get(`?limit=500${before ? `&before=${before}` : ""}`)
      seen.push(...page.jobs.map((j) => j.id))
      before = page.nextBefore
      pages++
    } while (typeof before === "number" && pages < 5)
    expect(pages).toBe(2)
    expect(seen).toHaveLength(620)
    expect(new Set(seen).size).toBe(620)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    expect(seen.slice(0, 50)).toEqual(panel.jobs.map((j) => j.id))

    for (const bad of ["?limit=0", "?limit=501", "?before=abc", "?before=-1"]) {
      const res = await appRequest(e, `/api/scraping/jobs${bad}`)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toEqual(expect.any(String))
    }
  })

  it("says how many jobs Stop All Jobs stopped (none when idle)", async () => {
    expect(await (await post("/api/scraping/jobs/cleanup", {})).json()).toEqual({ stopped: 0 })
  })
})

describe("scraped contacts, groups and a campaign from them", () => {
  it("pages the scraped contacts newest first, filters by label, and groups them with three names", async () => {
    await port.run(
      "INSERT INTO contacts (business_name, phone, source, created_at, updated_at) VALUES ('Typed', '+16165550000', 'manual', 0, 0)"
    )
    await runJob("dentist", "Grand Rapids, MI", 50)
    await runJob("plumber", "Austin, TX", 50)
    const page = (await (await appRequest(e, "/api/scraping/contacts?page=2&pageSize=25")).json()) as ContactList
    expect(page.total).toBe(100)
    expect(page.items).toHaveLength(25)
    expect(page.items.every((c) => c.scrapeJobId !== null)).toBe(true)
    const ids = page.items.map((c) => c.id)
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
    const only = (await (
      await appRequest(e, `/api/scraping/contacts?label=${encodeURIComponent("plumber - Austin, TX")}`)
    ).json()) as ContactList
    expect(only.total).toBe(50)
    expect(only.items.every((c) => c.source === "plumber - Austin, TX")).toBe(true)

    const { groups } = (await (await appRequest(e, "/api/scraping/groups")).json()) as { groups: ScrapedGroup[] }
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ["dentist - Grand Rapids, MI", 50],
      ["plumber - Austin, TX", 50],
    ])
    expect(groups.every((g) => g.names.length === 3)).toBe(true)
  })

  it("creates a draft campaign over the chosen groups with the import screen's defaults", async () => {
    await runJob("dentist", "Grand Rapids, MI", 50)
    await runJob("plumber", "Austin, TX", 50)
    const res = await post("/api/scraping/campaign", { name: " Dentists ", labels: ["dentist - Grand Rapids, MI"] })
    expect(res.status).toBe(201)
    const { campaign } = (await res.json()) as { campaign: Record<string, unknown> }
    expect(campaign).toMatchObject({
      name: "Dentists",
      status: "draft",
      totalContacts: 50,
      minutesBetweenCalls: 2,
      startTime: "09:00",
      endTime: "17:00",
      workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    })
  })

  it("refuses a campaign without a name or without groups, in the spec's words", async () => {
    const noName = await post("/api/scraping/campaign", { name: " ", labels: ["x"] })
    expect((await errorOf(noName)).issues?.[0]?.message).toBe(
      "Campaign Name Required: Please enter a name for the new campaign"
    )
    const noGroups = await post("/api/scraping/campaign", { name: "A", labels: [] })
    expect((await errorOf(noGroups)).issues?.[0]?.message).toBe("No Contacts Selected")
    const emptyGroup = await post("/api/scraping/campaign", { name: "A", labels: ["nothing - Nowhere"] })
    expect(emptyGroup.status).toBe(400)
    expect((await errorOf(emptyGroup)).message).toBe("No Contacts Selected")
  })
})

describe("GET /api/scraping/usage", () => {
  it("shows the requests of this hour and today against the settings' budget", async () => {
    const job = await runJob("dentist", "Grand Rapids, MI", 50)
    const jobs = (await (await appRequest(e, `/api/scraping/jobs/${job.id}`)).json()) as { job: ScrapingJobView }
    const usage = (await (await appRequest(e, "/api/scraping/usage")).json()) as ScrapingUsage
    expect(usage.hour).toMatchObject({ used: jobs.job.stats.requests, limit: 500 })
    expect(usage.day).toMatchObject({ used: jobs.job.stats.requests, limit: 12_000 })
    expect(usage.provider).toBe("sandbox")
  })
})
