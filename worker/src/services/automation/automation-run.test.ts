/**
 * Whole AI Automation runs in the sandbox, through the real queue consumer and cron: the categories
 * one after another, no contact stored twice, the campaign at 12:01 AM in the city's zone, and the
 * run surviving redelivery, lost messages, failures and Stop All Jobs.
 */
import { createExecutionContext, createScheduledController } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import {
  countingPlaces,
  deliverScrape,
  drainScrapeQueue,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import { CRON_STEPS, handleScheduled } from "../../jobs/cron"
import type { Providers } from "../../providers"
import { PlacesError, type PlacesProvider } from "../../providers/places/places-provider"
import type { AutomationRunView } from "../../schemas/api-routes/automation"
import {
  AUTOMATION_CATEGORIES,
  type AutomationCategoryKey,
  automationCategory,
  type LaunchCityCampaignData,
} from "../../schemas/automation"
import { launchCityCampaign } from "./run-launch"
import { latestRunView } from "./run-view"
import { testDb } from "../../../test/port"
import { testCtx } from "../../../test/ctx"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  e = scrapeEnv(q)
})

const events: unknown[] = []
const ctxAt = (now: number) => testCtx({ env: e, now, send: async (list) => void events.push(...list) })

function launch(now: number, input: Partial<LaunchCityCampaignData> = {}) {
  return launchCityCampaign(ctxAt(now), {
    city: "Grand Rapids",
    state: "MI",
    websiteFilter: "all",
    ...input,
  } as LaunchCityCampaignData)
}

interface JobRow {
  id: number
  run_index: number
  business_category: string
  status: string
  found: number
  duplicates: number
  created_at: number
  completed_at: number | null
  label: string
  error: string | null
}
const runJobRows = (runId: number) =>
  port.all<JobRow>("SELECT * FROM scraping_jobs WHERE run_id = ? ORDER BY run_index", [runId])
const activeJobs = async () =>
  (await port.first<{ n: number }>("SELECT count(*) AS n FROM scraping_jobs WHERE status IN ('pending', 'running')"))!.n
const runContacts = (runId: number) =>
  port.all<{ id: number; phone: string; category: string; source: string; scrape_job_id: number }>(
    `SELECT id, phone, category, source, scrape_job_id FROM contacts
     WHERE scrape_job_id IN (SELECT id FROM scraping_jobs WHERE run_id = ?) ORDER BY id`,
    [runId]
  )
const campaignsRows = () => port.all<Record<string, unknown>>("SELECT * FROM campaigns ORDER BY id")
const queuedContacts = (campaignId: number) =>
  port.all<{ contact_id: number }>(
    "SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? ORDER BY contact_id",
    [campaignId]
  )

/** Delivers one message at a time, checking after each that at most one scraping job is active. */
async function runToEnd(providers: Providers, now: number, copies = 1) {
  const order: number[] = []
  let deliveries = 0
  while (q.sent.length) {
    deliveries += await drainScrapeQueue(e, q, providers, { maxDeliveries: copies, copies, now: () => now })
    expect(await activeJobs()).toBeLessThanOrEqual(1)
    const active = await port.first<{ id: number }>(
      "SELECT id FROM scraping_jobs WHERE status IN ('pending', 'running')"
    )
    if (active && order.at(-1) !== active.id) order.push(active.id)
    expect(deliveries).toBeLessThan(5_000)
  }
  return order
}

const T_NOV = Date.parse("2026-11-23T20:00:00Z") // 3 PM in Grand Rapids (EST)

// A whole run is a few hundred queue deliveries: seconds alone, more beside the rest of the suite.
describe("an AI Automation run in the sandbox", { timeout: 60_000 }, () => {
  it("searches the 8 categories one after another, stores each business once, and schedules tomorrow 12:01 AM", async () => {
    // A contact found by hand earlier: the run must not store it again.
    const places = countingPlaces()
    const manual = await appRequest(e, "/api/scraping/start", {
      method: "POST",
      json: { query: "auto repair shop", location: "Grand Rapids, MI", maxResults: 50, websiteFilter: "all" },
    })
    expect(manual.status).toBe(201)
    await drainScrapeQueue(e, q, places.providers)
    const before = await port.all<{ id: number; phone: string }>("SELECT id, phone FROM contacts")
    expect(before).toHaveLength(50)

    const launched = await launch(T_NOV)
    expect(launched.campaignName).toBe("Grand Rapids, MI - AI Automation (Nov 24)")
    expect(launched.message).toContain("Tue, Nov 24, 12:01 AM EST")
    expect(launched.run).toMatchObject({ status: "running", current: "automotive", timeZone: "America/Detroit" })

    const order = await runToEnd(places.providers, T_NOV + 60_000)
    const jobs = await runJobRows(launched.run.id)
    // Eight jobs, in SPEC order, each created only after the previous one ended.
    expect(jobs.map((j) => j.business_category)).toEqual(AUTOMATION_CATEGORIES.map((c) => c.preset))
    expect(order).toEqual(jobs.map((j) => j.id))
    for (let i = 1; i < jobs.length; i++) expect(jobs[i]!.created_at).toBeGreaterThanOrEqual(jobs[i - 1]!.completed_at!)
    expect(jobs.every((j) => j.status === "completed")).toBe(true)
    // The businesses already stored count as duplicates, not new contacts.
    expect(jobs[0]!.duplicates).toBeGreaterThan(0)

    const contacts = await runContacts(launched.run.id)
    expect(contacts.length).toBeGreaterThan(8 * 50)
    const beforePhones = new Set(before.map((c) => c.phone))
    expect(contacts.filter((c) => beforePhones.has(c.phone))).toEqual([])
    expect(new Set(contacts.map((c) => c.phone)).size).toBe(contacts.length)
    // Categorised by the category that found them, with the category as their source.
    const jobCategory = new Map(jobs.map((j, i) => [j.id, AUTOMATION_CATEGORIES[i]!.key as AutomationCategoryKey]))
    for (const c of contacts) {
      const { label } = automationCategory(jobCategory.get(c.scrape_job_id)!)
      expect(c.category).toBe(label)
      expect(c.source).toBe(`${label} - Grand Rapids, MI`)
    }

    const [campaign, ...more] = await campaignsRows()
    expect(more).toEqual([])
    expect(campaign).toMatchObject({
      name: "Grand Rapids, MI - AI Automation (Nov 24)",
      status: "scheduled",
      scheduled_start: Date.parse("2026-11-24T05:01:00Z"),
      start_time: "00:01",
      end_time: "06:00",
      timezone: "America/Detroit",
      minutes_between_calls: 2,
      total_contacts: contacts.length,
    })
    expect((await queuedContacts(campaign!.id as number)).map((r) => r.contact_id)).toEqual(contacts.map((c) => c.id))

    const run = (await latestRunView(testDb()))!
    expect(run).toMatchObject({ status: "completed", campaignId: campaign!.id, current: null, found: contacts.length })
    expect(run.scheduledStart).toBe("2026-11-24T05:01:00.000Z")
    expect(run.message).toContain(
      `with ${contacts.length.toLocaleString("en-US")} contacts for Tue, Nov 24, 12:01 AM EST`
    )
    expect(run.categories.map((c) => c.status)).toEqual(Array(8).fill("completed"))
  })

  it("changes nothing when every message is delivered twice, or advanced again after the end", async () => {
    const places = countingPlaces()
    const launched = await launch(T_NOV, { allCategories: ["food_dining", "automotive"] })
    await runToEnd(places.providers, T_NOV, 2)
    const jobs = await runJobRows(launched.run.id)
    expect(jobs.map((j) => j.business_category)).toEqual(["automotive", "food_dining"])
    const contacts = await runContacts(launched.run.id)
    expect(jobs.reduce((n, j) => n + j.found, 0)).toBe(contacts.length)

    // Providers and the cron retry: more advances, and a replay of every step, after the end.
    await deliverScrape(e, [{ type: "automation-advance", runId: launched.run.id }], places.providers)
    await deliverScrape(e, [{ type: "scrape-search", jobId: jobs[0]!.id, step: 0 }], places.providers)
    await handleScheduled(
      createScheduledController({ scheduledTime: new Date(T_NOV), cron: "* * * * *" }),
      e,
      createExecutionContext(),
      CRON_STEPS.filter((s) => s.name === "automation runs")
    )
    expect(await runContacts(launched.run.id)).toEqual(contacts)
    const campaigns = await campaignsRows()
    expect(campaigns).toHaveLength(1)
    expect((await queuedContacts(campaigns[0]!.id as number)).length).toBe(contacts.length)
    expect(await runJobRows(launched.run.id)).toHaveLength(2)
  })

  it("carries on from the cron when the message after a category was lost", async () => {
    const places = countingPlaces()
    const launched = await launch(T_NOV, { allCategories: ["automotive", "specialty"] })
    // Run the first category, then lose the automation-advance message its end sent.
    while (q.sent.length) {
      const next = q.sent.shift()!
      if ((next.body as { type: string }).type === "automation-advance") continue
      await deliverScrape(e, [next.body], places.providers, { now: () => T_NOV })
    }
    expect((await runJobRows(launched.run.id)).map((j) => j.status)).toEqual(["completed"])
    expect(await activeJobs()).toBe(0)

    await handleScheduled(
      createScheduledController({ scheduledTime: new Date(T_NOV + 60_000), cron: "* * * * *" }),
      e,
      createExecutionContext(),
      CRON_STEPS
    )
    expect((await runJobRows(launched.run.id)).map((j) => j.business_category)).toEqual([
      "automotive",
      "specialty_services",
    ])
    await runToEnd(places.providers, T_NOV + 120_000)
    expect((await latestRunView(testDb()))!.status).toBe("completed")
    expect(await campaignsRows()).toHaveLength(1)
  })

  it("schedules in the city's own zone across a daylight-saving change (Los Angeles, 8 March 2026)", async () => {
    const places = countingPlaces()
    // Saturday 7 March, 11 AM PST: tomorrow's 12:01 AM is still PST (the clocks change at 2 AM).
    const launched = await launch(Date.parse("2026-03-07T19:00:00Z"), {
      city: "los angeles",
      state: "California",
      allCategories: ["food_dining"],
    })
    expect(launched.run).toMatchObject({ city: "Los Angeles", state: "CA", timeZone: "America/Los_Angeles" })
    expect(launched.campaignName).toBe("Los Angeles, CA - AI Automation (Mar 8)")
    await runToEnd(places.providers, Date.parse("2026-03-07T19:05:00Z"))
    const [campaign] = await campaignsRows()
    expect(campaign).toMatchObject({
      status: "scheduled",
      scheduled_start: Date.parse("2026-03-08T08:01:00Z"),
      timezone: "America/Los_Angeles",
      start_time: "00:01",
      end_time: "06:00",
    })
  })

  it("gives a custom city the zone it is really in once its area is found", async () => {
    // El Paso is in Mountain time, while most of Texas is Central. Typed in lower case, not picked.
    const elPaso = await launch(T_NOV, { city: "el paso", state: "TX", allCategories: ["health_wellness"] })
    expect(elPaso.run).toMatchObject({ city: "El Paso", timeZone: "America/Denver" })
    expect((await appRequest(e, "/api/scraping/jobs/cleanup", { method: "POST" })).status).toBe(200)

    // Anthony, TX is not among the bundled places: it starts in Texas's usual zone. Its area (as Google
    // would answer, here El Paso's next door) puts it in Mountain time, and the campaign follows.
    const sandbox = countingPlaces().provider
    const places = countingPlaces({
      kind: "sandbox",
      searchPage: (req) => sandbox.searchPage(req),
      checkKey: () => sandbox.checkKey(),
      resolveArea: async (location) =>
        location === "Anthony, TX" ? sandbox.resolveArea("El Paso, TX") : sandbox.resolveArea(location),
    })
    const custom = await launch(T_NOV + 1000, { city: "Anthony", state: "TX", allCategories: ["health_wellness"] })
    expect(custom.run).toMatchObject({ city: "Anthony", location: "Anthony, TX", timeZone: "America/Chicago" })
    await runToEnd(places.providers, T_NOV + 60_000)
    const [campaign] = await campaignsRows()
    expect(campaign).toMatchObject({ timezone: "America/Denver", scheduled_start: Date.parse("2026-11-24T07:01:00Z") })
    expect((await latestRunView(testDb()))!.timeZone).toBe("America/Denver")
  })

  it("still schedules what it found when a category fails, and says which failed", async () => {
    const places = countingPlaces()
    const launched = await launch(T_NOV, { allCategories: ["automotive", "food_dining"] })
    // Google refuses the first request of the first category (e.g. an API key restriction).
    places.failNext(new PlacesError("rejected", "API key not valid for this API."))
    await runToEnd(places.providers, T_NOV)
    const jobs = await runJobRows(launched.run.id)
    expect(jobs.map((j) => j.status)).toEqual(["failed", "completed"])
    const run = (await latestRunView(testDb()))!
    expect(run.status).toBe("completed")
    expect(run.campaignId).not.toBeNull()
    expect(run.message).toContain("1 search failed: Automotive Services (The sandbox maps refused the search: API key")
    expect(run.categories[0]).toMatchObject({ status: "failed", error: expect.stringContaining("API key") })
  })

  it("ends after one lookup when the city cannot be found, instead of trying every category", async () => {
    const places = countingPlaces()
    await launch(T_NOV, { city: "Atlantis Springs", state: "MI" })
    await runToEnd(places.providers, T_NOV)
    expect(places.requests).toHaveLength(1)
    const run = (await latestRunView(testDb()))!
    expect(run).toMatchObject({ status: "failed", campaignId: null })
    expect(run.message).toContain('Location not found: "Atlantis Springs, MI"')
    expect(run.categories.map((c) => c.status)).toEqual(["failed", ...Array(7).fill("waiting")])
  })

  it("creates no campaign when nothing new was found, and says so", async () => {
    const empty: PlacesProvider = {
      kind: "sandbox",
      searchPage: async () => ({ places: [], nextPageToken: null }),
      resolveArea: (location) => countingPlaces().provider.resolveArea(location),
      checkKey: async () => ({ ok: true, message: "" }),
    }
    const places = countingPlaces(empty)
    await launch(T_NOV, { allCategories: ["automotive", "specialty"] })
    await runToEnd(places.providers, T_NOV)
    const run = (await latestRunView(testDb()))!
    expect(run).toMatchObject({ status: "completed", campaignId: null, found: 0 })
    expect(run.message).toBe("No new businesses were found in Grand Rapids, MI, so no campaign was created.")
    expect(await campaignsRows()).toEqual([])
  })

  it("is stopped by Stop All Jobs: no further category starts and no campaign is made", async () => {
    const places = countingPlaces()
    const launched = await launch(T_NOV)
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 3, now: () => T_NOV })
    const res = await appRequest(e, "/api/scraping/jobs/cleanup", { method: "POST" })
    expect(res.status).toBe(200)
    await runToEnd(places.providers, T_NOV)
    await handleScheduled(
      createScheduledController({ scheduledTime: new Date(T_NOV + 60_000), cron: "* * * * *" }),
      e,
      createExecutionContext(),
      CRON_STEPS
    )
    const jobs = await runJobRows(launched.run.id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ status: "completed" })
    const run: AutomationRunView = (await latestRunView(testDb()))!
    expect(run).toMatchObject({ status: "stopped", campaignId: null, current: null })
    expect(run.categories[0]).toMatchObject({ stopped: true })
    expect(run.categories.slice(1).every((c) => c.status === "waiting")).toBe(true)
    expect(await campaignsRows()).toEqual([])
    // And the next launch is allowed again.
    expect((await launch(T_NOV + 120_000, { allCategories: ["automotive"] })).run.status).toBe("running")
  })
})
