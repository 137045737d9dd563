/**
 * Issue 22, city runs that find the city: each category searches several phrases sharing its 500,
 * a business found by two phrases is stored once, what one phrase cannot find goes to the others,
 * each contact keeps Google's type beside its category, and a run stored before phrases carries on.
 */
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
import { testCtx } from "../../../test/ctx"
import type { Env } from "../../env"
import { SandboxPlaces } from "../../providers/places/sandbox-places"
import type { PlacesProvider } from "../../providers/places/places-provider"
import {
  AUTOMATION_CATEGORY_KEYS,
  AUTOMATION_LIMITS,
  estimateRun,
  type LaunchCityCampaignData,
} from "../../schemas/automation"
import { CATEGORY_PHRASES, phrasePlan } from "../../schemas/automation-phrases"
import { PLACES_LOOKUP_PRICE_PER_REQUEST_USD, PLACES_PRICE_PER_REQUEST_USD } from "../../schemas/places-pricing"
import { launchCityCampaign } from "./run-launch"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  e = scrapeEnv(q)
})

const T_NOV = Date.parse("2026-11-23T20:00:00Z")
const ctxAt = (now: number) => testCtx({ env: e, now })
const launch = (input: Partial<LaunchCityCampaignData>) =>
  launchCityCampaign(ctxAt(T_NOV), {
    city: "Chicago",
    state: "IL",
    websiteFilter: "all",
    ...input,
  } as LaunchCityCampaignData)

const pageTexts = (requests: ReturnType<typeof countingPlaces>["requests"]) =>
  requests.flatMap((r) => (r.kind === "page" ? [r.text] : []))

interface ContactRow {
  phone: string
  category: string
  source: string
  place_type: string | null
  place_type_label: string | null
}
const contactsOfRun = (runId: number) =>
  port.all<ContactRow>(
    `SELECT phone, category, source, place_type, place_type_label FROM contacts
     WHERE scrape_job_id IN (SELECT id FROM scraping_jobs WHERE run_id = ?)`,
    [runId]
  )
const countBy = <T>(rows: T[], key: (r: T) => string) => {
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1)
  return counts
}

describe("the phrase plan and step 3's estimate", () => {
  it("gives every category several phrases whose first shares add up to its 500, by weight", () => {
    for (const key of AUTOMATION_CATEGORY_KEYS) {
      const plan = phrasePlan(key, AUTOMATION_LIMITS.resultsPerCategory)
      expect(plan.length).toBeGreaterThanOrEqual(5)
      expect(new Set(plan.map((p) => p.phrase)).size).toBe(plan.length)
      expect(plan.reduce((n, p) => n + p.share, 0)).toBe(500)
      // A heavier phrase never starts with a smaller share than a lighter one.
      for (const a of plan)
        for (const b of plan) if (a.weight > b.weight) expect(a.share).toBeGreaterThanOrEqual(b.share)
    }
    const home = phrasePlan("home_property", 500).map((p) => p.phrase)
    expect(home).toEqual(expect.arrayContaining(["plumber", "electrician", "HVAC contractor", "roofing contractor"]))
  })

  it("prices the requests with the one per-request constant: full pages for every share, one lookup", () => {
    const estimate = estimateRun()
    const pages = estimate.categories.reduce((n, c) => n + c.minRequests, 0)
    // A phrase's share of 87 needs 5 pages of 20; every phrase costs at least one page.
    expect(estimate.categories.find((c) => c.key === "home_property")!.minRequests).toBe(
      phrasePlan("home_property", 500).reduce((n, p) => n + Math.max(1, Math.ceil(p.share / 20)), 0)
    )
    expect(estimate.minRequests).toBe(1 + pages)
    expect(estimate.expectedRequests).toBeGreaterThan(estimate.minRequests)
    expect(estimate.minCostUsd).toBeCloseTo(
      pages * PLACES_PRICE_PER_REQUEST_USD + PLACES_LOOKUP_PRICE_PER_REQUEST_USD,
      2
    )
    expect(PLACES_PRICE_PER_REQUEST_USD).toBe(0.035) // Text Search Enterprise: the phone and website in the mask
  })
})

describe("a category run over several phrases", { timeout: 90_000 }, () => {
  it("searches each phrase, stores a business two phrases find once, and keeps Google's type beside the category", async () => {
    // Remembers which phrases answered each place, to find the places two phrases share.
    const sandbox = new SandboxPlaces()
    const foundBy = new Map<string, { phone: string | null; phrases: Set<string> }>()
    const recording: PlacesProvider = {
      kind: "sandbox",
      async searchPage(req) {
        const page = await sandbox.searchPage(req)
        for (const p of page.places) {
          const entry = foundBy.get(p.id) ?? { phone: p.phone, phrases: new Set<string>() }
          entry.phrases.add(req.text)
          foundBy.set(p.id, entry)
        }
        return page
      },
      resolveArea: (l, near) => sandbox.resolveArea(l, near),
      checkKey: () => sandbox.checkKey(),
    }
    const places = countingPlaces(recording)
    const launched = await launch({ allCategories: ["home_property"] })
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV })

    const phrases = CATEGORY_PHRASES.home_property.map((p) => p.phrase)
    expect(new Set(pageTexts(places.requests))).toEqual(new Set(phrases))
    const [job] = await port.all<{ query: string; status: string; found: number }>(
      "SELECT query, status, found FROM scraping_jobs WHERE run_id = ?",
      [launched.run.id]
    )
    expect(job).toMatchObject({ status: "completed", found: 500, query: phrases.join(", ") })

    const contacts = await contactsOfRun(launched.run.id)
    expect(contacts).toHaveLength(500)
    expect(new Set(contacts.map((c) => c.phone)).size).toBe(500)
    // Found by two phrases ("HVAC contractor" also answers plumbing & heating shops), stored once.
    const { toE164 } = await import("../../schemas/phone")
    const shared = [...foundBy.values()].filter((f) => f.phrases.size > 1 && f.phone)
    expect(shared.length).toBeGreaterThan(0)
    const phones = countBy(contacts, (c) => c.phone)
    for (const f of shared) expect(phones.get(toE164(f.phone!)!) ?? 0).toBeLessThanOrEqual(1)

    // The broad category and source as before, and each business's own type.
    expect(new Set(contacts.map((c) => c.category))).toEqual(new Set(["Home & Property Services"]))
    expect(new Set(contacts.map((c) => c.source))).toEqual(new Set(["Home & Property Services - Chicago, IL"]))
    const types = countBy(contacts, (c) => c.place_type ?? "none")
    expect([...types.keys()].sort()).toEqual(CATEGORY_PHRASES.home_property.map((p) => p.type).sort())
    expect(contacts.find((c) => c.place_type === "electrician")?.place_type_label).toBe("Electrician")
    // In a city that holds plenty of each, the mix follows the plan's shares, the last phrase's too: no
    // page takes its phrase past its share, so the phrases before it leave it its own (a few places
    // differ: a plumber the HVAC search found first keeps its own type).
    const plan = phrasePlan("home_property", 500)
    const typeOf = (phrase: string) => CATEGORY_PHRASES.home_property.find((p) => p.phrase === phrase)!.type
    for (const { share, phrase } of plan)
      expect(Math.abs((types.get(typeOf(phrase)) ?? 0) - share), phrase).toBeLessThanOrEqual(12)
    const last = plan.at(-1)!
    expect(types.get(typeOf(last.phrase))).toBeGreaterThanOrEqual(0.9 * last.share)

    // The contacts API answers the type beside the category.
    const res = await appRequest(e, "/api/contacts?pageSize=5")
    const body = (await res.json()) as { items: { category: string; placeType: string; placeTypeLabel: string }[] }
    expect(body.items[0]).toMatchObject({ category: "Home & Property Services", placeType: expect.any(String) })
    expect(body.items[0]!.placeTypeLabel).toMatch(/^[A-Z]/)
  })

  it("gives the share a phrase cannot fill to the phrases that still have results", async () => {
    // A city with only 4 plumbers on Google: their first share of 65 goes to the others.
    const sandbox = new SandboxPlaces()
    const fewPlumbers: PlacesProvider = {
      kind: "sandbox",
      async searchPage(req) {
        const page = await sandbox.searchPage(req)
        if (req.text !== "plumber") return page
        return req.pageToken
          ? { places: [], nextPageToken: null }
          : { places: page.places.slice(0, 4), nextPageToken: null }
      },
      resolveArea: (l, near) => sandbox.resolveArea(l, near),
      checkKey: () => sandbox.checkKey(),
    }
    const places = countingPlaces(fewPlumbers)
    const launched = await launch({ allCategories: ["home_property"] })
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV })

    const contacts = await contactsOfRun(launched.run.id)
    expect(contacts).toHaveLength(500)
    const types = countBy(contacts, (c) => c.place_type ?? "none")
    const plan = new Map(phrasePlan("home_property", 500).map((p) => [p.phrase, p.share]))
    // Plumbers: the 4 and those the HVAC search also answers, far below their share.
    expect(types.get("plumber") ?? 0).toBeLessThan(plan.get("plumber")! / 2)
    // The others stored more than their first shares, together making up the 500.
    const above = CATEGORY_PHRASES.home_property.filter(
      (p) => p.phrase !== "plumber" && (types.get(p.type) ?? 0) > plan.get(p.phrase)!
    )
    expect(above.length).toBeGreaterThan(0)
    // The plumber phrase was asked once: nothing was left to ask it.
    expect(pageTexts(places.requests).filter((t) => t === "plumber")).toHaveLength(1)
  })

  it("stores what a small city holds when every phrase runs out before the 500", async () => {
    const places = countingPlaces()
    const launched = await launch({ city: "Midland", state: "MI", allCategories: ["specialty"] })
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV })
    const [job] = await port.all<{ status: string; found: number }>(
      "SELECT status, found FROM scraping_jobs WHERE run_id = ?",
      [launched.run.id]
    )
    expect(job!.status).toBe("completed")
    expect(job!.found).toBeGreaterThan(0)
    expect(job!.found).toBeLessThan(500)
    // Every phrase was searched to its end, none was left with results.
    expect(new Set(pageTexts(places.requests))).toEqual(new Set(CATEGORY_PHRASES.specialty.map((p) => p.phrase)))
  })
})

describe("a run stored before phrases existed", { timeout: 90_000 }, () => {
  it("carries on: its running one-phrase job keeps its phrase, the next category searches all of its phrases", async () => {
    // As the old launch wrote it: a run of two categories, its first job created with one phrase
    // and no cursor, then three of its steps run.
    const run = await port.first<{ id: number }>(
      `INSERT INTO automation_runs (city, state, location, time_zone, website_filter, categories, campaign_name,
         status, created_at, provider_mode)
       VALUES ('Grand Rapids', 'MI', 'Grand Rapids, MI', 'America/Detroit', 'all', '["automotive","specialty"]',
         'Grand Rapids, MI - AI Automation (Nov 24)', 'running', ?, 'sandbox') RETURNING id`,
      [T_NOV]
    )
    const job = await port.first<{ id: number }>(
      `INSERT INTO scraping_jobs (query, location, max_results, website_filter, business_category, label, status,
         created_at, run_id, run_index, provider_mode)
       VALUES ('auto repair shop', 'Grand Rapids, MI', 500, 'all', 'automotive',
         'Automotive Services - Grand Rapids, MI', 'pending', ?, ?, 0, 'sandbox') RETURNING id`,
      [T_NOV, run!.id]
    )
    const places = countingPlaces()
    q.sent.push({ body: { type: "scrape-search", jobId: job!.id, step: 0 }, delaySeconds: 0 })
    await drainScrapeQueue(e, q, places.providers, { maxDeliveries: 3, now: () => T_NOV })
    const midway = await port.first<{ cursor: string; status: string }>(
      "SELECT cursor, status FROM scraping_jobs WHERE id = ?",
      [job!.id]
    )
    expect(midway!.status).toBe("running")
    expect(JSON.parse(midway!.cursor).v).toBe(1)

    // The new code takes over from here.
    await drainScrapeQueue(e, q, places.providers, { now: () => T_NOV + 60_000 })
    const jobs = await port.all<{ query: string; status: string; found: number; run_index: number }>(
      "SELECT query, status, found, run_index FROM scraping_jobs WHERE run_id = ? ORDER BY run_index",
      [run!.id]
    )
    expect(jobs.map((j) => j.status)).toEqual(["completed", "completed"])
    expect(jobs[0]!.query).toBe("auto repair shop")
    expect(jobs[1]!.query).toBe(CATEGORY_PHRASES.specialty.map((p) => p.phrase).join(", "))
    const texts = pageTexts(places.requests)
    // The old job asked only its phrase; the new one every phrase of its category.
    expect(texts.slice(0, 2)).toEqual(["auto repair shop", "auto repair shop"])
    expect(new Set(texts)).toEqual(new Set(["auto repair shop", ...CATEGORY_PHRASES.specialty.map((p) => p.phrase)]))
    const done = await port.first<{ status: string; campaign_id: number | null }>(
      "SELECT status, campaign_id FROM automation_runs WHERE id = ?",
      [run!.id]
    )
    expect(done).toMatchObject({ status: "completed", campaign_id: expect.any(Number) })
    const total = await port.first<{ n: number }>("SELECT count(*) AS n FROM campaign_contacts WHERE campaign_id = ?", [
      done!.campaign_id,
    ])
    expect(total!.n).toBe(jobs[0]!.found + jobs[1]!.found)
  })
})
