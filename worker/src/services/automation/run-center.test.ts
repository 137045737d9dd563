/**
 * The launch uses the bundled city's centre, not only its zone: each category's area lookup is
 * biased to it and checked against it, so "Grand Rapids, MI" cannot turn into another state's city.
 */
import { beforeEach, describe, expect, it } from "vitest"
import { port, testDb } from "../../../test/port"
import {
  countingPlaces,
  drainScrapeQueue,
  fakePlaces,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { LaunchCityCampaignData } from "../../schemas/automation"
import { launchCityCampaign } from "./run-launch"
import { latestRunView } from "./run-view"

const T_NOV = Date.parse("2026-11-23T20:00:00Z")
/** Grand Rapids, MI in the bundled GeoNames data. */
const GRAND_RAPIDS_MI = { latitude: 42.9634, longitude: -85.6681 }

let q: ReturnType<typeof recordingQueue>
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
})

const launch = (e: Env, input: Partial<LaunchCityCampaignData> = {}) =>
  launchCityCampaign({ db: testDb(), env: e, now: T_NOV, publish: async () => {} }, {
    city: "Grand Rapids",
    state: "MI",
    websiteFilter: "all",
    allCategories: ["health_wellness"],
    ...input,
  } as LaunchCityCampaignData)

const runJobs = (runId: number) =>
  port.all<{ area_name: string | null; center_lat: number | null; center_lng: number | null; found: number }>(
    "SELECT area_name, center_lat, center_lng, found FROM scraping_jobs WHERE run_id = ? ORDER BY run_index",
    [runId]
  )

describe("an AI Automation run's area", { timeout: 60_000 }, () => {
  it("searches the bundled city even when Google ranks another state's namesake first", async () => {
    const key = `run-center-${Date.now().toString(36)}`
    const e = scrapeEnv(q, { GOOGLE_PLACES_API_KEY: key })
    // The area lookup (the run's first request) answers Grand Rapids, MN first, as an ambiguous name can.
    const locality = (label: string, latitude: number, longitude: number) => ({
      id: label,
      displayName: { text: "Grand Rapids" },
      formattedAddress: `${label}, USA`,
      location: { latitude, longitude },
      viewport: {
        low: { latitude: latitude - 0.08, longitude: longitude - 0.1 },
        high: { latitude: latitude + 0.07, longitude: longitude + 0.1 },
      },
      types: ["locality", "political"],
    })
    await fakePlaces.scriptNext(key, 200, {
      places: [locality("Grand Rapids, MN", 47.2372, -93.5302), locality("Grand Rapids, MI", 42.9634, -85.6681)],
    })

    const launched = await launch(e)
    while (q.sent.length) await drainScrapeQueue(e, q, undefined, { now: () => T_NOV + 60_000 })

    const [job] = await runJobs(launched.run.id)
    expect(job).toMatchObject({ area_name: "Grand Rapids, MI, USA", center_lat: 42.9634, center_lng: -85.6681 })
    expect(job!.found).toBeGreaterThan(0)
    const addresses = await port.all<{ address: string }>("SELECT address FROM contacts")
    expect(addresses.every((c) => c.address.includes("Grand Rapids, MI"))).toBe(true)
    // The lookup sent the centre to Google as a bias.
    const requests = await fakePlaces.requests(key)
    expect(requests[0]!.body.locationBias).toEqual({ circle: { center: GRAND_RAPIDS_MI, radius: 50000 } })
    expect((await latestRunView(testDb()))!.status).toBe("completed")
  })

  it("looks the area up again when the cached one is another state's place (sandbox)", async () => {
    const e = scrapeEnv(q)
    // An earlier lookup without a centre stored Grand Rapids, MN under "Grand Rapids, MI".
    await port.run(
      `INSERT INTO place_areas (key, name, low_lat, low_lng, high_lat, high_lng, center_lat, center_lng, created_at)
       VALUES ('sandbox:grand rapids, mi', 'Grand Rapids, MN, USA', 47.15, -93.65, 47.3, -93.4, 47.2372, -93.5302, 0)`
    )
    const places = countingPlaces()
    const launched = await launch(e)
    while (q.sent.length) await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV + 60_000 })

    expect(places.requests[0]).toEqual({ kind: "resolve", location: "Grand Rapids, MI", near: GRAND_RAPIDS_MI })
    const [job] = await runJobs(launched.run.id)
    expect(job).toMatchObject({ area_name: "Grand Rapids, MI, USA" })
    expect(job!.found).toBeGreaterThan(0)
    // The cache now holds the right place, for the next search of that name too.
    const cached = await port.first<{ name: string }>(
      "SELECT name FROM place_areas WHERE key = 'sandbox:grand rapids, mi'"
    )
    expect(cached?.name).toBe("Grand Rapids, MI, USA")
  })

  it("gives a custom city no centre, so its lookup is as before", async () => {
    const places = countingPlaces()
    const e = scrapeEnv(q)
    const launched = await launch(e, { city: "Anthony", state: "TX" })
    expect(launched.run).toMatchObject({ location: "Anthony, TX" })
    while (q.sent.length) await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV + 60_000 })
    expect(places.requests[0]).toEqual({ kind: "resolve", location: "Anthony, TX" })
  })
})
