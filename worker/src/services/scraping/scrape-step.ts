/**
 * One step of a scraping job = one queue message = at most one provider request, so no invocation
 * runs long. The job's cursor (grid.ts) lives in D1; the message only names the job and the step.
 * A step re-reads the job and does nothing when the job stopped, finished or already passed that
 * step (a redelivery), and writes through scrape-store.ts, whose claim makes a duplicated step
 * harmless.
 */
import { eq, sql } from "drizzle-orm"
import { findCity } from "../../data/us-cities"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { type ScrapingJob, scrapingJobs } from "../../db/schema"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import { requireProvider } from "../../providers"
import { areaIsNear, type LatLng, PlacesError, type PlacesProvider } from "../../providers/places/places-provider"
import { SCRAPING_FORM_DEFAULTS, type ScrapingWaitReason } from "../../schemas/scraping"
import { recordPlacesRateLimited } from "../system/provider-health"
import { cachedArea, storeArea } from "./area-cache"
import { toRect } from "./grid"
import { afterJobPage, jobWithArea, nextJobRequest, pageTokenOf, parseJobCursor } from "./phrase-cursor"
import { hourOf, nextHour } from "./maps-budget"
import { pageResults } from "./page-results"
import { failJob, findScrapingJob, jobView } from "./job-rows"
import { onJobEnded } from "./job-ended"
import { type StepWrite, writeStep } from "./scrape-store"
import { checkMode, modeOf } from "./job-mode"
import { budgetReached } from "../costs/limits"

/** The provider, the hourly budget and the request prices, read only when the step needs them. */
async function placesOf(ctx: Ctx) {
  const [settings, providers] = await Promise.all([ctx.settings(), ctx.providers()])
  return {
    provider: requireProvider(providers.places),
    perHour: settings.maps_queries_per_hour,
    prices: {
      lookup: settings.places_lookup_price_per_1000 / 1000,
      search: settings.places_search_price_per_1000 / 1000,
    },
    budgeted: settings.places_monthly_budget !== null,
  }
}

type RequestPrices = Awaited<ReturnType<typeof placesOf>>["prices"]

/** A job held by the monthly Places budget looks again after this (a raised budget resumes it). */
const SPEND_BUDGET_RECHECK_SECONDS = 600

/** How a job's error starts when its location has no area (an automation run stops on it). */
export const LOCATION_NOT_FOUND = "Location not found:"

export type StepOutcome = { retryAfterSeconds: number } | undefined

/**
 * SPEC §9: the Rate Limit field, 10 requests a minute, paces the steps. SCRAPE_PACING=off drops the
 * pause (the bench); a number below 1 scales it (the browser tests: "0.17" is a step a second, queue delays being whole seconds).
 */
export const stepDelaySeconds = (env: Env) => {
  if (env.SCRAPE_PACING === "off") return 0
  const scale = Number(env.SCRAPE_PACING)
  return (60 / SCRAPING_FORM_DEFAULTS.rateLimitPerMinute) * (scale > 0 && scale < 1 ? scale : 1)
}

const providerName = (p: PlacesProvider) => (p.kind === "google" ? "Google Places" : "The sandbox maps")

async function announce(ctx: Ctx, jobId: number) {
  const job = await findScrapingJob(ctx.db, jobId)
  if (job) ctx.events.emit({ type: "scraping_updated", jobId, job: jobView(job) })
  return job
}

async function fail(ctx: Ctx, jobId: number, reason: string) {
  const job = await failJob(ctx.db, jobId, reason, ctx.clock.now())
  if (job) ctx.events.emit({ type: "scraping_updated", jobId, job })
  await onJobEnded(ctx, job)
}

/**
 * Waits without a request: the same step runs again after `seconds`, shown as waitingUntil with
 * the reason (the spent hourly budget, or Google's 429), so the panel says which.
 */
async function wait(ctx: Ctx, job: ScrapingJob, seconds: number, reason: ScrapingWaitReason) {
  const until = ctx.clock.now() + seconds * 1000
  await ctx.db
    .update(scrapingJobs)
    .set({ waitingUntil: new Date(until), waitingFor: reason, status: "running" })
    .where(sql`${scrapingJobs.id} = ${job.id} AND ${scrapingJobs.step} = ${job.step}`)
  await ctx.queue.send({ type: "scrape-search", jobId: job.id, step: job.step }, { delaySeconds: seconds })
  await announce(ctx, job.id)
}

async function loadJob(db: DB, jobId: number, now: number) {
  const [row] = await db
    .select({
      job: scrapingJobs,
      hourUsed: sql<number | null>`(SELECT requests FROM maps_usage WHERE hour = ${hourOf(now)})`,
    })
    .from(scrapingJobs)
    .where(eq(scrapingJobs.id, jobId))
  return row
}

const sendStep = (ctx: Ctx, jobId: number, step: number) =>
  ctx.queue.send({ type: "scrape-search", jobId, step }, { delaySeconds: stepDelaySeconds(ctx.env) })

/** `attempts`: deliveries of this message so far, this one included. */
export async function runScrapeStep(ctx: Ctx, jobId: number, step: number, attempts = 1): Promise<StepOutcome> {
  const now = ctx.clock.now()
  const row = await loadJob(ctx.db, jobId, now)
  const active = row && (row.job.status === "pending" || row.job.status === "running")
  if (active && row.job.step === step + 1 && attempts > 1 && !row.job.waitingUntil) {
    // A redelivery of a step that was written: the delivery that wrote it may have died before
    // sending the next one. Sending it again is safe (the step's claim lets one delivery through).
    await sendStep(ctx, jobId, step + 1)
    return
  }
  // Stopped, finished, failed, gone, or a step already done: nothing to do and no request.
  if (!row || !active || row.job.step !== step) return
  const { job } = row
  let places: Awaited<ReturnType<typeof placesOf>>
  try {
    places = await placesOf(ctx)
  } catch (err) {
    // Only a failure written for the operator (no places provider: the 409 places_not_configured)
    // ends the job, with its text. Anything else (D1 failing while the settings load) is transient
    // and its message may hold SQL: the queue retries, and if it never passes, the dead-letter
    // handler fails the job with a generic reason.
    if (!(err instanceof AppError)) throw err
    await fail(ctx, job.id, (await checkMode(ctx.db, job, null)) ?? err.message)
    return
  }
  const changed = await checkMode(ctx.db, job, modeOf(places.provider))
  if (changed) {
    await fail(ctx, job.id, changed)
    return
  }
  if (places.budgeted && (await budgetReached(ctx, "places"))) {
    // The month's Places budget is spent: the job waits, visibly, and looks again every 10 minutes.
    await wait(ctx, job, SPEND_BUDGET_RECHECK_SECONDS, "spend_budget")
    return
  }
  if ((row.hourUsed ?? 0) >= places.perHour) {
    // The hourly budget is spent: wait for the next hour, visibly (waitingUntil).
    await wait(ctx, job, Math.ceil((nextHour(now) - now) / 1000) + 1, "budget")
    return
  }
  try {
    return await advance(ctx, job, places.provider, places.prices)
  } catch (err) {
    if (!(err instanceof PlacesError)) throw err
    return onProviderError(ctx, job, places.provider, err, attempts)
  }
}

async function onProviderError(
  ctx: Ctx,
  job: ScrapingJob,
  provider: PlacesProvider,
  err: PlacesError,
  attempts: number
) {
  const name = providerName(provider)
  const cursor = parseJobCursor(job.cursor)
  switch (err.kind) {
    case "rate_limited":
      await recordPlacesRateLimited(ctx.db, new Date(ctx.clock.now()))
      await wait(ctx, job, err.details.retryAfterSeconds ?? 60, "rate_limited")
      return
    case "quota_exhausted":
      await fail(ctx, job.id, `${name} daily quota is used up: ${err.message}`)
      return
    case "unavailable":
      throw err // the queue retries with its back-off, then the dead-letter handler fails the job
    case "rejected":
      // A page token can be refused when sent too soon after it was issued: one retry, 2 s later.
      if (pageTokenOf(cursor) && attempts < 2) return { retryAfterSeconds: 2 }
      await fail(ctx, job.id, `${name} refused the search: ${err.message}`)
      return
  }
}

/**
 * The known centre of the place a job searches, if any: an automation run searches a bundled city by
 * its own name ("Grand Rapids, MI", run-launch.ts), so the bundled data tells where it is. A job started
 * by hand searches what the operator typed, with no centre to hold it to.
 */
function centreOf(job: ScrapingJob): LatLng | undefined {
  const city = job.runId !== null ? findCity(job.location) : null
  return city ? { latitude: city.lat, longitude: city.lng } : undefined
}

async function advance(
  ctx: Ctx,
  job: ScrapingJob,
  provider: PlacesProvider,
  prices: RequestPrices
): Promise<StepOutcome> {
  let cursor = parseJobCursor(job.cursor)
  let requests = 0
  let cost = 0
  let areaName: string | null = null
  const base = { jobId: job.id, step: job.step, now: ctx.clock.now(), source: job.label, placeIds: [], rows: [] }
  const zero = { examined: 0, noPhone: 0, filtered: 0, closed: 0, duplicates: 0 }
  const wanted = Math.max(0, job.maxResults - job.progress)

  let next = nextJobRequest(cursor, job.query, wanted)
  if (next.kind === "resolve") {
    const near = centreOf(job)
    const stored = await cachedArea(ctx.db, provider.kind, job.location)
    // An area cached by a lookup without the centre (a job started by hand) may be another state's
    // place of that name: with the centre known, such an area is looked up again and replaced.
    const misplaced = !!stored && !!near && !areaIsNear(stored.viewport, near)
    const cached = misplaced ? null : stored
    const area = cached ?? (await provider.resolveArea(job.location, near))
    if (!cached) {
      requests++
      cost += prices.lookup
    }
    if (!area) {
      await fail(
        ctx,
        job.id,
        `${LOCATION_NOT_FOUND} "${job.location}". Try a city and state (e.g. Grand Rapids, MI) or a ZIP code.`
      )
      return
    }
    if (!cached) await storeArea(ctx.db, provider.kind, job.location, area, { replace: misplaced })
    cursor = jobWithArea(cursor, area.viewport)
    areaName = area.name
    if (requests > 0) {
      // The lookup was this step's request: the first page is the next step.
      const write: StepWrite = {
        ...base,
        cursor: JSON.stringify(cursor),
        areaName,
        requests,
        cost,
        counts: zero,
        exhausted: false,
      }
      return finishStep(ctx, job, write)
    }
    next = nextJobRequest(cursor, job.query, wanted)
  }
  if (next.kind !== "page") {
    return finishStep(ctx, job, { ...base, cursor: null, areaName, requests, cost, counts: zero, exhausted: true })
  }
  const page = await provider.searchPage({
    text: next.text,
    area: toRect(next.cell.r),
    pageToken: next.pageToken ?? undefined,
  })
  requests++
  cost += prices.search
  // A page counts up to what its phrase still wants (its share), never past it: a phrase taking the
  // rest of its last page would leave the category's last phrases short (Specialty's last phrase
  // stored nothing in Chicago). Places left out stay unseen for a later page.
  const results = await pageResults(ctx.db, job, page.places, next.wanted)
  const examined = job.examined + results.examined
  const kept = job.progress + results.rows.length + results.duplicates
  const after = afterJobPage(
    next,
    {
      placesOnPage: page.places.length,
      nextPageToken: page.nextPageToken,
      locations: page.places.map((p) => p.location),
      yieldRatio: examined > 0 ? Math.min(1, kept / examined) : 1,
    },
    results.rows.length
  )
  const { newPlaceIds, rows, ...counts } = results
  return finishStep(ctx, job, {
    ...base,
    cursor: JSON.stringify(after),
    areaName,
    requests,
    cost,
    placeIds: newPlaceIds,
    rows,
    counts,
    exhausted: nextJobRequest(after, job.query, wanted - rows.length).kind === "done",
  })
}

async function finishStep(ctx: Ctx, job: ScrapingJob, write: StepWrite): Promise<StepOutcome> {
  const outcome = await writeStep(ctx.db, write)
  if (!outcome) return // another delivery of this step won; it carries the job on
  const updated = await findScrapingJob(ctx.db, job.id)
  if (!updated) return
  // The next step is sent before anything else, so nothing after the write can break the chain.
  if (updated.status === "running") await sendStep(ctx, job.id, job.step + 1)
  const view = jobView(updated)
  if (outcome.stored.length) {
    const contacts = outcome.stored.map((contact, i) => ({
      ...contact,
      progress: Math.min(updated.progress, job.progress + i + 1),
      total: updated.maxResults,
    }))
    ctx.events.emit({ type: "contacts_found", contacts })
  }
  ctx.events.emit({ type: "scraping_updated", jobId: job.id, job: view })
  if (outcome.stored.length) ctx.events.emit({ type: "contact_updated" })
  if (updated.status !== "running") await onJobEnded(ctx, updated)
  return undefined
}
