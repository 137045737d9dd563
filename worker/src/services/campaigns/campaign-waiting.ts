/**
 * Why a campaign is or is not dialling: how many contacts may be called this minute, and for the
 * rest the reason and the next moment. Read from summaries kept by triggers (contacts per callee zone,
 * calls per status, running hourly totals, pending contacts per hour they come due), never every
 * pending contact, and judged with the dialer's own rules
 * (dialer-plan.ts), so the line says what the next tick will do.
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { hoursReach } from "../../schemas/calling-hours"
import type { Weekday } from "../../schemas/campaign-rules"
import type {
  CampaignWaitItem,
  CampaignWaiting,
  CampaignWaitingList,
  WaitReason,
} from "../../schemas/api-routes/campaigns"
import { unitSettings } from "../../settings/load-settings"
import { type LimitHourRow, limitResets, usd, type VoiceLimits } from "../costs/limits"
import { limitsFromTotals, limitTotalsSql } from "../costs/limit-totals"
import { type CallingWindow, isWithinWindow, nextWindowOpening } from "./calling-window"
import { type Budget, budgetFrom } from "./dialer-plan"
import { BUDGET_SQL } from "./dialer-sql"
import { failing, nextAllowed, rulesFor } from "./next-allowed"
import { clockAt, momentText, plural, startText, zoneName } from "./wait-text"

/** Campaigns one answer explains (the list's page size). */
const MAX_CAMPAIGNS = 200

const CAMPAIGNS_SQL = `SELECT id, name, status, paused_reason AS pausedReason, timezone, start_time AS startTime,
    end_time AS endTime, work_days AS workDays, next_dial_at AS nextDialAt, scheduled_start AS scheduledStart,
    minutes_between_calls AS minutesBetweenCalls
  FROM campaigns WHERE status IN ('running', 'paused', 'scheduled', 'active') ORDER BY id DESC LIMIT ?1`

// Per (campaign, zone): the pending contacts summed from campaign_due_hours (a row per hour of due
// time: a few per zone), how many of them are due (the hours gone by, and the current hour's on
// campaign_contacts_pick_idx) and the earliest due time (one seek); and the calls in flight, counted
// on campaign_contacts_state_idx (as many as calls on the line). Never every waiting contact.
// ?1 = now, ?2 = how many campaigns, ?3 = the hour holding now.
const GROUPS_SQL = `WITH shown AS (SELECT id FROM campaigns WHERE status IN ('running', 'paused', 'scheduled', 'active')
    ORDER BY id DESC LIMIT ?2)
  SELECT h.campaign_id AS id, 'pending' AS state, h.callee_tz AS zone, sum(h.n) AS n,
    sum(iif(h.due_hour < ?3, h.n, 0)) + (SELECT count(*) FROM campaign_contacts cc
      WHERE cc.campaign_id = h.campaign_id AND cc.state = 'pending' AND cc.callee_tz = h.callee_tz
        AND cc.due_at >= ?3 * 3600000 AND cc.due_at <= ?1) AS due,
    (SELECT min(cc.due_at) FROM campaign_contacts cc
      WHERE cc.campaign_id = h.campaign_id AND cc.state = 'pending' AND cc.callee_tz = h.callee_tz) AS nextDue
  FROM campaign_due_hours h WHERE h.campaign_id IN (SELECT id FROM shown)
  GROUP BY h.campaign_id, h.callee_tz HAVING sum(h.n) > 0
  UNION ALL
  SELECT cc.campaign_id, 'in_flight', cc.callee_tz, count(*), 0, NULL
  FROM campaign_contacts cc WHERE cc.state = 'in_flight' AND cc.campaign_id IN (SELECT id FROM shown)
  GROUP BY cc.campaign_id, cc.callee_tz`

interface CampaignRow extends CallingWindow {
  id: number
  name: string
  status: "running" | "paused" | "scheduled" | "active"
  pausedReason: string | null
  workDays: Weekday[]
  nextDialAt: number | null
  scheduledStart: number | null
  minutesBetweenCalls: number
}

interface ZoneGroup {
  zone: string
  state: "pending" | "in_flight"
  n: number
  due: number
  nextDue: number | null
}

/** What every blocker may look at: the tick's budget, limits and clock. */
export interface WaitFacts {
  now: number
  budget: Budget
  inFlight: number
  lastMinute: number
  /** Calls queued but not placed yet: the tick counts them against the daily quota. */
  queued: number
  /** The daily quota and the monthly voice budget, counted as the tick counts them (limit-totals.ts). */
  limits: VoiceLimits
  /** The operator's zone (Settings): both limits are counted and lift on its clock. */
  operatorZone: string
}

/** "monthly voice budget reached ($10.20 of $10.00; resets Dec 1, 12:00 AM ET)". */
function budgetText(f: WaitFacts) {
  const at = limitResets(f.now, f.operatorZone).budgetAt
  const figures = `${usd(f.limits.voiceSpent)} of ${usd(f.limits.voiceBudget ?? 0)}`
  return { at, text: `monthly voice budget reached (${figures}; resets ${startText(at, f.operatorZone, f.now)})` }
}

type Item = Omit<CampaignWaitItem, "nextAt"> & { nextAt: number | null }

/**
 * Reasons that hold back every callable contact of a running campaign, checked in order. Adding one
 * (a daily quota, a monthly budget) is one entry here (and its key in WAIT_REASONS); extend WaitFacts
 * with what it reads.
 */
export const CAMPAIGN_BLOCKERS: ((f: WaitFacts, c: CampaignRow) => Omit<Item, "count"> | null)[] = [
  (f) => {
    if (!f.limits.voiceBudgetReached) return null
    const { at, text } = budgetText(f)
    return { reason: "budget", nextAt: at, text }
  },
  (f) => {
    if (f.limits.quotaLeft - f.queued > 0) return null
    const at = limitResets(f.now, f.operatorZone).quotaAt
    const used = `${f.limits.placedToday.toLocaleString("en-US")} of ${plural(f.limits.quota, "call")} today`
    return {
      reason: "daily_quota",
      nextAt: at,
      text: `daily quota reached (${used}; resets at ${momentText(at, f.operatorZone, f.now)})`,
    }
  },
  (f) =>
    f.inFlight >= f.budget.concurrencyLimit
      ? {
          reason: "concurrency",
          nextAt: null,
          text: `concurrency limit reached (${plural(f.inFlight, "call")} in progress)`,
        }
      : null,
  (f) =>
    f.lastMinute >= f.budget.callsPerMinute
      ? { reason: "calls_per_minute", nextAt: f.now + 60_000, text: "calls-per-minute limit reached" }
      : null,
  (f, c) =>
    c.nextDialAt !== null && c.nextDialAt > f.now
      ? {
          reason: "pacing",
          nextAt: c.nextDialAt,
          text: `next call at ${momentText(c.nextDialAt, c.timezone, f.now)} (${plural(c.minutesBetweenCalls, "minute")} between calls)`,
        }
      : null,
]

const item = (reason: WaitReason, count: number | null, nextAt: number | null, text: string): Item => ({
  reason,
  count,
  nextAt,
  text,
})

/** When a scheduled start really begins dialling: its time, or its window's next opening after it. */
function effectiveStart(c: CampaignRow, now: number) {
  const at = Math.max(c.scheduledStart ?? now, now)
  return isWithinWindow(c, at) ? at : (nextWindowOpening(c, at) ?? at)
}

type ZoneWait = Extract<WaitReason, "retry_gap" | "callee_window" | "callee_hours">

/**
 * One clause of the line about contacts that wait: "1 contact waits to retry, next at 6:00 PM ET",
 * "3 wait for their window (10:22 PM in Central Time), next at 9:00 AM ET". Its time is on the
 * campaign's clock, as the line's other times ("next call at 9:44 AM ET"), so a line never mixes
 * two zones' abbreviations; the callees' own clock is said in words.
 */
export function waitClause(
  reason: ZoneWait,
  n: number,
  first: { zone: string; at: number | null },
  campaignZone: string,
  now: number
) {
  const verb = n === 1 ? "waits" : "wait"
  const what =
    reason === "retry_gap"
      ? `${plural(n, "contact")} ${verb} to retry`
      : reason === "callee_window"
        ? `${n.toLocaleString("en-US")} ${verb} for their window`
        : `${n.toLocaleString("en-US")} ${verb} for 8 AM-9 PM their time`
  const there = reason === "retry_gap" ? "" : ` (${clockAt(now, first.zone)} in ${zoneName(now, first.zone)})`
  const next = first.at === null ? "" : `, next at ${momentText(first.at, campaignZone, now)}`
  return `${what}${there}${next}`
}

/** Contacts of one running campaign, zone by zone. */
function explainZones(c: CampaignRow, groups: ZoneGroup[], f: WaitFacts) {
  const items: Item[] = []
  let callable = 0
  const wait = new Map<ZoneWait, { n: number; zones: { zone: string; n: number; at: number | null }[] }>()
  for (const g of groups) {
    if (g.state === "in_flight") {
      items.push(item("in_call", g.n, null, `${plural(g.n, "call")} in progress`))
      continue
    }
    const rules = rulesFor(c, g.zone, f.budget.calleeHoursOnly)
    const bad = failing(rules, f.now)
    if (!bad.length) {
      callable += g.due
      if (g.n > g.due) {
        const entry = wait.get("retry_gap") ?? { n: 0, zones: [] }
        entry.n += g.n - g.due
        entry.zones.push({ zone: g.zone || c.timezone, n: g.n - g.due, at: g.nextDue })
        wait.set("retry_gap", entry)
      }
      continue
    }
    // The campaign's own window or the callee's: "wait for their window"; else the 8 AM-9 PM rule.
    const reason: ZoneWait = bad.some((r) => r.startTime === c.startTime && r.endTime === c.endTime)
      ? "callee_window"
      : "callee_hours"
    const entry = wait.get(reason) ?? { n: 0, zones: [] }
    entry.n += g.n
    entry.zones.push({ zone: g.zone || c.timezone, n: g.n, at: nextAllowed(rules, f.now) })
    wait.set(reason, entry)
  }
  for (const [reason, { n, zones }] of wait) {
    zones.sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity) || b.n - a.n)
    const first = zones[0]!
    items.push(item(reason, n, first.at, waitClause(reason, n, first, c.timezone, f.now)))
  }
  return { callable, items }
}

function explainOne(c: CampaignRow, groups: ZoneGroup[], f: WaitFacts): CampaignWaiting {
  const items: Item[] = []
  let callable = 0
  let state: CampaignWaiting["state"]
  const unreachable = hoursReach(c, f.budget.calleeHoursOnly) === "none"
  if (unreachable) {
    items.push(
      item(
        "unreachable",
        null,
        null,
        "never dials: its hours are all outside 8 AM-9 PM callee time (Settings → Dialing rules)"
      )
    )
  }
  if (c.status === "scheduled" || (c.status === "paused" && c.pausedReason === "rescheduled")) {
    state = "scheduled"
    const at = effectiveStart(c, f.now)
    if (!unreachable) items.push(item("scheduled", null, at, `scheduled: starts ${startText(at, c.timezone, f.now)}`))
  } else if (c.status === "active") {
    // SPEC §4: "active" is the answer to a create that starts at once; the web app's next request
    // (active → running) starts it, and the dialer dials running campaigns only. Until then it
    // waits for Start: if that request failed, the operator was told to start it by hand.
    state = "waiting"
    items.push(item("not_started", null, null, "waits for Start: press Start to begin dialling"))
  } else if (c.status === "paused" && c.pausedReason === "window") {
    state = "paused"
    const at = nextWindowOpening(c, f.now)
    if (!unreachable) {
      items.push(item("outside_window", null, at, at ? `paused until ${startText(at, c.timezone, f.now)}` : "paused"))
    }
  } else if (c.status === "paused" && c.pausedReason === "budget") {
    // The tick pauses every running campaign once the budget is spent; the operator resumes them.
    state = "paused"
    const { at, text } = budgetText(f)
    items.push(item("budget", null, at, `paused: ${text}; raise it in Settings → Costs, then resume`))
  } else if (c.status === "paused") {
    state = "paused"
    const why = c.pausedReason === "voice_changed" ? "paused: the voice provider changed" : "paused by the operator"
    items.push(item("paused", null, null, why))
  } else {
    const zones = explainZones(c, groups, f)
    callable = zones.callable
    items.push(...zones.items)
    if (callable > 0) {
      for (const blocker of CAMPAIGN_BLOCKERS) {
        const hit = blocker(f, c)
        if (hit) items.push({ ...hit, count: null })
      }
    }
    const blocked = items.some((i) => i.count === null)
    state = callable > 0 && !blocked ? "dialling" : "waiting"
  }
  const head =
    (state === "dialling" || state === "waiting") && c.status !== "active"
      ? [`${callable.toLocaleString("en-US")} callable now`]
      : []
  const line = [...head, ...items.map((i) => i.text)].join("; ")
  return {
    campaignId: c.id,
    name: c.name,
    state,
    callableNow: callable,
    reasons: items.map((i) => ({ ...i, nextAt: i.nextAt === null ? null : new Date(i.nextAt).toISOString() })),
    line,
  }
}

/**
 * The "why" of every scheduled, running and paused campaign (newest 200), in 1 D1 round trip. The
 * daily quota and the voice budget are the tick's figures (the same hourly buckets, summed by their
 * running totals), read beside the settings (not voiceLimitReason's separate round trip), so the line
 * and the next tick agree.
 */
export async function explainCampaigns(ctx: Ctx): Promise<CampaignWaitingList> {
  const now = ctx.clock.now()
  const unit = unitSettings(ctx)
  const read = await batchNamed(ctx.db.port, {
    campaigns: typed<Omit<CampaignRow, "workDays"> & { workDays: string }>({
      sql: CAMPAIGNS_SQL,
      params: [MAX_CAMPAIGNS],
    }),
    groups: typed<ZoneGroup & { id: number }>({
      sql: GROUPS_SQL,
      params: [now, MAX_CAMPAIGNS, Math.floor(now / 3_600_000)],
    }),
    budget: typed<{ inFlight: number; lastMinute: number; queued: number }>({ sql: BUDGET_SQL, params: [now] }),
    settings: unit.statement,
    limitTotals: typed<LimitHourRow>(limitTotalsSql(now)),
  })
  const settings = await unit.of(read.settings)
  const counts = read.budget[0]!
  const facts: WaitFacts = {
    now,
    budget: budgetFrom(settings, counts),
    inFlight: Number(counts.inFlight),
    lastMinute: Number(counts.lastMinute),
    queued: Number(counts.queued),
    limits: limitsFromTotals(read.limitTotals, settings, now),
    operatorZone: settings.timezone,
  }
  const byCampaign = new Map<number, ZoneGroup[]>()
  for (const g of read.groups) {
    const list = byCampaign.get(g.id) ?? []
    list.push({ ...g, n: Number(g.n), due: Number(g.due), nextDue: g.nextDue === null ? null : Number(g.nextDue) })
    byCampaign.set(g.id, list)
  }
  const items = read.campaigns.map((r) =>
    explainOne({ ...r, workDays: JSON.parse(r.workDays) as Weekday[] }, byCampaign.get(r.id) ?? [], facts)
  )
  return { items, checkedAt: new Date(now).toISOString() }
}
