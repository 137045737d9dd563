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
import type { ScrapingJobView } from "../../schemas/api-routes/scraping"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  e = scrapeEnv(q)
})

const setting = (key: string, value: string) =>
  port.run("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, 0)", [key, value])
async function start() {
  const res = await appRequest(e, "/api/scraping/start", {
    method: "POST",
    json: { query: "restaurant", location: "Detroit, MI", maxResults: 100, websiteFilter: "all" },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { job: ScrapingJobView }).job
}
const job = async (id: number) =>
  ((await (await appRequest(e, `/api/scraping/jobs/${id}`)).json()) as { job: ScrapingJobView }).job

describe("what a lead search billed", () => {
  it("is each request at its field mask's SKU price: the area lookup (Pro) and every page (Enterprise)", async () => {
    const places = countingPlaces()
    const started = await start()
    await drainScrapeQueue(e, q, places.providers)
    const done = await job(started.id)
    const lookups = places.requests.filter((r) => r.kind === "resolve").length
    const pages = places.requests.filter((r) => r.kind === "page").length
    expect(lookups).toBe(1)
    expect(done.stats.requests).toBe(lookups + pages)
    expect(done.stats.cost).toBeCloseTo((lookups * 32 + pages * 35) / 1000, 6)
    // The month's Places spend is the same money, counted by hour.
    const usage = await port.first<{ usd: number }>("SELECT sum(cost) AS usd FROM maps_usage")
    expect(usage?.usd).toBeCloseTo(done.stats.cost, 6)
  })

  it("follows the price settings", async () => {
    await setting("places_search_price_per_1000", "20")
    await setting("places_lookup_price_per_1000", "0")
    const places = countingPlaces()
    const started = await start()
    await drainScrapeQueue(e, q, places.providers)
    const pages = places.requests.filter((r) => r.kind === "page").length
    expect((await job(started.id)).stats.cost).toBeCloseTo((pages * 20) / 1000, 6)
  })
})

describe("the monthly Places budget", () => {
  it("pauses a lead search, saying why, before any billed request", async () => {
    await setting("places_monthly_budget", "5")
    await port.run("INSERT INTO maps_usage (hour, requests, cost) VALUES (?, 143, 5.005)", [
      Math.floor(Date.now() / 3_600_000) * 3_600_000,
    ])
    const places = countingPlaces()
    const started = await start()
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 1 })
    expect(places.requests).toHaveLength(0)
    expect(await job(started.id)).toMatchObject({ status: "running", waitingFor: "spend_budget" })

    // A raised budget lets it go on at its next look.
    await setting("places_monthly_budget", "50")
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 1 })
    expect(places.requests.length).toBeGreaterThan(0)
  })
})
