/**
 * The Analytics rollups (analytics_days, _slots, _groups, migration 0042_analytics_days) against the calls themselves: a seeded
 * random history (every outcome group, unmapped results, demos past, upcoming, undated and cancelled,
 * calls without contact, campaign, zone or cost, test calls and calls never placed), changed after
 * the fact as webhooks change it, then every figure of the page compared with a direct aggregate over
 * `calls`, for every filter combination, several periods and zones (half-hour ones too), and after the
 * operator changes zone (a recount). Also: a re-delivered change, or one to fields the page does not
 * count, leaves the rollups as they were, and a change that keeps a call's key moves one row of each.
 */
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { mulberry32 } from "../../src/lib/seeded-random"
import { type AnalyticsQuery, analyticsQuerySchema, MIN_GROUP_CALLS, outcomeOf } from "../../src/schemas/analytics"
import type { AnalyticsResponse } from "../../src/schemas/api-routes/analytics"
import { zonedToInstant } from "../../src/lib/zoned-time"
import { DAY_DIMS, SLOT_DIMS } from "../../src/services/analytics/analytics-keys"
import { resolvePeriod } from "../../src/services/analytics/analytics-period"
import { MAX_CAMPAIGNS, TOP_GROUPS } from "../../src/services/analytics/analytics-sql"
import { analyticsSummary } from "../../src/services/analytics/analytics.service"
import { ensureRollupZone } from "../../src/services/analytics/analytics-zone"
import type { DataLayerEngine } from "./engine"

// Thursday 26 November 2026, 17:00 UTC.
const NOW = Date.UTC(2026, 10, 26, 17, 0)
const DAY = 86_400_000
const ROLLUPS = ["analytics_days", "analytics_day_slots", "analytics_day_groups"]
// Every result OUTCOME_GROUPS maps, and two it does not (counted as "other").
const RESULTS = [
  null,
  "answered",
  "answered",
  "voicemail",
  "no answer",
  "busy",
  "failed",
  "voicemail left",
  "voicemail_left",
  "transferred",
]
const CATEGORIES = ["Dentist", "Plumber", "Bakery", ""]
const SOURCES = ["dentists - Detroit, MI", "Manual Entry", "plumbers", ""]
// Callee zones: US standard times, India (+5:30), none recorded.
const OFFSETS = [-300, -360, -480, 330, null]
// Binary fractions: sums are exact in any order, so figures compare exactly.
const COSTS = [null, 0.25, 0.5, 1.75]

type Rnd = () => number
const pick = <T>(rnd: Rnd, list: readonly T[]) => list[Math.floor(rnd() * list.length)]!

/** Call columns the page counts, drawn at random (the demo at most 10 days from now either way). */
function drawCall(rnd: Rnd) {
  const result = pick(rnd, RESULTS)
  const demo = result === "answered" && rnd() < 0.5
  const cancelled = demo && rnd() < 0.25
  return {
    result,
    duration: result === null ? null : Math.floor(rnd() * 90),
    demo_scheduled: demo && !cancelled ? 1 : 0,
    demo_date: demo ? (rnd() < 0.1 ? null : NOW + Math.floor((rnd() - 0.5) * 20 * DAY)) : null,
    demo_cancelled_at: cancelled ? NOW - DAY : null,
    cost: pick(rnd, COSTS),
  }
}

/** 24 contacts, 3 campaigns and `n` calls over the last 130 days, through the triggers. */
export async function seedRandomHistory(db: DB, seed: number, n = 300) {
  const rnd = mulberry32(seed)
  const contacts = Array.from({ length: 24 }, (_, i) => [
    i + 1,
    `Business ${i + 1}`,
    `+1313555${String(1000 + i)}`,
    pick(rnd, CATEGORIES),
    pick(rnd, SOURCES),
  ])
  await db.port.batch([
    ...contacts.map((c) => ({
      sql: "INSERT INTO contacts (id, business_name, phone, category, source, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 0, 0)",
      params: c,
    })),
    ...[1, 2, 3].map((id) => ({
      sql: "INSERT INTO campaigns (id, name, status, total_contacts, created_at, updated_at) VALUES (?1, ?2, 'running', 10, 0, 0)",
      params: [id, `Campaign ${id}`],
    })),
  ])
  // A database upgraded from before inbound calls (migration 0037) has outbound calls only.
  const withDirection =
    (await db.port.all("SELECT 1 FROM pragma_table_info('calls') WHERE name = 'direction'")).length > 0
  const calls = Array.from({ length: n }, (_, i) => {
    const at = NOW - Math.floor(rnd() * 130 * DAY)
    const placed = rnd() > 0.05
    const c = drawCall(rnd)
    // A tenth are leads calling back (issue 36): counted apart, never in the outbound figures.
    const inbound = withDirection && rnd() < 0.1
    return [
      rnd() < 0.05 ? null : 1 + Math.floor(rnd() * contacts.length),
      inbound ? null : pick(rnd, [null, 1, 2, 3]),
      placed ? `rollup-${seed}-${i}` : null,
      // Not "calling": a contact has one call in flight at most (a unique index); status is not counted.
      "completed",
      c.result,
      c.duration,
      c.demo_scheduled,
      c.demo_date,
      c.demo_cancelled_at,
      at,
      // Some calls were created before they were dialled; a few never got a dial time.
      rnd() < 0.05 ? null : at + Math.floor(rnd() * 7_200_000),
      c.cost,
      pick(rnd, OFFSETS),
      rnd() < 0.05 ? 1 : 0,
      ...(withDirection ? [inbound ? "inbound" : "outbound"] : []),
    ]
  })
  for (let i = 0; i < calls.length; i += 50) {
    await db.port.batch(
      calls.slice(i, i + 50).map((params) => ({
        sql: `INSERT INTO calls (contact_id, campaign_id, vapi_call_id, status, result, duration, demo_scheduled,
            demo_date, demo_cancelled_at, created_at, updated_at, dialed_at, cost, callee_utc_offset, is_test
            ${withDirection ? ", direction" : ""})
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13, ?14 ${withDirection ? ", ?15" : ""})`,
        params,
      }))
    )
  }
  // A fifth of the past demos did not happen (marked No-show, issue 38): they are not held.
  const withOutcome = (await db.port.all("SELECT 1 FROM pragma_table_info('calls') WHERE name = 'demo_outcome'")).length
  if (withOutcome) {
    await db.port.run(
      "UPDATE calls SET demo_outcome = 'no_show' WHERE demo_scheduled = 1 AND demo_date < ?1 AND id % 5 = 0",
      [NOW]
    )
  }
  return rnd
}

/** Webhook-like changes: results, demos booked, moved or cancelled, costs, a late provider id. */
export async function changeRandomCalls(db: DB, rnd: Rnd, count = 100) {
  const ids = (await db.port.all<{ id: number }>("SELECT id FROM calls ORDER BY id")).map((r) => r.id)
  const changes = Array.from({ length: count }, (_, i) => {
    const c = drawCall(rnd)
    return {
      sql: `UPDATE calls SET result = ?2, duration = ?3, demo_scheduled = ?4, demo_date = ?5, demo_cancelled_at = ?6,
          cost = ?7, vapi_call_id = coalesce(vapi_call_id, 'late-' || id), campaign_id = iif(?8, 2, campaign_id) WHERE id = ?1`,
      params: [
        pick(rnd, ids),
        c.result,
        c.duration,
        c.demo_scheduled,
        c.demo_date,
        c.demo_cancelled_at,
        c.cost,
        i % 17 === 0 ? 1 : 0,
      ],
    }
  })
  for (let i = 0; i < changes.length; i += 40) await db.port.batch(changes.slice(i, i + 40))
  return changes
}

type CallRow = {
  at: number
  createdAt: number
  direction: "outbound" | "inbound"
  demoOutcome: "held" | "no_show" | null
  campaign: number
  source: string
  category: string
  result: string | null
  duration: number | null
  demoScheduled: number
  demoDate: number | null
  cancelled: number
  cost: number | null
  offset: number | null
}

const usd = (n: number) => Math.round(n * 10_000) / 10_000
const perDemo = (cost: number, demos: number) => (demos > 0 ? usd(cost / demos) : null)

/** The counted calls (placed, not tests) with their contact's source and category, and campaign names. */
export async function readHistory(db: DB) {
  const hasDirection =
    (await db.port.all("SELECT 1 FROM pragma_table_info('calls') WHERE name = 'direction'")).length > 0
  const direction = hasDirection ? "c.direction" : "'outbound'"
  const hasOutcome = (await db.port.all("SELECT 1 FROM pragma_table_info('calls') WHERE name = 'demo_outcome'")).length
  const outcome = hasOutcome ? "c.demo_outcome" : "NULL"
  const rows = await db.port.all<CallRow>(
    `SELECT coalesce(c.dialed_at, c.created_at) AS at, c.created_at AS createdAt, ${direction} AS direction, ${outcome} AS demoOutcome,
       coalesce(c.campaign_id, 0) AS campaign,
       coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, c.result, c.duration,
       c.demo_scheduled AS demoScheduled, c.demo_date AS demoDate, c.demo_cancelled_at IS NOT NULL AS cancelled,
       c.cost, c.callee_utc_offset AS offset
     FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
     WHERE c.is_test = 0 AND c.vapi_call_id IS NOT NULL`
  )
  const names = new Map(
    (await db.port.all<{ id: number; name: string }>("SELECT id, name FROM campaigns")).map((c) => [c.id, c.name])
  )
  return { rows, names }
}

/** The page's figures straight from the calls (what the rollups must equal), as the page defines them. */
export function directSummary(
  { rows, names }: Awaited<ReturnType<typeof readHistory>>,
  q: AnalyticsQuery,
  now: number,
  timeZone: string
) {
  const period = resolvePeriod(q, now, timeZone)
  // Each call in the day (or week) of the operator's zone it was dialled in, to the millisecond:
  // local midnight to local midnight, found here from the dates alone.
  const midnight = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number]
    return zonedToInstant(y, m, d, 0, timeZone)
  }
  const afterLast = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY).toISOString().slice(0, 10)
  const ranges = period.buckets.map((b, i) => ({
    b,
    lo: midnight(b.start),
    hi: midnight(period.buckets[i + 1]?.start ?? afterLast),
  }))
  const bucketOf = (at: number) => ranges.find((r) => at >= r.lo && at < r.hi)?.b
  const filtered = (r: CallRow) =>
    (q.source === undefined || r.source === q.source) && (q.category === undefined || r.category === q.category)
  // Leads who called back in the period, by when they rang; an inbound call has no campaign.
  const inbound = rows.filter(
    (r) =>
      r.direction === "inbound" &&
      r.createdAt >= period.startMs &&
      r.createdAt < period.endMs &&
      q.campaignId === undefined &&
      filtered(r)
  )
  const calls = rows.filter(
    (r) =>
      r.direction === "outbound" &&
      bucketOf(r.at) &&
      (q.campaignId === undefined || r.campaign === q.campaignId) &&
      (q.source === undefined || r.source === q.source) &&
      (q.category === undefined || r.category === q.category)
  )
  const connected = (r: CallRow) => outcomeOf(r.result) === "connected"
  const count = (list: CallRow[], f: (r: CallRow) => boolean) => list.filter(f).length
  const slotOf = (r: CallRow) => {
    if (r.offset === null) return -1
    const m = Math.floor(r.at / 60_000) + r.offset
    return ((Math.floor(m / 1440) + 4) % 7) * 24 + (Math.floor(m / 60) % 24)
  }
  const slots = new Map<number, CallRow[]>()
  for (const r of calls) slots.set(slotOf(r), [...(slots.get(slotOf(r)) ?? []), r])
  const groups = (field: "source" | "category") => {
    const by = new Map<string, CallRow[]>()
    for (const r of calls) if (r[field] !== "") by.set(r[field], [...(by.get(r[field]) ?? []), r])
    return [...by]
      .map(([name, list]) => {
        const demos = count(list, (r) => r.demoScheduled === 1)
        return { name, dialled: list.length, connected: count(list, connected), demos, demoRate: demos / list.length }
      })
      .filter((g) => g.dialled >= MIN_GROUP_CALLS)
      .sort((a, b) => b.demoRate - a.demoRate || b.dialled - a.dialled || (a.name < b.name ? -1 : 1))
      .slice(0, TOP_GROUPS)
  }
  const campaigns = new Map<number, CallRow[]>()
  for (const r of calls) campaigns.set(r.campaign, [...(campaigns.get(r.campaign) ?? []), r])
  const sum = (list: CallRow[]) => list.reduce((n, r) => n + (r.cost ?? 0), 0)
  const demosOf = (list: CallRow[]) => count(list, (r) => r.demoScheduled === 1)

  return {
    funnel: {
      dialled: calls.length,
      connected: count(calls, connected),
      conversations: count(calls, (r) => connected(r) && (r.duration ?? 0) > 30),
      booked: count(calls, (r) => r.demoScheduled === 1 || r.cancelled === 1),
      held: count(
        calls,
        (r) => r.demoScheduled === 1 && r.demoDate !== null && r.demoDate < now && r.demoOutcome !== "no_show"
      ),
    },
    heatmap: [...slots]
      .filter(([slot]) => slot >= 0)
      .map(([slot, list]) => ({
        weekday: Math.floor(slot / 24),
        hour: slot % 24,
        dialled: list.length,
        connected: count(list, connected),
      }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    heatmapUnknown: slots.get(-1)?.length ?? 0,
    inbound: { calls: inbound.length, demos: count(inbound, (r) => r.demoScheduled === 1) },
    series: period.buckets.map((b) => {
      const list = calls.filter((r) => bucketOf(r.at) === b)
      const outcomes = {
        connected: 0,
        voicemailLeft: 0,
        voicemail: 0,
        noAnswer: 0,
        busy: 0,
        failed: 0,
        other: 0,
        pending: 0,
      }
      for (const r of list) outcomes[outcomeOf(r.result)]++
      const cost = sum(list)
      return {
        start: b.start,
        dialled: list.length,
        outcomes,
        demos: demosOf(list),
        cost: usd(cost),
        costPerDemo: perDemo(cost, demosOf(list)),
      }
    }),
    categories: groups("category"),
    sources: groups("source"),
    campaigns: [...campaigns]
      .map(([id, list]) => ({
        id,
        name: id === 0 ? "No campaign (Call Now)" : (names.get(id) ?? `Deleted campaign #${id}`),
        dialled: list.length,
        connected: count(list, connected),
        conversations: count(list, (r) => connected(r) && (r.duration ?? 0) > 30),
        booked: count(list, (r) => r.demoScheduled === 1 || r.cancelled === 1),
        demos: demosOf(list),
        cost: usd(sum(list)),
        costPerDemo: perDemo(sum(list), demosOf(list)),
      }))
      .sort((a, b) => b.dialled - a.dialled || a.id - b.id)
      .slice(0, MAX_CAMPAIGNS),
  } satisfies Omit<AnalyticsResponse, "period">
}

/** Every filter combination the page offers (one value each), including "no campaign" and "no category". */
const FILTERS: Record<string, unknown>[] = [
  {},
  { campaignId: 1 },
  { campaignId: 0 },
  { source: "Manual Entry" },
  { category: "Dentist" },
  { category: "" },
  { campaignId: 2, source: "dentists - Detroit, MI" },
  { campaignId: 3, category: "Plumber" },
  { source: "plumbers", category: "Plumber" },
  { campaignId: 1, source: "Manual Entry", category: "Bakery" },
]
const PERIODS: Record<string, unknown>[] = [
  { period: "7d" },
  { period: "30d" },
  { period: "90d" },
  { period: "last-month" },
  { period: "custom", from: "2026-07-19", to: "2026-11-27" },
]

/**
 * Compares the page with the direct aggregate: every filter and every period, in turn in each zone
 * (a third of the whole grid, so each pair of them meets in some zone).
 */
export async function expectRollupsMatchCalls(db: DB, zones: readonly string[]) {
  const history = await readHistory(db)
  let compared = 0
  for (const [z, timeZone] of zones.entries()) {
    for (const [p, period] of PERIODS.entries()) {
      for (const [f, filter] of FILTERS.entries()) {
        if ((z + p + f) % zones.length) continue
        const q = analyticsQuerySchema.parse({ ...period, ...filter })
        const { period: _, ...answer } = await analyticsSummary(db, q, NOW, timeZone)
        expect(answer, `${timeZone} ${JSON.stringify(q)}`).toEqual(directSummary(history, q, NOW, timeZone))
        compared += answer.funnel.dialled
      }
    }
  }
  // The comparisons are about something: calls fell in the periods and filters, each in several.
  expect(compared).toBeGreaterThan(history.rows.length)
}

const snapshot = async (db: DB) =>
  Promise.all(ROLLUPS.map((t) => db.port.all(`SELECT * FROM ${t} ORDER BY 1, 2, 3, 4, 5`)))

export function analyticsRollupsSuite(engine: DataLayerEngine) {
  describe(`analytics rollups on ${engine.name}`, () => {
    it("answer every figure as a direct aggregate over calls would, for any filter, period and zone", async () => {
      const db = await engine.fresh()
      // The operator's zone first: the triggers count every call in Kolkata's days (half hours).
      expect(await ensureRollupZone(db, "Asia/Kolkata")).toBe(true)
      const rnd = await seedRandomHistory(db, 23)
      await changeRandomCalls(db, rnd)
      await expectRollupsMatchCalls(db, ["Asia/Kolkata"])
      expect(await ensureRollupZone(db, "Asia/Kolkata")).toBe(false)
      // Then the operator moves: each zone recounts the rollups from the calls.
      await expectRollupsMatchCalls(db, ["America/New_York", "Asia/Kathmandu", "UTC"])
    }, 60_000)

    it("keep what calls since purged counted when the operator changes zone", async () => {
      const db = await engine.fresh()
      await ensureRollupZone(db, "America/New_York")
      await seedRandomHistory(db, 5, 200)
      // Data retention deleted the settled calls of the oldest 60 days, as it does: never one with a
      // booked demo or without a result yet (retention-purge.ts). The rollups keep their counts.
      const cut = NOW - 70 * DAY
      const old = analyticsQuerySchema.parse({ period: "custom", from: "2026-07-19", to: "2026-09-10" })
      const before = await analyticsSummary(db, old, NOW, "America/New_York")
      await db.port.run(
        "DELETE FROM calls WHERE coalesce(dialed_at, created_at) < ?1 AND result IS NOT NULL AND demo_scheduled = 0",
        [cut]
      )
      expect(
        await db.port.first("SELECT count(*) AS n FROM calls WHERE coalesce(dialed_at, created_at) < ?1", [cut])
      ).not.toEqual({ n: 0 })
      expect((await analyticsSummary(db, old, NOW, "America/New_York")).funnel).toEqual(before.funnel)
      expect(before.funnel.dialled).toBeGreaterThan(0)
      // In Chicago: the purged days stay counted, the kept calls are recounted in Chicago's days.
      const after = await analyticsSummary(db, old, NOW, "America/Chicago")
      expect(after.funnel).toEqual(before.funnel)
      const history = await readHistory(db)
      const recent = analyticsQuerySchema.parse({ period: "30d" })
      const { period: _, ...answer } = await analyticsSummary(db, recent, NOW, "America/Chicago")
      expect(answer).toEqual(directSummary(history, recent, NOW, "America/Chicago"))
    }, 30_000)

    it("move one row of each rollup for a late change that keeps the key, and write a constant number of rows", async () => {
      const db = await engine.fresh()
      await seedRandomHistory(db, 41, 200)
      // The oldest placed call in a campaign with an answered result: weeks of later hours after it.
      const call = await db.port.first<{ id: number }>(
        `SELECT id FROM calls WHERE vapi_call_id IS NOT NULL AND is_test = 0 AND campaign_id IS NOT NULL
         ORDER BY coalesce(dialed_at, created_at) LIMIT 1`
      )
      const written = async (sql: string) => {
        const before = await snapshot(db)
        // total_changes() counts the triggers' writes too, within the one transaction of the batch.
        const out = await db.port.batch<{ n: number }>([
          { sql: "SELECT total_changes() AS n" },
          { sql, params: [call!.id] },
          { sql: "SELECT total_changes() AS n" },
        ])
        const rows = await snapshot(db)
        let moved = 0
        for (const [t, list] of rows.entries()) {
          expect(list.length).toBe(before[t]!.length)
          moved += list.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[t]![i])).length
        }
        return { moved, total: out[2]![0]!.n - out[0]![0]!.n }
      }
      // A cost arriving late, a demo booked then cancelled (issue 37: 532 and 755 rows before).
      for (const change of [
        "UPDATE calls SET cost = coalesce(cost, 0) + 0.5 WHERE id = ?1",
        "UPDATE calls SET result = 'answered', demo_scheduled = 1, demo_date = 1 WHERE id = ?1",
        "UPDATE calls SET demo_scheduled = 0, demo_cancelled_at = 2 WHERE id = ?1",
      ]) {
        const w = await written(change)
        // One row of each kind the call is counted under: its campaign's, source's, category's day
        // totals, the heatmap's slots (none, each of the three, all three) and its group.
        // (A cost moves no slot: the heatmap counts calls.)
        expect(w.moved, change).toBeGreaterThan(0)
        expect(w.moved, change).toBeLessThanOrEqual(DAY_DIMS.length + SLOT_DIMS.length + 1)
        expect(w.total, change).toBeGreaterThan(w.moved)
        console.log("late change", change, w)
        expect(w.total, change).toBeLessThanOrEqual(20)
      }
      await expectRollupsMatchCalls(db, ["UTC"])
    }, 30_000)

    it("count a re-delivered change, or a change to fields they do not count, once", async () => {
      const db = await engine.fresh()
      const rnd = await seedRandomHistory(db, 7, 100)
      const changes = await changeRandomCalls(db, rnd, 40)
      const before = await snapshot(db)
      // The same webhooks again, then writes the page does not count (status, summary, timestamps).
      for (let i = 0; i < changes.length; i += 40) await db.port.batch(changes.slice(i, i + 40))
      await db.port.run(
        "UPDATE calls SET status = 'completed', summary = 'Spoke with the owner.', updated_at = updated_at + 1"
      )
      expect(await snapshot(db)).toEqual(before)
      expect(before[0]!.length).toBeGreaterThan(0)
    }, 30_000)
  })
}
