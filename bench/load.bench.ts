/**
 * Issue 25, load: the local server (npm start's runtime) over 100k contacts and 300k calls, with
 * 200 operator tabs open for LOAD_SECONDS (default 300): each tab polls its screen as the web app does
 * (lib/operator-tabs.ts: the hooks' URLs and intervals, ETag / If-None-Match, its own /ws socket and the
 * re-reads live events cause), while Vapi webhooks of a live campaign arrive at 10 calls a minute
 * (lib/live-campaign.ts) and a sandbox lead search runs at the spec's pace. Before the load the same
 * webhooks run alone, for the counterpart of their latency and of the /ws delivery. Everything goes to
 * 127.0.0.1 and every loop stops at the deadline.
 */
import WebSocket from "ws"
import { cpus, loadavg } from "node:os"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { liveCampaign } from "./lib/live-campaign"
import { saturation } from "./lib/load"
import { operatorTab, SCREENS } from "./lib/operator-tabs"
import { processTreeCpu } from "./lib/proc-cpu"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { ms, printTable, type Row } from "./lib/stats"
import { traffic } from "./lib/traffic"
import { parseLiveEvent } from "../web/src/hooks/live-events"

const CONTACTS = scale(100_000, 10_000)
const CALLS = scale(300_000, 30_000)
const OPEN_CALLS = 1_000
const TABS = Number(process.env.LOAD_TABS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? scale(300, 30))
/** Tabs open one after another over this long (operators do not open 200 tabs in one instant). */
const RAMP_MS = Math.min(10_000, (SECONDS * 1000) / 6)
const ALONE_CALLS = scale(20, 6)
const PROBE_EVERY_MS = 200
const ROUTE_P99_MS = 50
const DELIVERY_P99_MS = 100
const WEBHOOK_SECRET = "bench-webhook-secret"
const PORT = 8938
/** The longest the run waits for any answer after the load (it stops by itself either way). */
const AFTER_WAIT_MS = 60_000

const loadLine = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")

/** A socket of its own, like an operator's, that only listens (the delivery meter). */
async function meterSocket(url: string, onEvent: (event: ReturnType<typeof parseLiveEvent>, at: number) => void) {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws`)
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve())
    ws.once("error", reject)
  })
  ws.on("message", (data) => onEvent(parseLiveEvent(String(data)), performance.now()))
  return ws
}

/** The empty route alone for a moment: the server CPU a request costs with no work in it. */
async function emptyRouteCpu(url: string, cpu: (() => number) | null) {
  const before = cpu?.() ?? NaN
  const t = performance.now()
  const sat = await saturation(() => ({ url: `${url}/api/health` }), { concurrency: 8, seconds: scale(3, 1) })
  const requests = (sat.rps * (performance.now() - t)) / 1000
  return ((cpu?.() ?? NaN) - before) / requests
}

async function startLeadSearch(url: string) {
  const res = await fetch(`${url}/api/scraping/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "restaurant", location: "Chicago, IL", maxResults: 5000, websiteFilter: "all" }),
  })
  if (res.status !== 201) throw new Error(`the lead search did not start: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { job: ScrapingJobView }).job.id
}

/** The job as the server tells it, or null when it does not answer within a bounded wait. */
async function jobNow(url: string, id: number): Promise<ScrapingJobView | null> {
  try {
    const res = await fetch(`${url}/api/scraping/jobs/${id}`, { signal: AbortSignal.timeout(AFTER_WAIT_MS) })
    return ((await res.json()) as { job: ScrapingJobView }).job
  } catch {
    return null
  }
}

/**
 * After the load: how long until the empty route answers again. The tabs' abandoned requests (those
 * past the client's 30 s) still sit in the server's queue; null when it is still busy after the wait.
 */
async function recovery(url: string) {
  const t = performance.now()
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(AFTER_WAIT_MS) })
    await res.arrayBuffer()
    return performance.now() - t
  } catch {
    return null
  }
}

export async function runLoadBench() {
  const title = `Load (issue 25): ${TABS} operator tabs, a live campaign's webhooks and a lead search for ${SECONDS} s, ${CALLS / 1000}k calls / ${CONTACTS / 1000}k contacts, local server`
  console.log(`\n## ${title}\n  (seeding ${CONTACTS / 1000}k contacts and ${CALLS / 1000}k calls through the triggers)`)
  const { persistTo, sqlitePath } = await freshLocalD1("load")
  const { openCalls } = withSqlite(sqlitePath, (db) => {
    seedContacts(db, CONTACTS)
    return seedCalls(db, { n: CALLS, contactCount: CONTACTS, openCount: OPEN_CALLS })
  })
  const server = await startServer(persistTo, PORT, {
    BENCH_ROWS_READ: "1",
    VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // A Vapi key makes Vapi the configured provider (its webhooks are the live ones); its API points at
    // a closed local port, and no cron runs, so nothing dials.
    VAPI_API_KEY: "bench-vapi-key",
    VAPI_BASE_URL: "http://127.0.0.1:9",
  })
  const rows: Row[] = []
  const cpu = processTreeCpu(server.child.pid)
  const campaign = liveCampaign(server.url, WEBHOOK_SECRET, openCalls)
  const tabs: ReturnType<typeof operatorTab>[] = []
  let meter: WebSocket | null = null
  try {
    meter = await meterSocket(server.url, (event, at) => event && campaign.onEvent("meter", event, at))
    // Counterparts, measured alone on the same server first: the empty route's CPU, then the webhooks.
    const emptyCpu = await emptyRouteCpu(server.url, cpu)
    const alone = traffic()
    await campaign.alone(alone, ALONE_CALLS)
    const aloneWebhooks = alone.perRoute()

    console.log(`  (${TABS} tabs opening over ${(RAMP_MS / 1000).toFixed(1)} s, then the load until ${SECONDS} s)`)
    const load = traffic()
    const loadBefore = loadLine()
    const genBefore = process.cpuUsage()
    const serverBefore = cpu?.() ?? NaN
    const t0 = performance.now()
    const deadline = t0 + SECONDS * 1000
    const jobId = await startLeadSearch(server.url)
    campaign.start(load)
    let probing = true
    const probe = (async () => {
      while (probing && performance.now() < deadline) {
        void load.get("GET /api/health (empty route probe)", `${server.url}/api/health`, "probe")
        await new Promise((r) => setTimeout(r, PROBE_EVERY_MS))
      }
    })()
    for (let i = 0; i < TABS; i++) {
      const tab = operatorTab(server.url, SCREENS[i % SCREENS.length]!, load, (event, at) =>
        campaign.onEvent(`tab${i}`, event, at)
      )
      tabs.push(tab)
      void tab.start().catch((err: Error) => console.log(`  tab ${i} did not open: ${err.message}`))
      await new Promise((r) => setTimeout(r, RAMP_MS / TABS))
    }
    await new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())))
    probing = false
    campaign.stop()
    for (const tab of tabs) tab.stop()
    await probe
    const stopped = performance.now()
    await load.drain()
    const drain = (performance.now() - stopped) / 1000
    const wall = (performance.now() - t0) / 1000
    const gen = process.cpuUsage(genBefore)
    const serverMs = (cpu?.() ?? NaN) - serverBefore
    const recovered = await recovery(server.url)
    const job = await jobNow(server.url, jobId)

    const s = load.summary()
    const live = campaign.figures("load")
    const lone = campaign.figures("alone")
    const perRoute = load.perRoute()
    const probeRow = perRoute.find((r) => r.route.includes("empty route probe"))
    const floor = probeRow ? `empty route probed meanwhile: p50 ${ms(probeRow.p50)} ms, p99 ${ms(probeRow.p99)} ms` : ""
    rows.push(
      {
        what: `machine: ${cpus().length} cores; load average (1/5/15 min) before / after`,
        figure: `${loadBefore} → ${loadLine()}`,
        target: "reported",
        ok: null,
      },
      {
        what: `requests served (tabs, webhooks, the probe) in ${SECONDS} s, and the answers still out at the end`,
        figure: `${s.served.toLocaleString("en-US")} = ${(s.served / SECONDS).toFixed(0)} req/s, ${Math.round((100 * s.notModified) / s.served)}% answered 304; the last answer ${drain.toFixed(1)} s after the end`,
        target: "reported",
        ok: null,
      },
      {
        what: "errors (failed requests, any status >= 400)",
        figure:
          String(s.errors) +
          (s.failures.length
            ? ` (${s.failures
                .slice(0, 3)
                .map(([w, n]) => `${n}x ${w}`)
                .join("; ")})`
            : ""),
        target: "0",
        ok: s.errors === 0,
      },
      {
        what: "tab sockets closed by the server during the run",
        figure: String(s.closedSockets),
        target: "0",
        ok: s.closedSockets === 0,
      }
    )
    for (const r of perRoute) {
      const webhook = r.route.startsWith("POST /api/webhooks")
      // Every route a tab reads more than once is held to the routes' target, however few answers came.
      const polled = !webhook && !r.route.includes("probe") && r.repeated
      const aloneRoute = aloneWebhooks.find((a) => a.route === r.route)
      rows.push({
        what: `  ${r.route}`,
        figure: r.text,
        target: webhook ? "p99 <= 2x alone" : polled ? `p99 < ${ROUTE_P99_MS} ms` : "reported",
        ok: webhook ? (aloneRoute ? r.p99 <= 2 * aloneRoute.p99 : null) : polled ? r.p99 < ROUTE_P99_MS : null,
        counterpart: webhook
          ? aloneRoute
            ? `alone: p50 ${ms(aloneRoute.p50)} ms, p99 ${ms(aloneRoute.p99)} ms (${aloneRoute.n})`
            : ""
          : polled
            ? floor
            : "",
      })
    }
    const webhookRoutes = perRoute.filter((r) => r.route.startsWith("POST /api/webhooks"))
    const loadP99 = Math.max(...webhookRoutes.map((r) => r.p99))
    const aloneP99 = Math.max(...aloneWebhooks.map((r) => r.p99))
    rows.push(
      {
        what: "did a webhook wait behind polling? (slowest kind's p99, under load vs alone)",
        figure: `${ms(loadP99)} ms vs ${ms(aloneP99)} ms alone = ${(loadP99 / aloneP99).toFixed(1)}x: ${loadP99 > 2 * aloneP99 ? "yes, it waited" : "no"}`,
        target: "<= 2x alone",
        ok: loadP99 <= 2 * aloneP99,
        counterpart: `alone, ${lone.sent} webhooks one at a time`,
      },
      {
        what: `/ws delivery, webhook sent -> call_updated on a listening client (${live.meterN} events)`,
        figure: `p50 ${ms(live.meterP50)} ms, p99 ${ms(live.meterP99)} ms${live.lost ? `, ${live.lost} never arrived` : ""}${live.refused ? ` (${live.refused} webhooks refused: no event due)` : ""}`,
        target: `p99 < ${DELIVERY_P99_MS} ms`,
        ok: live.meterP99 < DELIVERY_P99_MS && live.lost === 0,
        counterpart: `alone: p50 ${ms(lone.meterP50)} ms, p99 ${ms(lone.meterP99)} ms (${lone.meterN})`,
      },
      {
        what: `  the same to every tab's socket (${live.tabsN.toLocaleString("en-US")} deliveries)`,
        figure: `p50 ${ms(live.tabsP50)} ms, p99 ${ms(live.tabsP99)} ms`,
        target: "reported",
        ok: null,
      },
      {
        what: "  webhooks that publish no call_updated (not timed)",
        figure: live.silent.join(", ") || "none",
        target: "",
        ok: null,
      },
      {
        what: "server CPU per request (wrangler + workerd, /proc)",
        figure: `${(serverMs / s.served).toFixed(2)} ms (${(serverMs / 1000 / wall).toFixed(2)} cores busy)`,
        target: "reported",
        ok: null,
        counterpart: `the empty route alone: ${emptyCpu.toFixed(2)} ms`,
      },
      {
        what: "D1 rows read per request (X-D1-Rows-Read)",
        figure: `${(s.rowsRead / Math.max(1, s.rowsReadAnswers)).toFixed(1)} (${s.rowsRead.toLocaleString("en-US")} over ${s.rowsReadAnswers.toLocaleString("en-US")} answers)`,
        target: "reported",
        ok: null,
      },
      {
        what: "lead search meanwhile (sandbox, restaurants in Chicago, the spec's 10 requests a minute)",
        figure: job
          ? `${job.status}, ${job.found} stored in ${job.stats.requests} requests`
          : `no answer about it within ${AFTER_WAIT_MS / 1000} s of the end`,
        target: "still running, no failure",
        ok: job ? job.status === "running" || job.status === "pending" : false,
      },
      {
        what: "server caught up: the empty route's first answer after the load",
        figure: recovered === null ? `none within ${AFTER_WAIT_MS / 1000} s` : `${ms(recovered)} ms`,
        target: "reported",
        ok: null,
      },
      {
        what: "load generator's own CPU (this process: tabs, sockets, webhooks)",
        figure: `${((gen.user + gen.system) / 1000 / 1000 / wall).toFixed(2)} cores`,
        target: "reported",
        ok: null,
      }
    )
  } finally {
    for (const tab of tabs) tab.stop()
    campaign.stop()
    meter?.close()
    // Stopping the server ends the search with it (its data directory is the bench's own).
    await server.stop()
    // Whatever was measured is printed, even when a later step failed.
    printTable(title, rows)
  }
}
