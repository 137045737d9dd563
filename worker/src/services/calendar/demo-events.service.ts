/**
 * The Demo Calendar's reads (SPEC §2.8, §3 calendar event): demos are calls with demo_scheduled, read
 * through the partial index on demo_date, so a month, the next demos, the latest past ones and the
 * counters cost a few index ranges however many calls there are.
 */
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { CalendarEvent, CalendarEventsResponse } from "../../schemas/api-routes/calendar"
import { type DemoOutcome, PAST_DEMOS_SHOWN, UPCOMING_DEMOS_SHOWN } from "../../schemas/calendar"
import { calleeTimeZone } from "../campaigns/callee-time"
import { httpsUrlOrNull } from "../calls/recording-url"
import { isWritableDemo } from "./ical"

/** The most demos one month view returns (a busy operator books far fewer). */
export const MAX_RANGE_EVENTS = 1_000

const DAY = 86_400_000

export interface DemoRow {
  id: number
  contact_id: number | null
  business_name: string | null
  phone: string | null
  address: string | null
  demo_date: number
  result: string | null
  calendar_event_id: string | null
  campaign_id: number | null
  campaign_name: string | null
  campaign_tz: string | null
  summary: string | null
  recording_url: string | null
  demo_outcome: DemoOutcome | null
  updated_at: number
}

const SELECT = `SELECT c.id, c.contact_id, ct.business_name, ct.phone, ct.address, c.demo_date, c.result,
    c.calendar_event_id, c.campaign_id, cp.name AS campaign_name, cp.timezone AS campaign_tz, c.summary,
    c.recording_url, c.demo_outcome, c.updated_at
  FROM calls c
  LEFT JOIN contacts ct ON ct.id = c.contact_id
  LEFT JOIN campaigns cp ON cp.id = c.campaign_id`

export const demosBetween = (from: number, to: number, limit = MAX_RANGE_EVENTS): SqlStatement => ({
  sql: `${SELECT} WHERE c.demo_scheduled = 1 AND c.is_test = 0 AND c.demo_date >= ?1 AND c.demo_date < ?2 ORDER BY c.demo_date, c.id LIMIT ?3`,
  params: [from, to, limit],
})

/** The next demos, soonest first. */
export const upcomingDemos = (now: number, limit = UPCOMING_DEMOS_SHOWN): SqlStatement => ({
  sql: `${SELECT} WHERE c.demo_scheduled = 1 AND c.is_test = 0 AND c.demo_date >= ?1 ORDER BY c.demo_date, c.id LIMIT ?2`,
  params: [now, limit],
})

/** The latest past demos, newest first. */
export const pastDemos = (now: number, limit = PAST_DEMOS_SHOWN): SqlStatement => ({
  sql: `${SELECT} WHERE c.demo_scheduled = 1 AND c.is_test = 0 AND c.demo_date < ?1 ORDER BY c.demo_date DESC, c.id DESC LIMIT ?2`,
  params: [now, limit],
})

/** The feed holds every demo (calendar apps keep history); more than this is not a calendar any more. */
export const FEED_LIMIT = 10_000

/**
 * The calendar feed's demos in date order, at most `limit`: every demo to come, then as many of the
 * latest past ones as still fit, so the cap drops the oldest history first and never a demo the
 * operator still has to attend. (Should the demos to come alone pass the cap, the soonest stay.)
 */
export async function feedDemos(db: DB, now: number, limit = FEED_LIMIT): Promise<DemoRow[]> {
  const { upcoming, past } = await batchNamed(db.port, {
    upcoming: typed<DemoRow>(upcomingDemos(now, limit)),
    past: typed<DemoRow>(pastDemos(now, limit)),
  })
  return [...past.slice(0, Math.max(0, limit - upcoming.length)).reverse(), ...upcoming].filter(isShownDemo)
}

/**
 * All demos and those still to come. The total is one row of demo_days (kept by triggers); the demos
 * to come are the later days' counts plus today's from `now` on, an index range of one day at most
 * (CAST: the day holds whether the driver binds `now` as an integer or a real).
 */
export const demoCounts = (now: number): SqlStatement => ({
  sql: `SELECT coalesce((SELECT n FROM demo_days WHERE day = -1), 0) AS total,
          coalesce((SELECT sum(n) FROM demo_days WHERE day > CAST(?1 / ${DAY} AS INTEGER)), 0)
          + (SELECT count(*) FROM calls WHERE demo_scheduled = 1 AND demo_date >= ?1
               AND demo_date < (CAST(?1 / ${DAY} AS INTEGER) + 1) * ${DAY} AND is_test = 0) AS upcoming`,
  params: [now],
})

export const demoById = (id: number): SqlStatement => ({
  sql: `${SELECT} WHERE c.id = ?1 AND c.demo_scheduled = 1 AND c.demo_date IS NOT NULL`,
  params: [id],
})

/**
 * A row a calendar can hold. Demo times are range-checked when booked, so this only keeps one bad
 * row (one stored before that check) from failing a whole read.
 */
export const isShownDemo = (r: { demo_date?: unknown }) =>
  typeof r.demo_date === "number" && isWritableDemo(r.demo_date)

export function toCalendarEvent(r: DemoRow, operatorZone: string): CalendarEvent {
  const contact = { address: r.address, phone: r.phone }
  return {
    id: r.id,
    contactId: r.contact_id ?? 0,
    businessName: r.business_name ?? "Deleted contact",
    phone: r.phone ?? "",
    address: r.address ?? "",
    demoDate: new Date(r.demo_date).toISOString(),
    result: r.result,
    calendarEventId: r.calendar_event_id,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    timeZone: calleeTimeZone(contact) ?? r.campaign_tz ?? operatorZone,
    summary: r.summary,
    recordingUrl: httpsUrlOrNull(r.recording_url),
    outcome: r.demo_outcome ?? null,
  }
}

/** The six weeks around `now`: what a month view shows when no range is asked for. */
export function defaultRange(now: number) {
  const from = Math.floor(now / DAY) * DAY - 14 * DAY
  return { from, to: from + 42 * DAY }
}

export async function calendarEvents(
  db: DB,
  range: { from: number; to: number },
  now: number,
  operatorZone: string
): Promise<CalendarEventsResponse> {
  const { events, upcoming, past, counts } = await batchNamed(db.port, {
    events: typed<DemoRow>(demosBetween(range.from, range.to)),
    upcoming: typed<DemoRow>(upcomingDemos(now)),
    past: typed<DemoRow>(pastDemos(now)),
    counts: typed<{ upcoming?: number; total?: number }>(demoCounts(now)),
  })
  const toEvents = (rows: DemoRow[]) => rows.filter(isShownDemo).map((r) => toCalendarEvent(r, operatorZone))
  const c = counts[0] ?? {}
  const total = Number(c.total ?? 0)
  const upcomingCount = Number(c.upcoming ?? 0)
  return {
    events: toEvents(events),
    upcoming: toEvents(upcoming),
    past: toEvents(past),
    counts: { upcoming: upcomingCount, completed: total - upcomingCount, total },
    timeZone: operatorZone,
    range: { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() },
  }
}
