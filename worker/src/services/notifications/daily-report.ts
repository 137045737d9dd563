/**
 * The daily report (notification_daily_reports): the calls, answers and demos of a day in the
 * operator's time zone. The cron looks every minute; the first look after midnight writes the day
 * just ended, once (its dedupe key is the date). A server that was off at midnight writes it at its
 * next minute, still for that day.
 */
import { startOfZonedDay, zonedDate } from "../../lib/zoned-time"
import type { Ctx } from "../../context/ctx"
import type { SqlStatement } from "../../db/sql/sql-port"
import { notificationEnabled, recordNotification } from "./record-notification"

/** The day before the one `now` falls on, in `timeZone`: its date and its [start, end) instants. */
export function previousDay(now: number, timeZone: string) {
  const end = startOfZonedDay(now, timeZone)
  // Noon of the day before is always on that day, whatever DST did overnight.
  const noon = end - 12 * 3600_000
  return { date: zonedDate(noon, timeZone), start: startOfZonedDay(noon, timeZone), end }
}

const dedupeKeyOf = (date: string) => `daily_report:${date}`

// The zones furthest west and east (UTC-12, UTC+14): "yesterday" anywhere falls between theirs.
const WESTMOST = "Etc/GMT+12"
const EASTMOST = "Pacific/Kiritimati"

/**
 * The cron's gate, read before the settings are known: the reports already written for any date
 * that is "yesterday" in some zone (at most three, one indexed range of the dedupe key).
 */
export function dailyReportDue(ctx: Ctx): SqlStatement {
  const now = ctx.clock.now()
  return {
    sql: "SELECT dedupe_key AS dedupeKey FROM notification_logs WHERE dedupe_key >= ?1 AND dedupe_key <= ?2",
    params: [dedupeKeyOf(previousDay(now, WESTMOST).date), dedupeKeyOf(previousDay(now, EASTMOST).date)],
  }
}

/** Due when the report is on and the operator's yesterday has none among those rows. */
export async function dailyReportIsDue(rows: readonly unknown[], ctx: Ctx) {
  if (!(await notificationEnabled(ctx, "daily_report"))) return false
  const key = dedupeKeyOf(previousDay(ctx.clock.now(), (await ctx.settings()).timezone).date)
  return !rows.some((r) => (r as { dedupeKey?: string }).dedupeKey === key)
}

interface DayFigures {
  calls: number
  answered: number
  demos: number
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "none")

/** Writes yesterday's report if it is on and not written yet. Answers the row's id when it wrote one. */
export async function writeDailyReport(ctx: Ctx) {
  if (!(await notificationEnabled(ctx, "daily_report"))) return null
  const { timezone } = await ctx.settings()
  const day = previousDay(ctx.clock.now(), timezone)
  const dedupeKey = dedupeKeyOf(day.date)
  // The minute-by-minute look is one indexed point read; the day's figures are read once a day.
  if (await ctx.db.port.first("SELECT 1 AS one FROM notification_logs WHERE dedupe_key = ?1", [dedupeKey])) return null
  const figures = await ctx.db.port.first<DayFigures>(
    `SELECT count(*) AS calls,
            coalesce(sum(result = 'answered'), 0) AS answered,
            coalesce(sum(demo_scheduled = 1), 0) AS demos
     FROM calls WHERE created_at >= ?1 AND created_at < ?2 AND is_test = 0`,
    [day.start, day.end]
  )
  const { calls, answered, demos } = figures ?? { calls: 0, answered: 0, demos: 0 }
  const label = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: timezone,
  }).format(new Date(day.start + 12 * 3600_000))
  const s = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`
  return recordNotification(ctx, {
    type: "daily_report",
    dedupeKey,
    message: `Daily report for ${label}: ${s(calls, "call")}, ${answered.toLocaleString("en-US")} answered, ${s(demos, "demo")} booked`,
    details: [
      `Calls placed: ${calls.toLocaleString("en-US")}`,
      `Answered: ${answered.toLocaleString("en-US")} (${percent(answered, calls)})`,
      `Demos booked: ${demos.toLocaleString("en-US")}`,
      `Day: ${day.date} (${timezone})`,
    ].join("\n"),
  })
}
