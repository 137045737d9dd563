import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import {
  countingPlaces,
  deliverScrape,
  drainScrapeQueue,
  jobContacts,
  jobRow,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { Providers } from "../../providers"
import { PlacesError } from "../../providers/places/places-provider"
import { SandboxPlaces, sandboxPlacesIn } from "../../providers/places/sandbox-places"
import type { ScrapingJobView } from "../../schemas/api-routes/scraping"
import type { StartScrapingInput } from "../../schemas/scraping"
import { stepDelaySeconds } from "./scrape-step"
import { isOwnWebsite } from "./website"

// The synthetic dense city: the sandbox has more than 2,000 restaurants around Detroit.
const DENSE = { query: "restaurant", location: "Detroit, MI" }

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  e = scrapeEnv(q)
})

async function start(input: StartScrapingInput) {
  const res = await appRequest(e, "/api/scraping/start", { method: "POST", json: input })
  expect(res.status).toBe(201)
  return ((await res.json()) as { job: ScrapingJobView }).job
}

async function job(id: number) {
  const res = await appRequest(e, `/api/scraping/jobs/${id}`)
  return ((await res.json()) as { job: ScrapingJobView }).job
}

describe("a scraping job on a dense city", () => {
  it("has more than 1,000 matching places to search", async () => {
    const area = await new SandboxPlaces().resolveArea(DENSE.location)
    expect(sandboxPlacesIn(DENSE.query, area!.viewport).length).toBeGreaterThan(1000)
  })

  it("stores exactly Max Results distinct contacts past the 60-per-query cap, in E.164, labelled", async () => {
    const places = countingPlaces()
    const started = await start({ ...DENSE, maxResults: 500, websiteFilter: "all" })
    await drainScrapeQueue(e, q, places.providers)
    const contacts = await jobContacts(started.id)
    expect(contacts).toHaveLength(500)
    expect(new Set(contacts.map((c) => c.phone)).size).toBe(500)
    for (const c of contacts) {
      expect(c.phone).toMatch(/^\+1\d{3}555\d{4}$/)
      expect(c.source).toBe("restaurant - Detroit, MI")
      expect(c.address).toMatch(/, MI \d{5}$/)
    }
    const done = await job(started.id)
    expect(done).toMatchObject({ status: "completed", progress: 500, found: 500, error: null, stopped: false })
    // Every billed request is counted on the job and in the hourly usage.
    expect(done.stats.requests).toBe(places.requests.length)
    const usage = await port.first<{ n: number }>("SELECT sum(requests) AS n FROM maps_usage")
    expect(usage?.n).toBe(places.requests.length)
    // No page is ever asked for more than once: the grid goes past 60 by splitting the area.
    const pages = places.requests.filter((r) => r.kind === "page")
    expect(pages.length).toBeGreaterThan(500 / 60)
    const keys = pages.map((r) => JSON.stringify([r.area, r.pageToken ?? null]))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("keeps only businesses without a website of their own with without_website", async () => {
    const places = countingPlaces()
    const started = await start({ ...DENSE, maxResults: 200, websiteFilter: "without_website" })
    await drainScrapeQueue(e, q, places.providers)
    const area = await new SandboxPlaces().resolveArea(DENSE.location)
    // By name and number: a state's fictional lines are fewer than a metro area's businesses, so two
    // deep-ranked places (of two towns in the rectangle) may share a number (sandbox-places.ts).
    const byKey = new Map(
      sandboxPlacesIn(DENSE.query, area!.viewport).map((p) => [`${p.name}|${p.phone?.replace(/[^\d+]/g, "")}`, p])
    )
    const contacts = await jobContacts(started.id)
    expect(contacts).toHaveLength(200)
    for (const c of contacts) {
      const place = byKey.get(`${c.business_name}|${c.phone}`)
      expect(place, c.business_name).toBeDefined()
      expect(isOwnWebsite(place!.website)).toBe(false)
    }
    expect((await job(started.id)).stats.filtered).toBeGreaterThan(0)
  })

  it("changes nothing when every message is delivered twice", async () => {
    const once = countingPlaces()
    const a = await start({ ...DENSE, maxResults: 200, websiteFilter: "all" })
    await drainScrapeQueue(e, q, once.providers)
    const single = await job(a.id)
    const singleContacts = (await jobContacts(a.id)).map((c) => c.phone)

    await resetScraping()
    const twice = countingPlaces()
    const b = await start({ ...DENSE, maxResults: 200, websiteFilter: "all" })
    await drainScrapeQueue(e, q, twice.providers, { copies: 2 })
    const doubled = await job(b.id)
    expect((await jobContacts(b.id)).map((c) => c.phone)).toEqual(singleContacts)
    expect({ ...doubled.stats, found: doubled.found }).toEqual({ ...single.stats, found: single.found })
    expect(doubled.status).toBe("completed")
    expect(q.sent).toHaveLength(0)
  })

  it("carries on when the delivery that wrote a step died before sending the next one", async () => {
    const places = countingPlaces()
    const started = await start({ ...DENSE, maxResults: 100, websiteFilter: "all" })
    const first = q.sent.shift()!
    // The step is written, then sending its successor fails: the queue redelivers the message.
    const send = q.send
    q.send = async () => {
      throw new Error("queue unavailable")
    }
    const failed = await deliverScrape(e, [first.body], places.providers)
    q.send = send
    expect(failed.retryMessages).toHaveLength(1)
    expect((await jobRow(started.id))?.step).toBe(1)
    expect(q.sent).toHaveLength(0)

    // The redelivery finds its step done and sends the next one, with no request of its own.
    const before = places.requests.length
    await deliverScrape(e, [first.body], places.providers, { attempts: 2 })
    expect(places.requests.length).toBe(before)
    expect(q.sent.map((m) => m.body)).toEqual([{ type: "scrape-search", jobId: started.id, step: 1 }])
    await drainScrapeQueue(e, q, places.providers)
    expect(await job(started.id)).toMatchObject({ status: "completed", found: 100 })
  })

  it("stops within one step on Stop All Jobs, and makes no request after", async () => {
    const places = countingPlaces()
    const started = await start({ ...DENSE, maxResults: 2000, websiteFilter: "all" })
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 4 })
    const before = places.requests.length
    const stored = (await jobContacts(started.id)).length
    expect(stored).toBeGreaterThan(0)

    const res = await appRequest(e, "/api/scraping/jobs/cleanup", { method: "POST" })
    expect(await res.json()).toEqual({ stopped: 1 })
    await drainScrapeQueue(e, q, places.providers)
    expect(places.requests.length).toBe(before)
    expect(await jobContacts(started.id)).toHaveLength(stored)
    expect(await job(started.id)).toMatchObject({ status: "completed", stopped: true, found: stored })
  })

  it("never stores a business twice, nor one already in the contacts", async () => {
    const area = await new SandboxPlaces().resolveArea(DENSE.location)
    const first = sandboxPlacesIn(DENSE.query, area!.viewport).find((p) => p.phone && p.operational)!
    const phone = first.phone!.replace(/[^\d+]/g, "")
    await port.run(
      "INSERT INTO contacts (business_name, phone, source, created_at, updated_at) VALUES ('Mine', ?, 'manual', 0, 0)",
      [phone]
    )
    const places = countingPlaces()
    const started = await start({ ...DENSE, maxResults: 100, websiteFilter: "all" })
    await drainScrapeQueue(e, q, places.providers)
    expect((await jobContacts(started.id)).map((c) => c.phone)).not.toContain(phone)
    const row = await port.first<{ n: number; name: string }>(
      "SELECT count(*) AS n, business_name AS name FROM contacts WHERE phone = ?",
      [phone]
    )
    expect(row).toEqual({ n: 1, name: "Mine" })
    expect((await job(started.id)).stats.duplicates).toBeGreaterThanOrEqual(1)
  })
})

describe("a scraping job on Google Places (the local fake that speaks Places API (New))", () => {
  it("searches through the real adapter with the configured key and stores what Google returns", async () => {
    const google = scrapeEnv(q, { GOOGLE_PLACES_API_KEY: "scrape-job-test" })
    const res = await appRequest(google, "/api/scraping/start", {
      method: "POST",
      json: { query: "dentist", location: "Grand Rapids, MI", maxResults: 100, websiteFilter: "all" },
    })
    const { job: started } = (await res.json()) as { job: ScrapingJobView }
    await drainScrapeQueue(google, q, undefined)
    const done = await job(started.id)
    expect(done).toMatchObject({ status: "completed", found: 100 })
    expect(done.areaName).toContain("Grand Rapids")
    const contacts = await jobContacts(started.id)
    expect(new Set(contacts.map((c) => c.phone)).size).toBe(100)
    expect(contacts.every((c) => /^\+1\d{10}$/.test(c.phone))).toBe(true)
  })
})

describe("a scraping job that cannot go on", () => {
  it("fails with a reason for a location the provider cannot find, after one lookup", async () => {
    const places = countingPlaces()
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    // Start refuses locations it knows to be unknown; this one stands for one only the provider refuses.
    await port.run("UPDATE scraping_jobs SET location = 'Atlantis, ZZ' WHERE id = ?1", [started.id])
    await drainScrapeQueue(e, q, places.providers)
    const failed = await job(started.id)
    expect(failed.status).toBe("failed")
    expect(failed.error).toContain('Location not found: "Atlantis, ZZ"')
    expect(places.requests).toHaveLength(1)
  })

  it("fails with Google's own message when the search is refused", async () => {
    const places = countingPlaces()
    places.failNext(
      new PlacesError("rejected", "Places API (New) has not been used in project 123 before or it is disabled.", {
        status: 403,
        reason: "SERVICE_DISABLED",
      })
    )
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    await drainScrapeQueue(e, q, places.providers)
    const failed = await job(started.id)
    expect(failed.status).toBe("failed")
    expect(failed.error).toContain("has not been used in project 123")
  })

  it("waits and retries on a per-minute 429, then goes on", async () => {
    const places = countingPlaces()
    places.failNext(new PlacesError("rate_limited", "Quota exceeded", { status: 429, retryAfterSeconds: 41 }))
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 1 })
    expect(q.sent.map((m) => m.delaySeconds)).toEqual([41])
    // The panel says Google asked to slow down, not that the hourly budget is spent.
    const waiting = await job(started.id)
    expect(waiting.waitingFor).toBe("rate_limited")
    await drainScrapeQueue(e, q, places.providers)
    expect(await job(started.id)).toMatchObject({
      status: "completed",
      found: 50,
      waitingUntil: null,
      waitingFor: null,
    })
  })

  it("fails on a per-day quota", async () => {
    const places = countingPlaces()
    places.failNext(new PlacesError("quota_exhausted", "Quota exceeded for SearchTextRequestsPerDay", { status: 429 }))
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    await drainScrapeQueue(e, q, places.providers)
    expect((await job(started.id)).error).toContain("daily quota is used up")
  })

  it("waits for the next hour, with no request, when the hourly budget is spent", async () => {
    await port.run("INSERT INTO settings (key, value, updated_at) VALUES ('maps_queries_per_hour', '100', 0)")
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000
    await port.run("INSERT INTO maps_usage (hour, requests) VALUES (?, 100)", [hour])
    const places = countingPlaces()
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 1 })
    expect(places.requests).toHaveLength(0)
    const waiting = await job(started.id)
    expect(waiting.status).toBe("running")
    expect(waiting.waitingFor).toBe("budget")
    expect(Date.parse(waiting.waitingUntil!)).toBeGreaterThanOrEqual(hour + 3_600_000)
    expect(q.sent).toHaveLength(1)
    expect(q.sent[0]!.delaySeconds).toBeGreaterThan(0)
  })

  it("retries a step whose settings could not be read, and never shows the driver's text", async () => {
    // D1 failing while the step loads its settings and provider: transient, and its message has SQL.
    const internal = "D1_ERROR: Failed query: select key, value from settings: SQLITE_BUSY"
    const broken = {
      places: {
        name: "places",
        mode: "sandbox",
        reason: "",
        get provider() {
          throw new Error(internal)
        },
      },
    } as unknown as Providers
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    const first = q.sent.shift()!
    const result = await deliverScrape(e, [first.body], broken)
    expect(result.retryMessages).toHaveLength(1)
    expect(await job(started.id)).toMatchObject({ status: "pending", error: null })

    // It never passes: the dead-letter handler fails the job with a reason for the operator.
    await deliverScrape(e, [first.body], broken, { queue: "cold-caller-scrape-dlq" })
    const failed = await job(started.id)
    expect(failed.status).toBe("failed")
    expect(failed.error).toContain("kept failing")
    expect(failed.error).not.toMatch(/D1_ERROR|SQLITE|select/i)
  })

  it("fails at once with the operator's fix when lead search is not configured", async () => {
    const reason = "Google Places is not configured: add the Google Places API key in Settings."
    const missing = { places: { name: "places", mode: "not_configured", reason } } as unknown as Providers
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    const result = await deliverScrape(e, [q.sent.shift()!.body], missing)
    expect(result.retryMessages).toHaveLength(0)
    expect(await job(started.id)).toMatchObject({ status: "failed", error: reason })
  })

  it("fails the job when its step reaches the dead-letter queue", async () => {
    const places = countingPlaces()
    const started = await start({ query: "dentist", location: "Grand Rapids, MI", maxResults: 50 })
    const { deliverScrape } = await import("../../../test/scrape-fixtures")
    await deliverScrape(e, [{ type: "scrape-search", jobId: started.id, step: 0 }], places.providers, {
      queue: "cold-caller-scrape-dlq",
    })
    const failed = await job(started.id)
    expect(failed.status).toBe("failed")
    expect(failed.error).toContain("kept failing")
    expect((await jobRow(started.id))?.status).toBe("failed")
  })
})

describe("the pause between a job's steps (SPEC §9 Rate Limit, 10 a minute)", () => {
  const pause = (SCRAPE_PACING?: string) => stepDelaySeconds({ SCRAPE_PACING } as Env)
  it("is 6 s by default, none with SCRAPE_PACING=off, and scaled down by a number below 1", () => {
    expect(pause()).toBe(6)
    expect(pause("off")).toBe(0)
    expect(pause("0.2")).toBeCloseTo(1.2)
    // Never slower than the rate limit, and nonsense keeps it.
    for (const odd of ["2", "0", "-1", "fast", ""]) expect(pause(odd)).toBe(6)
  })
})
