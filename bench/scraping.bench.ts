/**
 * Issue 10 benchmark, lead search.
 * 1. Grid efficiency on the synthetic dense city (the sandbox's restaurants around Detroit, more than
 *    2,000 places): the job's own steps run in-process on the real migrations (better-sqlite3 behind
 *    a D1-shaped adapter that counts statements), once with the adaptive grid and once with a fixed
 *    grid of 1 km cells (nearest the centre first), each until it has stored Max Results 500:
 *    distinct contacts per billed request, and D1 statements per stored contact.
 * 2. A 5,000-result sandbox job end to end on the local server (pacing off): start to completed, in
 *    New York (12,349 restaurants with distinct phones in the sandbox; Chicago holds 4,126, so a
 *    5,000 search there rightly ends with all of them).
 */
import { createDb } from "../worker/src/db/client"
import { d1Port } from "../worker/src/db/sql/d1-port"
import type { Env } from "../worker/src/env"
import { SandboxPlaces } from "../worker/src/providers/places/sandbox-places"
import type { PlacesProvider } from "../worker/src/providers/places/places-provider"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { fixedGrid } from "../worker/src/services/scraping/grid"
import { runScrapeStep } from "../worker/src/services/scraping/scrape-step"
import { d1Over } from "./lib/d1-over"
import { freshLocalD1, startServer } from "./lib/server"
import { openMigratedDb } from "./lib/sqlite"
import { printTable, type Row } from "./lib/stats"
import { benchCtx, placesStandIn } from "./lib/bench-ctx"

const DENSE = { query: "restaurant", location: "Detroit, MI" }
const MAX = 500

interface GridRun {
  stored: number
  requests: number
  statements: number
  steps: number
}

/** Runs one job to the end in-process; `fixedKm` swaps the adaptive grid for fixed cells after the lookup. */
async function runJob(fixedKm?: number): Promise<GridRun> {
  const sqlite = openMigratedDb()
  const { d1, n } = d1Over(sqlite)
  const db = createDb(d1Port(d1))
  const sent: { step: number }[] = []
  const env = {
    SCRAPE_QUEUE: { send: async (body: { step: number }) => void sent.push(body) },
    SCRAPE_PACING: "off",
  } as unknown as Env
  let requests = 0
  const sandbox = new SandboxPlaces()
  const provider: PlacesProvider = {
    kind: "sandbox",
    searchPage: (r) => (requests++, sandbox.searchPage(r)),
    resolveArea: (l) => (requests++, sandbox.resolveArea(l)),
    checkKey: () => sandbox.checkKey(),
  }
  sqlite
    .prepare(
      "INSERT INTO scraping_jobs (id, query, location, max_results, website_filter, label, status, created_at) VALUES (1, ?, ?, ?, 'all', ?, 'pending', 0)"
    )
    .run(DENSE.query, DENSE.location, MAX, `${DENSE.query} - ${DENSE.location}`)
  const ctx = benchCtx(db, env, { now: Date.now(), ...placesStandIn(env, provider, 1_000_000) })
  const before = n.statements
  let step = 0
  let steps = 0
  for (;;) {
    await runScrapeStep(ctx, 1, step)
    steps++
    const job = sqlite.prepare("SELECT status, step, cursor FROM scraping_jobs WHERE id = 1").get() as {
      status: string
      step: number
      cursor: string | null
    }
    if (fixedKm && step === 0 && job.cursor) {
      const cursor = JSON.parse(job.cursor)
      cursor.frontier = fixedGrid(cursor.area, fixedKm)
      sqlite.prepare("UPDATE scraping_jobs SET cursor = ? WHERE id = 1").run(JSON.stringify(cursor))
    }
    if (job.status !== "running" && job.status !== "pending") break
    step = job.step
    if (steps > 5000) throw new Error("the job did not finish")
  }
  const stored = (sqlite.prepare("SELECT count(*) AS c FROM contacts WHERE scrape_job_id = 1").get() as { c: number }).c
  return { stored, requests, statements: n.statements - before, steps }
}

async function endToEnd(): Promise<{ seconds: number; job: ScrapingJobView }> {
  const { persistTo } = await freshLocalD1("scraping")
  const server = await startServer(persistTo, 8794, { SCRAPE_PACING: "off" })
  try {
    const t0 = performance.now()
    const res = await fetch(`${server.url}/api/scraping/start`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "restaurant", location: "New York, NY", maxResults: 5000, websiteFilter: "all" }),
    })
    if (res.status !== 201) throw new Error(`start answered ${res.status}: ${await res.text()}`)
    const { job } = (await res.json()) as { job: ScrapingJobView }
    for (;;) {
      await new Promise((r) => setTimeout(r, 250))
      const now = (
        (await (await fetch(`${server.url}/api/scraping/jobs/${job.id}`)).json()) as { job: ScrapingJobView }
      ).job
      if (now.status !== "pending" && now.status !== "running")
        return { seconds: (performance.now() - t0) / 1000, job: now }
      if (performance.now() - t0 > 600_000) throw new Error("the 5,000 job did not finish in 10 minutes")
    }
  } finally {
    await server.stop()
  }
}

/** How the job ended, with its reason when it did not simply complete. */
const endState = (job: ScrapingJobView) =>
  [job.stopped ? "stopped" : job.status, job.error, job.waitingFor].filter(Boolean).join(": ")

export async function runScrapingBench() {
  const adaptive = await runJob()
  const fixed = await runJob(1)
  const perRequest = (r: GridRun) => r.stored / r.requests
  const ratio = perRequest(adaptive) / perRequest(fixed)
  const e2e = await endToEnd()
  const rows: Row[] = [
    {
      what: `adaptive grid: contacts per billed request (${adaptive.stored} in ${adaptive.requests} requests)`,
      figure: perRequest(adaptive).toFixed(2),
      target: ">= 12 (ceiling 20)",
      ok: perRequest(adaptive) >= 12,
      counterpart: `fixed 1 km grid: ${perRequest(fixed).toFixed(2)}`,
    },
    {
      what: `fixed 1 km grid: contacts per billed request (${fixed.stored} in ${fixed.requests} requests)`,
      figure: perRequest(fixed).toFixed(2),
      target: "baseline",
      ok: null,
    },
    {
      what: "adaptive / fixed at equal coverage",
      figure: `${ratio.toFixed(2)}x`,
      target: ">= 1.5x",
      ok: ratio >= 1.5,
      counterpart: `fixed grid: ${fixed.requests} requests for ${fixed.stored}`,
    },
    {
      what: `D1 statements per stored contact (${adaptive.statements} for ${adaptive.stored}, ${adaptive.steps} steps)`,
      figure: (adaptive.statements / adaptive.stored).toFixed(2),
      target: "< 1",
      ok: adaptive.statements / adaptive.stored < 1,
    },
    {
      what: `5,000-result sandbox job end to end, local server, pacing off (${e2e.job.found} stored, ${e2e.job.stats.requests} requests, ${endState(e2e.job)})`,
      figure: `${e2e.seconds.toFixed(1)} s`,
      target: "< 60 s",
      ok: e2e.seconds < 60 && e2e.job.found === 5000,
    },
  ]
  printTable("Lead search (issue 10)", rows)
}
