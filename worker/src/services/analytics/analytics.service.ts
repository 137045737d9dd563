/** GET /api/analytics: the figures of one period and filter set, from one batch over the day rollups. */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { batchNamed, type NamedRows, typed } from "../../db/sql/batch-named"
import { unitSettings } from "../../settings/load-settings"
import { DEFAULT_TIME_ZONE } from "../../settings/registry"
import { type AnalyticsQuery, MIN_GROUP_CALLS, OUTCOME_KEYS, type OutcomeGroup } from "../../schemas/analytics"
import type { AnalyticsResponse } from "../../schemas/api-routes/analytics"
import { type ResolvedPeriod, resolvePeriod } from "./analytics-period"
import { analyticsStatements, MAX_CAMPAIGNS, SERIES_NAMES, TOP_GROUPS } from "./analytics-sql"
import { ensureRollupZone, rollupZoneOf, rollupZoneStatement } from "./analytics-zone"

type Figures = {
  dialled: number
  answered: number
  conversations: number
  voicemail: number
  voicemailLeft: number
  noAnswer: number
  busy: number
  failed: number
  pending: number
  booked: number
  demos: number
  cost: number
}
type SeriesRow = Figures & { start: string }
/** The calls on the line of one key (liveSql): every chart adds them to its rollup rows. */
type LiveRow = Figures & {
  day: number
  slot: number
  campaignId: number
  source: string
  category: string
  campaignName: string | null
}
/** A callee-local weekday x 24 + hour (-1: zone unknown). */
type SlotRow = { slot: number; dialled: number; connected: number }
type GroupRow = { name: string; dialled: number; connected: number; demos: number }
type CampaignRow = {
  id: number
  name: string | null
  dialled: number
  connected: number
  conversations: number
  booked: number
  demos: number
  cost: number
}

// Sums of REAL cost pick up float dust (0.30000000000000004): cents are what anyone reads.
const usd = (n: number) => Math.round(n * 10_000) / 10_000
const perDemo = (cost: number, demos: number) => (demos > 0 ? usd(cost / demos) : null)
const emptyOutcomes = () => Object.fromEntries(OUTCOME_KEYS.map((k) => [k, 0])) as Record<OutcomeGroup, number>

/** The page's statements by name (analytics-sql.ts builds each), and what each answers. */
const namedStatements = (...args: Parameters<typeof analyticsStatements>) => {
  const s = analyticsStatements(...args)
  return {
    live: typed<LiveRow>(s.live),
    series: typed<SeriesRow>(s.series),
    slots: typed<SlotRow>(s.heatmap),
    categories: typed<GroupRow>(s.categories),
    sources: typed<GroupRow>(s.sources),
    campaigns: typed<CampaignRow>(s.campaigns),
    notHeld: typed<{ notHeld: number }>(s.notHeld),
    inbound: typed<{ calls: number; demos: number }>(s.inbound),
  }
}
type Answers = NamedRows<ReturnType<typeof namedStatements>>

const filtersOf = (q: AnalyticsQuery) => ({ campaignId: q.campaignId, source: q.source, category: q.category })

/** The page's figures in `timeZone` (tests, and a page whose zone was not the one guessed). */
export async function analyticsSummary(
  db: DB,
  q: AnalyticsQuery,
  now: number,
  timeZone: string
): Promise<AnalyticsResponse> {
  await ensureRollupZone(db, timeZone)
  return summaryIn(db, q, now, timeZone)
}

/** The page's figures in `timeZone`, the rollups already counted in it. */
async function summaryIn(db: DB, q: AnalyticsQuery, now: number, timeZone: string) {
  const period = resolvePeriod(q, now, timeZone)
  return toResponse(period, await batchNamed(db.port, namedStatements(period, filtersOf(q), now)))
}

/**
 * The zone of the last page this isolate served: the next page's statements are built for it and
 * sent beside the settings read, one round trip instead of the settings' and then the figures'.
 */
let lastZone: string = DEFAULT_TIME_ZONE

/**
 * The page in the operator's zone (the unit's `timezone` setting): one D1 round trip with the
 * settings read beside it (kept for the unit), or more the first time after the operator changes
 * zone (the rollups are recounted in it first when they are not, analytics-zone.ts).
 */
export async function operatorAnalytics(ctx: Ctx, q: AnalyticsQuery): Promise<AnalyticsResponse> {
  const { db } = ctx
  const now = ctx.clock.now()
  const unit = unitSettings(ctx)
  // Unread settings: the zone of the last page is the best guess to build the statements for.
  const guess = unit.statement ? lastZone : (await ctx.settings()).timezone
  const period = resolvePeriod(q, now, guess)
  const read = await batchNamed(db.port, {
    settings: unit.statement,
    zone: typed<{ zone: string }>(rollupZoneStatement),
    ...namedStatements(period, filtersOf(q), now),
  })
  const settings = await unit.of(read.settings)
  lastZone = settings.timezone
  const recounted = await ensureRollupZone(db, settings.timezone, rollupZoneOf(read.zone))
  return settings.timezone === guess && !recounted ? toResponse(period, read) : summaryIn(db, q, now, settings.timezone)
}

/** Rows of one key summed: `add` each, then `all()`. */
function summed<T extends Record<string, unknown>>(numbers: readonly (keyof T)[]) {
  const by = new Map<string | number, T>()
  return {
    add(key: string | number, row: T) {
      const had = by.get(key)
      if (!had) return void by.set(key, { ...row })
      for (const n of numbers) (had[n] as number) = Number(had[n]) + Number(row[n])
    },
    all: () => [...by.values()],
  }
}

/** SQLite's BINARY order of two texts (by code point, as UTF-8 compares), for the groups' ties. */
const binary = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!)
  const y = [...b].map((c) => c.codePointAt(0)!)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return x.length - y.length
}

const GROUP_FIGURES = ["dialled", "connected", "demos"] as const
const CAMPAIGN_FIGURES = ["dialled", "connected", "conversations", "booked", "demos", "cost"] as const

/** The rollups' rows of each chart with the calls on the line added, as the page ranks them. */
function withLive(period: ResolvedPeriod, a: Answers) {
  const series = summed<SeriesRow>(SERIES_NAMES as (keyof SeriesRow)[])
  for (const r of a.series) series.add(r.start, r)
  const slots = summed<SlotRow>(["dialled", "connected"])
  for (const r of a.slots) slots.add(r.slot, r)
  const groups = (kind: "source" | "category", rows: GroupRow[]) => {
    const all = summed<GroupRow>(GROUP_FIGURES)
    for (const r of rows) all.add(r.name, r)
    for (const r of a.live)
      if (r[kind] !== "") all.add(r[kind], { name: r[kind], dialled: r.dialled, connected: r.answered, demos: r.demos })
    return all
      .all()
      .filter((g) => g.dialled >= MIN_GROUP_CALLS)
      .sort((x, y) => y.demos / y.dialled - x.demos / x.dialled || y.dialled - x.dialled || binary(x.name, y.name))
      .slice(0, TOP_GROUPS)
  }
  const campaigns = summed<CampaignRow>(CAMPAIGN_FIGURES)
  for (const r of a.campaigns) campaigns.add(r.id, r)
  for (const r of a.live) {
    const bucket = period.buckets.find((b) => r.day >= b.loDay && r.day < b.hiDay)
    if (bucket) series.add(bucket.start, { ...r, start: bucket.start })
    slots.add(r.slot, { slot: r.slot, dialled: r.dialled, connected: r.answered })
    campaigns.add(r.campaignId, {
      id: r.campaignId,
      name: r.campaignName,
      dialled: r.dialled,
      connected: r.answered,
      conversations: r.conversations,
      booked: r.booked,
      demos: r.demos,
      cost: r.cost,
    })
  }
  return {
    series: series.all(),
    slots: slots.all(),
    categories: groups("category", a.categories),
    sources: groups("source", a.sources),
    campaigns: campaigns
      .all()
      .filter((c) => c.dialled > 0)
      .sort((x, y) => y.dialled - x.dialled || x.id - y.id)
      .slice(0, MAX_CAMPAIGNS),
  }
}

function toResponse(period: ResolvedPeriod, answers: Answers): AnalyticsResponse {
  const { notHeld, inbound } = answers
  const { series, slots, categories, sources, campaigns } = withLive(period, answers)
  const { timeZone } = period
  const buckets = new Map(
    period.buckets.map((b) => [b.start, { start: b.start, dialled: 0, outcomes: emptyOutcomes(), demos: 0, cost: 0 }])
  )
  const funnel = { dialled: 0, connected: 0, conversations: 0, booked: 0, held: 0 }
  let demos = 0
  for (const r of series) {
    const b = buckets.get(r.start)
    if (!b) continue
    // The summary's outcome columns (OUTCOME_GROUPS as the migration maps them); "other" is the rest.
    const outcomes: Record<OutcomeGroup, number> = {
      connected: r.answered,
      voicemailLeft: r.voicemailLeft,
      voicemail: r.voicemail,
      noAnswer: r.noAnswer,
      busy: r.busy,
      failed: r.failed,
      pending: r.pending,
      other: r.dialled - r.answered - r.voicemailLeft - r.voicemail - r.noAnswer - r.busy - r.failed - r.pending,
    }
    for (const k of OUTCOME_KEYS) b.outcomes[k] += outcomes[k]
    b.dialled += r.dialled
    b.demos += r.demos
    b.cost += r.cost
    funnel.dialled += r.dialled
    funnel.connected += r.answered
    funnel.conversations += r.conversations
    funnel.booked += r.booked
    demos += r.demos
  }
  // Held = the period's demos still booked, less those whose time has not come (see notHeldSql).
  funnel.held = demos - (notHeld[0]?.notHeld ?? 0)

  const group = (r: GroupRow) => ({ ...r, demoRate: r.dialled > 0 ? r.demos / r.dialled : 0 })
  return {
    period: {
      from: period.from,
      to: period.to,
      start: new Date(period.startMs).toISOString(),
      end: new Date(period.endMs).toISOString(),
      timeZone,
      bucket: period.bucket,
    },
    funnel,
    heatmap: slots
      .filter((r) => r.slot >= 0 && r.dialled > 0)
      .map((r) => ({ weekday: Math.floor(r.slot / 24), hour: r.slot % 24, dialled: r.dialled, connected: r.connected }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    inbound: { calls: inbound[0]?.calls ?? 0, demos: inbound[0]?.demos ?? 0 },
    heatmapUnknown: slots.filter((r) => r.slot < 0).reduce((n, r) => n + r.dialled, 0),
    series: [...buckets.values()].map((b) => ({ ...b, cost: usd(b.cost), costPerDemo: perDemo(b.cost, b.demos) })),
    categories: categories.map(group),
    sources: sources.map(group),
    campaigns: campaigns.map((c) => ({
      ...c,
      name: c.id === 0 ? "No campaign (Call Now)" : (c.name ?? `Deleted campaign #${c.id}`),
      cost: usd(c.cost),
      costPerDemo: perDemo(c.cost, c.demos),
    })),
  }
}
