/** Helpers for lead-search tests: a recording scrape queue, a counting places provider, a job driver. */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test"
import type { Env } from "../src/env"
import { handleQueue } from "../src/jobs/queue"
import type { Providers } from "../src/providers"
import type { PlacesSlot } from "../src/providers/places-slot"
import type {
  LatLng,
  PlacesProvider,
  ResolvedArea,
  SearchPage,
  SearchPageRequest,
} from "../src/providers/places/places-provider"
import { SEARCH_FIELD_MASK } from "../src/providers/places/google-places"
import { SandboxPlaces } from "../src/providers/places/sandbox-places"
import { recordingQueue, type RecordingQueue } from "./dialer-fixtures"
import { port, uniquePart } from "./port"

export { recordingQueue } from "./dialer-fixtures"

export const scrapeEnv = (queue: RecordingQueue, over: Partial<Env> = {}): Env =>
  ({
    ...env,
    SCRAPE_QUEUE: queue as unknown as Queue,
    GOOGLE_PLACES_API_KEY: undefined,
    SANDBOX: undefined,
    ...over,
  }) as Env

/** Wraps a provider: counts every request, and can answer the next ones with scripted errors. */
export function countingPlaces(inner: PlacesProvider = new SandboxPlaces()) {
  const requests: (({ kind: "page" } & SearchPageRequest) | { kind: "resolve"; location: string; near?: LatLng })[] = []
  const failures: Error[] = []
  const provider: PlacesProvider = {
    kind: inner.kind,
    async searchPage(req): Promise<SearchPage> {
      const failure = failures.shift()
      if (failure) throw failure
      requests.push({ kind: "page", ...req })
      return inner.searchPage(req)
    },
    async resolveArea(location, near): Promise<ResolvedArea | null> {
      const failure = failures.shift()
      if (failure) throw failure
      requests.push({ kind: "resolve", location, ...(near ? { near } : {}) })
      return inner.resolveArea(location, near)
    },
    checkKey: () => inner.checkKey(),
  }
  const slot: PlacesSlot = { name: "places", mode: "sandbox", reason: "Counting sandbox.", provider }
  const unused = { mode: "not_configured", reason: "Not used by these tests." } as const
  const providers = {
    places: slot,
    sheets: { name: "sheets", ...unused },
    email: { name: "email", ...unused },
  } as unknown as Providers
  return { provider, providers, requests, failNext: (...errors: Error[]) => failures.push(...errors) }
}

export interface DeliverOptions {
  /** Deliver every message this many times (a queue delivers at least once). */
  copies?: number
  attempts?: number
  now?: () => number
  /** Stop after this many deliveries (a job's steps in the middle of a run). */
  maxDeliveries?: number
}

/**
 * Delivers what the scrape queue holds, and what those deliveries send, until it is empty (or
 * `maxDeliveries`). Delays are ignored: each message runs at once. Returns the deliveries made.
 */
export async function drainScrapeQueue(
  e: Env,
  q: RecordingQueue,
  providers: Providers | undefined,
  o: DeliverOptions = {}
) {
  let deliveries = 0
  const limit = o.maxDeliveries ?? 10_000
  while (q.sent.length && deliveries < limit) {
    const next = q.sent.shift()!
    for (let copy = 0; copy < (o.copies ?? 1) && deliveries < limit; copy++) {
      await deliverScrape(e, [next.body], providers, { attempts: o.attempts, now: o.now })
      deliveries++
    }
  }
  return deliveries
}

export async function deliverScrape(
  e: Env,
  bodies: unknown[],
  providers: Providers | undefined,
  o: { attempts?: number; now?: () => number; queue?: string } = {}
) {
  const batch = createMessageBatch(
    o.queue ?? "cold-caller-scrape",
    bodies.map((body, i) => ({ id: `s${i}-${Math.random()}`, timestamp: new Date(), attempts: o.attempts ?? 1, body }))
  )
  const delays: (number | undefined)[] = []
  for (const m of batch.messages) {
    const retry = m.retry.bind(m)
    m.retry = (opts) => {
      delays.push(opts?.delaySeconds)
      retry(opts)
    }
  }
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx, { providers, now: o.now })
  return { ...(await getQueueResult(batch, ctx)), delays }
}

const TABLES = [
  "campaign_contacts",
  "campaigns",
  "scraped_places",
  "scraping_jobs",
  "automation_runs",
  "place_areas",
  "maps_usage",
  "contacts",
  "settings",
  "system_state",
]
export async function resetScraping() {
  await port.batch(TABLES.map((t) => ({ sql: `DELETE FROM ${t}` })))
}

export const jobContacts = (jobId: number) =>
  port.all<{ id: number; phone: string; business_name: string; address: string; category: string; source: string }>(
    "SELECT id, phone, business_name, address, category, source FROM contacts WHERE scrape_job_id = ? ORDER BY id",
    [jobId]
  )

export const jobRow = (jobId: number) =>
  port.first<Record<string, number | string | null>>("SELECT * FROM scraping_jobs WHERE id = ?", [jobId])

export { recordingQueue as scrapeQueue, type RecordingQueue }

let placesKeySeq = 0
/** A fresh fake-Places key (its own request log and scripts). */
export const newPlacesKey = () => `AIzaTest_${uniquePart()}_${++placesKeySeq}`

/** Grand Rapids, MI as the bundled GeoNames data places it: the centre an AI Automation run resolves near. */
export const GRAND_RAPIDS_MI: LatLng = { latitude: 42.9634, longitude: -85.6681 }
/** Grand Rapids, MN: the other state's namesake. */
export const GRAND_RAPIDS_MN: LatLng = { latitude: 47.2372, longitude: -93.5302 }

/**
 * A city as Places API (New) answers it to an area lookup: `label` ("Grand Rapids, MI"), its centre and
 * a viewport around it. For scripting the fake (fakePlaces.scriptNext) with namesakes in any order.
 */
export const placesLocality = (label: string, center: LatLng, id = label) => ({
  id,
  displayName: { text: label.split(",")[0]! },
  formattedAddress: `${label}, USA`,
  location: { ...center },
  viewport: {
    low: { latitude: center.latitude - 0.08, longitude: center.longitude - 0.1 },
    high: { latitude: center.latitude + 0.07, longitude: center.longitude + 0.1 },
  },
  types: ["locality", "political"],
})

/** A request as the fake Places server recorded it. */
export interface RecordedPlacesRequest {
  method: string
  path: string
  headers: { key: string | null; fieldMask: string | null; contentType: string | null }
  body: Record<string, unknown>
}

/** The fake Places server's control endpoints (see fake-places-server.mjs), per API key. */
export const fakePlaces = {
  async requests(key: string) {
    const res = await fetch(`${env.PLACES_BASE_URL}/__requests`, { headers: { "X-Goog-Api-Key": key } })
    return (await res.json()) as RecordedPlacesRequest[]
  },
  async scriptNext(key: string, status: number, body: unknown) {
    await fetch(`${env.PLACES_BASE_URL}/__script`, {
      method: "POST",
      headers: { "X-Goog-Api-Key": key, "Content-Type": "application/json" },
      body: JSON.stringify({ status, body }),
    })
  },
  /** Every place the fake holds for a search body, all fields, without the 60 cap. */
  async places(body: unknown) {
    const res = await fetch(`${env.PLACES_BASE_URL}/__places`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })
    return (await res.json()) as { total: number; places: Record<string, any>[] }
  },
  /** A raw Text Search, to show what the fake itself accepts and refuses (a null mask sends no header). */
  async search(key: string, body: unknown, fieldMask: string | null = SEARCH_FIELD_MASK) {
    const headers: Record<string, string> = { "Content-Type": "application/json", "X-Goog-Api-Key": key }
    if (fieldMask !== null) headers["X-Goog-FieldMask"] = fieldMask
    const res = await fetch(`${env.PLACES_BASE_URL}/v1/places:searchText`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    })
    return { status: res.status, json: (await res.json()) as any }
  },
}
