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
  GRAND_RAPIDS_MI,
  GRAND_RAPIDS_MN,
  newPlacesKey,
  placesLocality,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { LaunchCityCampaignData } from "../../schemas/automation"
import { launchCityCampaign } from "./run-launch"
import { latestRunView } from "./run-view"
import { testCtx } from "../../../test/ctx"

const T_NOV = Date.parse("2026-11-23T20:00:00Z")

let q: ReturnType<typeof recordingQueue>
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
})

const launch = (e: Env, input: Partial<LaunchCityCampaignData> = {}) =>
  launchCityCampaign(testCtx({ env: e, now: T_NOV }), {
    city: "Grand Rapids",
    state: "MI",
    websiteFilter: "all",
    allCategories: ["health_wellness"],
    ...input,
  } as LaunchCityCampaignData)

const runJobs = (runId: number) =>
  port.all<{ area_name: string | null; found: number }>(
    "SELECT area_name, found FROM scraping_jobs WHERE run_id = ? ORDER BY run_index",
    [runId]
  )

describe("an AI Automation run's area", { timeout: 60_000 }, () => {
  it("searches the bundled city even when Google ranks another state's namesake first", async () => {
    const key = newPlacesKey()
    const e = scrapeEnv(q, { GOOGLE_PLACES_API_KEY: key })
    // The area lookup (the run's first request) answers Grand Rapids, MN first, as an ambiguous name can.
    await fakePlaces.scriptNext(key, 200, {
      places: [
        placesLocality("Grand Rapids, MN", GRAND_RAPIDS_MN),
        placesLocality("Grand Rapids, MI", GRAND_RAPIDS_MI),
      ],
    })

    const launched = await launch(e)
    await drainScrapeQueue(e, q, undefined, { now: () => T_NOV + 60_000 })

    const [job] = await runJobs(launched.run.id)
    expect(job).toMatchObject({ area_name: "Grand Rapids, MI, USA" })
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
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV + 60_000 })

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
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV + 60_000 })
    expect(places.requests[0]).toEqual({ kind: "resolve", location: "Anthony, TX" })
  })
})
