/** GET /api/analytics: the figures of one period and filter set, from one batch over the rollups. */
import type { DB } from "../../db/client"
import { type AnalyticsQuery, OUTCOME_KEYS, type OutcomeGroup } from "../../schemas/analytics"
import type { AnalyticsResponse } from "../../schemas/api-routes/analytics"
import { resolvePeriod } from "./analytics-period"
import { analyticsStatements } from "./analytics-sql"

type SeriesRow = {
  start: string
  dialled: number
  answered: number
  conversations: number
  voicemail: number
  noAnswer: number
  busy: number
  failed: number
  pending: number
  booked: number
  demos: number
  cost: number
}
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

export async function analyticsSummary(
  db: DB,
  q: AnalyticsQuery,
  now: number,
  timeZone: string
): Promise<AnalyticsResponse> {
  const period = resolvePeriod(q, now, timeZone)
  const filters = { campaignId: q.campaignId, source: q.source, category: q.category }
  const [series, slots, categories, sources, campaigns, notHeld] = (await db.port.batch(
    analyticsStatements(period, filters, now)
  )) as [SeriesRow[], SlotRow[], GroupRow[], GroupRow[], CampaignRow[], { notHeld: number }[]]

  const buckets = new Map(
    period.buckets.map((b) => [b.start, { start: b.start, dialled: 0, outcomes: emptyOutcomes(), demos: 0, cost: 0 }])
  )
  const funnel = { dialled: 0, connected: 0, conversations: 0, booked: 0, held: 0 }
  let demos = 0
  for (const r of series) {
    const b = buckets.get(r.start)
    if (!b) continue
    // The rollup's outcome columns (OUTCOME_GROUPS as the migration maps them); "other" is the rest.
    const outcomes: Record<OutcomeGroup, number> = {
      connected: r.answered,
      voicemail: r.voicemail,
      noAnswer: r.noAnswer,
      busy: r.busy,
      failed: r.failed,
      pending: r.pending,
      other: r.dialled - r.answered - r.voicemail - r.noAnswer - r.busy - r.failed - r.pending,
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
      .filter((s) => s.slot >= 0 && s.dialled > 0)
      .map((s) => ({ weekday: Math.floor(s.slot / 24), hour: s.slot % 24, dialled: s.dialled, connected: s.connected }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    heatmapUnknown: slots.filter((s) => s.slot < 0).reduce((n, s) => n + s.dialled, 0),
    series: [...buckets.values()].map((b) => ({ ...b, cost: usd(b.cost), costPerDemo: perDemo(b.cost, b.demos) })),
    categories: categories.map(group),
    sources: sources.map(group),
    campaigns: campaigns
      .filter((c) => c.dialled > 0)
      .map((c) => ({
        ...c,
        name: c.id === 0 ? "No campaign (Call Now)" : (c.name ?? `Deleted campaign #${c.id}`),
        cost: usd(c.cost),
        costPerDemo: perDemo(c.cost, c.demos),
      })),
  }
}
