import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import { drainScrapeQueue, recordingQueue, resetScraping, scrapeEnv } from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type {
  AutomationRunView,
  CitiesResponse,
  LaunchCityCampaignResponse,
  StateOption,
} from "../../schemas/api-routes/automation"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  e = scrapeEnv(q)
})

const launch = (json: unknown) => appRequest(e, "/api/automation/launch-city-campaign", { method: "POST", json })
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error

describe("GET /api/automation/states and /cities/:state", () => {
  it("lists the 50 states and DC for the picker", async () => {
    const res = await appRequest(e, "/api/automation/states")
    expect(res.status).toBe(200)
    const { states } = (await res.json()) as { states: StateOption[] }
    expect(states).toHaveLength(51)
    expect(states).toContainEqual({ code: "MI", name: "Michigan" })
    expect(states).toContainEqual({ code: "DC", name: "District of Columbia" })
  })

  it("gives a state's 50 largest places with population, estimated density and activity", async () => {
    const res = await appRequest(e, "/api/automation/cities/MI")
    expect(res.status).toBe(200)
    const body = (await res.json()) as CitiesResponse
    expect(body.state).toEqual({ code: "MI", name: "Michigan" })
    expect(body.estimated).toBe(true)
    expect(body.attribution).toContain("GeoNames")
    expect(body.cities).toHaveLength(50)
    const [detroit, grandRapids] = body.cities
    expect(detroit).toMatchObject({ city: "Detroit", rank: 1, businessDensity: "high", timeZone: "America/Detroit" })
    expect(detroit!.economicActivity).toMatch(/^Michigan's largest city and a county seat\. A large regional economy/)
    expect(grandRapids).toMatchObject({ city: "Grand Rapids", rank: 2, businessDensity: "high" })
    expect(grandRapids!.economicActivity).toMatch(/^Michigan's 2nd largest city and a county seat\. /)
    const lansing = body.cities.find((c) => c.city === "Lansing")!
    expect(lansing.capital).toBe(true)
    expect(lansing.economicActivity).toContain("the state capital")
    expect(body.cities.at(-1)!.businessDensity).toBe("low")
    for (let i = 1; i < 50; i++)
      expect(body.cities[i - 1]!.population).toBeGreaterThanOrEqual(body.cities[i]!.population)
  })

  it("accepts a state's name or lower-case code, and answers 404 for anything else", async () => {
    const byName = (await (await appRequest(e, "/api/automation/cities/new%20york")).json()) as CitiesResponse
    expect(byName.state.code).toBe("NY")
    expect(byName.cities[0]!.city).toBe("New York City")
    expect(((await (await appRequest(e, "/api/automation/cities/ca")).json()) as CitiesResponse).cities[0]!.city).toBe(
      "Los Angeles"
    )
    for (const bad of ["XX", "%00", "a".repeat(41), "Ontario"]) {
      const res = await appRequest(e, `/api/automation/cities/${bad}`)
      expect([400, 404], bad).toContain(res.status)
      expect((await errorOf(res)).message).toBeTruthy()
    }
  })
})

describe("POST /api/automation/launch-city-campaign", () => {
  it("answers at once with the campaign name and a message, and starts the first category", async () => {
    const res = await launch({
      state: "MI",
      city: "Grand Rapids",
      websiteFilter: "without_website",
      allCategories: [
        "automotive",
        "personal_care",
        "home_property",
        "retail_commerce",
        "food_dining",
        "health_wellness",
        "professional",
        "specialty",
      ],
      sequentialScraping: true,
    })
    expect(res.status).toBe(202)
    const body = (await res.json()) as LaunchCityCampaignResponse
    expect(body.campaignName).toMatch(/^Grand Rapids, MI - AI Automation \(\w{3} \d{1,2}\)$/)
    expect(body.message).toContain("Scraping 8 categories in Grand Rapids, MI one after another (up to 4,000")
    expect(body.run).toMatchObject({ status: "running", websiteFilter: "without_website", current: "automotive" })
    expect(body.run.categories.map((c) => c.status)).toEqual(["pending", ...Array(7).fill("waiting")])
    expect(q.sent.map((m) => m.body)).toEqual([
      { type: "scrape-search", jobId: body.run.categories[0]!.jobId, step: 0 },
    ])

    const latest = await appRequest(e, "/api/automation/runs/latest")
    expect(((await latest.json()) as { run: AutomationRunView }).run.id).toBe(body.run.id)
  })

  it("refuses a missing state or city with the spec's message, storing nothing", async () => {
    for (const body of [
      { city: "Grand Rapids" },
      { state: "MI" },
      { state: "MI", city: "   " },
      { state: "", city: "" },
      {},
    ]) {
      const res = await launch(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await errorOf(res)).message).toContain("Missing Information: Please select both state and city")
    }
    const odd = [
      { state: "Atlantis", city: "Grand Rapids" },
      { state: "MI", city: "Grand\u0000Rapids" },
      { state: "MI", city: "x".repeat(101) },
      { state: "MI", city: "Grand Rapids", websiteFilter: "some" },
      { state: "MI", city: "Grand Rapids", allCategories: ["dentists"] },
      { state: "MI", city: "Grand Rapids", allCategories: [] },
      { state: "MI", city: "Grand Rapids", sequentialScraping: false },
    ]
    for (const body of odd) expect((await launch(body)).status, JSON.stringify(body)).toBe(400)
    expect(await port.all("SELECT id FROM automation_runs")).toEqual([])
    expect(await port.all("SELECT id FROM scraping_jobs")).toEqual([])
  })

  it("allows one run at a time, and no hand-started job while a run is between categories", async () => {
    const [a, b] = await Promise.all([
      launch({ state: "MI", city: "Detroit" }),
      launch({ state: "MI", city: "Lansing" }),
    ])
    expect([a.status, b.status].sort()).toEqual([202, 409])
    const refused = a.status === 409 ? a : b
    expect(await errorOf(refused)).toMatchObject({ code: "run_in_progress" })

    // Between two categories no job is active, yet the Maps Scraping form must still wait.
    await port.run("UPDATE scraping_jobs SET status = 'completed'")
    const manual = await appRequest(e, "/api/scraping/start", {
      method: "POST",
      json: { query: "dentist", location: "Detroit, MI" },
    })
    expect(manual.status).toBe(409)
    expect(await errorOf(manual)).toMatchObject({ code: "run_in_progress" })
  })

  it("waits for a hand-started scraping job to end first", async () => {
    const manual = await appRequest(e, "/api/scraping/start", {
      method: "POST",
      json: { query: "dentist", location: "Detroit, MI" },
    })
    expect(manual.status).toBe(201)
    const res = await launch({ state: "MI", city: "Detroit" })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe("job_in_progress")
    await drainScrapeQueue(e, q, undefined)
    expect((await launch({ state: "MI", city: "Detroit" })).status).toBe(202)
  })
})
