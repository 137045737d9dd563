/**
 * Issue 11 benchmark, AI Automation: whole sandbox runs, 8 categories x 500 results, in Chicago (dense
 * enough to fill all 4,000) and in Grand Rapids, MI (the spec's default city, where the sandbox, like
 * Google, has fewer than 500 businesses of some categories).
 * 1. End to end on the local server with pacing off: launch to campaign scheduled (wall time),
 *    billed requests, contacts stored.
 * 2. The same run in-process on the real migrations (better-sqlite3 behind a D1-shaped adapter that
 *    counts statements), driving the queue's messages by hand: D1 statements per stored contact,
 *    from the launch to the scheduled campaign (the campaign's own rows included).
 */
import { createDb } from "../worker/src/db/client"
import { d1Port } from "../worker/src/db/sql/d1-port"
import type { Env } from "../worker/src/env"
import type { JobMessage } from "../worker/src/jobs/messages"
import { SandboxPlaces } from "../worker/src/providers/places/sandbox-places"
import type { PlacesProvider } from "../worker/src/providers/places/places-provider"
import type { AutomationRunView, LaunchCityCampaignResponse } from "../worker/src/schemas/api-routes/automation"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { advanceRun } from "../worker/src/services/automation/run-advance"
import { launchCityCampaign } from "../worker/src/services/automation/run-launch"
import { runScrapeStep } from "../worker/src/services/scraping/scrape-step"
import { sandboxPlacesIn } from "../worker/src/providers/places/sandbox-places"
import { AUTOMATION_CATEGORY_KEYS, AUTOMATION_LIMITS, automationCategory } from "../worker/src/schemas/automation"
import { CATEGORY_PHRASES } from "../worker/src/schemas/automation-phrases"
import { toE164 } from "../worker/src/schemas/phone"
import { isOwnWebsite } from "../worker/src/services/scraping/website"
import { d1Over } from "./lib/d1-over"
import { freshLocalD1, startServer } from "./lib/server"
import { openMigratedDb } from "./lib/sqlite"
import { printTable, type Row } from "./lib/stats"
import { benchCtx, placesStandIn } from "./lib/bench-ctx"

const CITIES = [
  { state: "IL", city: "Chicago", websiteFilter: "all" },
  { state: "MI", city: "Grand Rapids", websiteFilter: "all" },
] as const
type Launch = (typeof CITIES)[number]

interface CategoryMix {
  label: string
  stored: number
  /** Distinct businesses of the category's phrases the sandbox city holds that a run may store. */
  held: number
  /** Largest gap, in percentage points, between a type's share of the stored and of the held. */
  worstGapPp: number
  worstType: string
}

interface InProcessRun {
  mix: CategoryMix[]
  stored: number
  requests: number
  statements: number
  messages: number
  campaignContacts: number
}

async function inProcess(launch: Launch): Promise<InProcessRun> {
  const sqlite = openMigratedDb()
  const { d1, n } = d1Over(sqlite)
  const db = createDb(d1Port(d1))
  const queue: JobMessage[] = []
  const env = {
    SCRAPE_QUEUE: { send: async (body: JobMessage) => void queue.push(body) },
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
  const ctx = benchCtx(db, env, { now: Date.now(), ...placesStandIn(env, provider, 1_000_000) })
  const before = n.statements
  await launchCityCampaign(ctx, { ...launch })
  let messages = 0
  while (queue.length) {
    const message = queue.shift()!
    messages++
    if (message.type === "scrape-search") {
      await runScrapeStep(ctx, message.jobId, message.step)
    } else if (message.type === "automation-advance") {
      await advanceRun(ctx, message.runId)
    }
    if (messages > 20_000) throw new Error("the run did not finish")
  }
  const count = (sql: string) => (sqlite.prepare(sql).get() as { c: number }).c
  const status = (sqlite.prepare("SELECT status FROM automation_runs").get() as { status: string }).status
  if (status !== "completed") throw new Error(`the in-process run ended ${status}`)
  return {
    mix: await categoryMix(sqlite, sandbox, launch),
    stored: count("SELECT count(*) AS c FROM contacts"),
    requests,
    statements: n.statements - before,
    messages,
    campaignContacts: count("SELECT count(*) AS c FROM campaign_contacts"),
  }
}

/**
 * The sandbox city's real mix, per category: every business its phrases find in the searched area
 * (open, with a phone, passing the run's website filter, once per place and per number), by Google
 * type, against what the run stored of each type. A number the run stored under another category (a
 * pet groomer that Personal Care found first) is not one this category could store: contacts are one
 * per phone number, so it is left out of what the city holds for it.
 */
async function categoryMix(
  sqlite: ReturnType<typeof openMigratedDb>,
  sandbox: SandboxPlaces,
  launch: Launch
): Promise<CategoryMix[]> {
  const area = await sandbox.resolveArea(`${launch.city}, ${launch.state}`)
  if (!area) throw new Error("the bench city has no sandbox area")
  const share = (counts: Map<string, number>, type: string) => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    return total ? (counts.get(type) ?? 0) / total : 0
  }
  const storedUnder = new Map(
    (sqlite.prepare("SELECT phone, category FROM contacts").all() as { phone: string; category: string }[]).map((r) => [
      r.phone,
      r.category,
    ])
  )
  return AUTOMATION_CATEGORY_KEYS.map((key) => {
    const { label } = automationCategory(key)
    const places = new Map<string, string>()
    const phones = new Set<string>()
    for (const { phrase } of CATEGORY_PHRASES[key]) {
      for (const p of sandboxPlacesIn(phrase, area.viewport)) {
        const phone = p.phone ? toE164(p.phone) : null
        if (!p.operational || !phone || places.has(p.id) || phones.has(phone)) continue
        const other = storedUnder.get(phone)
        if (other !== undefined && other !== label) continue
        if (launch.websiteFilter !== "all" && (launch.websiteFilter === "with_website") !== isOwnWebsite(p.website))
          continue
        places.set(p.id, p.primaryType ?? "")
        phones.add(phone)
      }
    }
    const held = new Map<string, number>()
    for (const type of places.values()) held.set(type, (held.get(type) ?? 0) + 1)
    const rows = sqlite
      .prepare("SELECT place_type AS type, count(*) AS n FROM contacts WHERE category = ? GROUP BY place_type")
      .all(label) as { type: string; n: number }[]
    const stored = new Map(rows.map((r) => [r.type, r.n]))
    let worstGapPp = 0
    let worstType = ""
    for (const type of new Set([...held.keys(), ...stored.keys()])) {
      const gap = Math.abs(share(stored, type) - share(held, type)) * 100
      if (gap > worstGapPp) [worstGapPp, worstType] = [gap, type]
    }
    return {
      label,
      stored: rows.reduce((a, r) => a + r.n, 0),
      held: places.size,
      worstGapPp,
      worstType,
    }
  })
}

async function endToEnd(launch: Launch) {
  const { persistTo } = await freshLocalD1("automation")
  const server = await startServer(persistTo, 8795, { SCRAPE_PACING: "off" })
  try {
    const t0 = performance.now()
    const res = await fetch(`${server.url}/api/automation/launch-city-campaign`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...launch, sequentialScraping: true }),
    })
    if (res.status !== 202) throw new Error(`launch answered ${res.status}: ${await res.text()}`)
    const launched = (await res.json()) as LaunchCityCampaignResponse
    for (;;) {
      await new Promise((r) => setTimeout(r, 250))
      const { run } = (await (await fetch(`${server.url}/api/automation/runs/latest`)).json()) as {
        run: AutomationRunView
      }
      if (run.status !== "running") {
        const seconds = (performance.now() - t0) / 1000
        const { jobs } = (await (await fetch(`${server.url}/api/scraping/jobs`)).json()) as { jobs: ScrapingJobView[] }
        const mine = jobs.filter((j) => j.runId === launched.run.id)
        return { seconds, run, requests: mine.reduce((s, j) => s + j.stats.requests, 0), jobs: mine.length }
      }
      if (performance.now() - t0 > 600_000) throw new Error("the run did not finish in 10 minutes")
    }
  } finally {
    await server.stop()
  }
}

export async function runAutomationBench() {
  const rows: Row[] = []
  for (const launch of CITIES) {
    const e2e = await endToEnd(launch)
    const local = await inProcess(launch)
    const perContact = local.statements / local.stored
    if (local.campaignContacts !== local.stored) throw new Error("the campaign does not hold every stored contact")
    const dense = launch.city === "Chicago"
    rows.push(
      {
        what: `${launch.city}: whole run end to end, local server, pacing off (${e2e.jobs} jobs, run ${e2e.run.status})`,
        figure: `${e2e.seconds.toFixed(1)} s`,
        target: "< 120 s",
        ok: e2e.seconds < 120 && e2e.run.status === "completed" && e2e.run.campaignId !== null,
      },
      {
        what: "  billed Places requests (sandbox, counted as Google's)",
        figure: String(e2e.requests),
        target: "",
        ok: null,
      },
      {
        what: "  contacts stored and scheduled (of 4,000 at most)",
        figure: String(e2e.run.found),
        target: "",
        ok: null,
      },
      {
        // The issue asks for the figure without a target. A sparse city costs more per contact: its
        // later pages hold businesses already stored, and each step's bookkeeping is paid anyway.
        what: `  D1 statements per stored contact, launch to scheduled campaign (${local.statements} for ${local.stored})`,
        figure: perContact.toFixed(2),
        target: "",
        ok: null,
      },
      {
        what: "  distinct contacts stored (in-process run)",
        figure: local.stored.toLocaleString("en-US"),
        target: dense ? ">= 3,600 (90% of 4,000)" : "",
        ok: dense ? local.stored >= 3600 : null,
      },
      ...local.mix.flatMap((m): Row[] => {
        const reachable = Math.min(AUTOMATION_LIMITS.resultsPerCategory, m.held)
        return [
          {
            what: `    ${m.label}: stored of what the city holds (${m.held.toLocaleString("en-US")})`,
            figure: `${m.stored} / ${reachable}`,
            target: `>= 90% of ${reachable}`,
            ok: m.stored >= 0.9 * reachable,
          },
          {
            what: `    ${m.label}: largest gap of a type's share from the city's mix (${m.worstType || "none"})`,
            figure: `${m.worstGapPp.toFixed(1)} pp`,
            target: dense ? "<= 10 pp" : "reported",
            ok: dense ? m.worstGapPp <= 10 : null,
          },
        ]
      })
    )
  }
  printTable("AI Automation (issues 11, 22)", rows)
}
