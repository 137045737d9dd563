/**
 * A lead search, and an AI Automation run, keep the places provider they started with: after a
 * restart with the Google key gone (or a key added to a sandbox search) they stop with the reason,
 * and no sandbox business ever lands among Google's.
 */
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import {
  drainScrapeQueue,
  fakePlaces,
  jobContacts,
  newPlacesKey,
  recordingQueue,
  resetScraping,
  scrapeEnv,
} from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { AutomationRunView } from "../../schemas/api-routes/automation"
import type { ScrapingJobView } from "../../schemas/api-routes/scraping"

let q: ReturnType<typeof recordingQueue>
let key: string
let google: Env
let sandbox: Env
beforeEach(async () => {
  await resetScraping()
  q = recordingQueue()
  key = newPlacesKey()
  google = scrapeEnv(q, { GOOGLE_PLACES_API_KEY: key })
  // The same server restarted without the key: on this machine that is the sandbox.
  sandbox = scrapeEnv(q)
})

async function start(e: Env) {
  const res = await appRequest(e, "/api/scraping/start", {
    method: "POST",
    json: { query: "dentist", location: "Grand Rapids, MI", maxResults: 200, websiteFilter: "all" },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { job: ScrapingJobView }).job
}

async function job(e: Env, id: number) {
  const res = await appRequest(e, `/api/scraping/jobs/${id}`)
  return ((await res.json()) as { job: ScrapingJobView }).job
}

describe("a lead search keeps its provider", () => {
  it("started on Google, it stops when the key is gone instead of going on with sandbox businesses", async () => {
    const started = await start(google)
    // The area lookup and two pages from Google, then the server restarts without the key.
    await drainScrapeQueue(google, q, undefined, { maxDeliveries: 3 })
    const fromGoogle = await jobContacts(started.id)
    expect(fromGoogle.length).toBeGreaterThan(0)

    await drainScrapeQueue(sandbox, q, undefined)
    const stopped = await job(sandbox, started.id)
    expect(stopped).toMatchObject({
      status: "failed",
      error:
        "The Google Places key was removed after this search started; add it again and start the search again. What it found is kept.",
    })
    // Nothing was stored after the restart: what the job holds is what Google returned.
    expect(await jobContacts(started.id)).toEqual(fromGoogle)
  })

  it("started in the sandbox, it does not go on with Google once a key is added", async () => {
    const started = await start(sandbox)
    await drainScrapeQueue(sandbox, q, undefined, { maxDeliveries: 2 })
    const fromSandbox = await jobContacts(started.id)
    expect(fromSandbox.length).toBeGreaterThan(0)

    await drainScrapeQueue(google, q, undefined)
    expect(await job(google, started.id)).toMatchObject({
      status: "failed",
      error:
        "A Google Places key was added after this search started in the sandbox; start the search again to search Google. What the sandbox found is kept.",
    })
    expect(await jobContacts(started.id)).toEqual(fromSandbox)
    expect(await fakePlaces.requests(key)).toEqual([])
  })

  it("an automation run launched on Google ends when the key goes, its campaign over Google's businesses only", async () => {
    const res = await appRequest(google, "/api/automation/launch-city-campaign", {
      method: "POST",
      json: { city: "Grand Rapids", state: "MI", websiteFilter: "all" },
    })
    expect(res.status).toBe(202)
    const { run } = (await res.json()) as { run: AutomationRunView }
    await drainScrapeQueue(google, q, undefined, { maxDeliveries: 3 })
    const runContacts = () =>
      port.all<{ id: number }>(
        "SELECT id FROM contacts WHERE scrape_job_id IN (SELECT id FROM scraping_jobs WHERE run_id = ?) ORDER BY id",
        [run.id]
      )
    const fromGoogle = await runContacts()
    expect(fromGoogle.length).toBeGreaterThan(0)
    await drainScrapeQueue(sandbox, q, undefined)

    // The first category stopped and no other category started in the sandbox.
    const jobs = await port.all<{ status: string; error: string | null }>(
      "SELECT status, error FROM scraping_jobs WHERE run_id = ? ORDER BY run_index",
      [run.id]
    )
    expect(jobs).toEqual([
      {
        status: "failed",
        error:
          "The Google Places key was removed after this search started; add it again and start the search again. What it found is kept.",
      },
    ])
    expect(await runContacts()).toEqual(fromGoogle)
    const ended = await port.first<{ status: string; campaign_id: number | null }>(
      "SELECT status, campaign_id FROM automation_runs WHERE id = ?",
      [run.id]
    )
    expect(ended!.status).toBe("completed")
    const queued = await port.first<{ n: number }>(
      "SELECT count(*) AS n FROM campaign_contacts WHERE campaign_id = ?",
      [ended!.campaign_id]
    )
    expect(queued!.n).toBe(fromGoogle.length)
  })
})
