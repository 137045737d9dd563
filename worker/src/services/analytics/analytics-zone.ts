/**
 * The Analytics rollups count per local day of the operator's zone (analytics-days.ts). The triggers
 * find a call's day from analytics_zone_offsets; this writes that table for a zone and recounts the
 * rollups in it, in one batch (one transaction: the page never sees half of a recount):
 * - before any Analytics read that finds the rollups in another zone than the settings' (the
 *   migration counts in the default zone, New York; the operator chose another, saved or imported);
 * - as a change of key of every settled call still kept (recountStatements): what calls the data
 *   retention purged counted stays in the old zone's days, never lost.
 * Cost: two passes over the settled calls (about 10 s at 300k calls in the bench's first read, a few
 * ms at a few thousand), once per zone change; the batch holds the database meanwhile.
 */
import type { DB } from "../../db/client"
import type { SqlStatement } from "../../db/sql/sql-port"
import { zonedParts } from "../../lib/zoned-time"
import { FIGURE_COLUMNS, imageColumns, isSettled, rollupUpserts } from "./analytics-keys"

const WEEK = 7 * 86_400_000
/** The offsets cover 2000-2060; a call outside takes the nearest one. */
const FIRST = Date.UTC(2000, 0, 1)
const LAST = Date.UTC(2060, 0, 1)

/** The zone's UTC offset at `t`, in minutes (east positive). */
function offsetAt(t: number, timeZone: string) {
  const p = zonedParts(t, timeZone)
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  return Math.round((local - Math.floor(t / 60_000) * 60_000) / 60_000)
}

type ZoneOffset = { fromMs: number; offsetMin: number }
/** Per isolate: a zone's offsets do not change while it runs. */
const offsetsByZone = new Map<string, ZoneOffset[]>()

/** The zone's offsets from each change on (DST included), to the minute: a few rows a year at most. */
export function zoneOffsets(timeZone: string): ZoneOffset[] {
  const known = offsetsByZone.get(timeZone)
  if (known) return known
  const rows = [{ fromMs: 0, offsetMin: offsetAt(FIRST, timeZone) }]
  let prev = rows[0]!.offsetMin
  // Offsets change a few times a year at most, never twice within a week (Ramadan's suspensions of
  // DST last about a month): look once a week, then find the minute of each change by halving.
  // About 3,100 looks and 20 per change: tens of milliseconds, once per zone change.
  for (let t = FIRST; t < LAST; t += WEEK) {
    const next = offsetAt(t + WEEK, timeZone)
    if (next === prev) continue
    let [lo, hi] = [t, t + WEEK]
    while (hi - lo > 60_000) {
      const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000
      if (offsetAt(mid, timeZone) === prev) lo = mid
      else hi = mid
    }
    rows.push({ fromMs: hi, offsetMin: next })
    prev = next
  }
  offsetsByZone.set(timeZone, rows)
  return rows
}

/** The zone the rollups are counted in (null: none yet, as the migration leaves them). */
export const rollupZoneStatement: SqlStatement = { sql: "SELECT zone FROM analytics_zone_offsets LIMIT 1" }
export const rollupZoneOf = (rows: readonly unknown[] | undefined) =>
  ((rows?.[0] as { zone?: string } | undefined)?.zone ?? null) as string | null

const FIGURES = FIGURE_COLUMNS.join(", ")
const KEY = "day, campaign_id, source, category, slot"

/** The settled calls' images summed per key, signed: under the offsets in the table at that point of the batch. */
const settledImages = (sign: 1 | -1) => `INSERT INTO analytics_recount (${KEY}, ${FIGURES})
  SELECT ${KEY}, ${FIGURE_COLUMNS.map((c) => `sum(${c})`).join(", ")} FROM (
    SELECT ${imageColumns("c", sign)} FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id WHERE ${isSettled("c")})
  WHERE true GROUP BY ${KEY}
  ON CONFLICT (${KEY}) DO UPDATE SET ${FIGURE_COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`

/**
 * The batch that puts the rollups in `timeZone`: every settled call still kept is taken out at its
 * old day and put in at its new one (the triggers' own statements, analytics-keys.ts), netted per key
 * first, so only the calls whose day changes (those near midnight) move rows. What purged calls
 * counted stays where it was.
 */
export function recountStatements(timeZone: string): SqlStatement[] {
  const offsets = zoneOffsets(timeZone)
  const inserts: SqlStatement[] = []
  // Three parameters a row, at most 99 a statement (D1 binds at most 100).
  for (let i = 0; i < offsets.length; i += 33) {
    const part = offsets.slice(i, i + 33)
    inserts.push({
      sql: `INSERT INTO analytics_zone_offsets (from_ms, offset_min, zone) VALUES ${part.map(() => "(?, ?, ?)").join(", ")}`,
      params: part.flatMap((o) => [o.fromMs, o.offsetMin, timeZone]),
    })
  }
  return [
    { sql: "DELETE FROM analytics_recount" },
    { sql: settledImages(-1) },
    { sql: "DELETE FROM analytics_zone_offsets" },
    ...inserts,
    { sql: settledImages(1) },
    { sql: `DELETE FROM analytics_recount WHERE ${FIGURE_COLUMNS.map((c) => `${c} = 0`).join(" AND ")}` },
    ...rollupUpserts(`SELECT ${KEY}, ${FIGURES} FROM analytics_recount`).map((sql) => ({ sql })),
    { sql: "DELETE FROM analytics_recount" },
  ]
}

/**
 * Puts the rollups in `timeZone` unless they are counted in it already (`current`, as read by
 * rollupZoneStatement): true when it recounted.
 */
export async function ensureRollupZone(db: DB, timeZone: string, current?: string | null): Promise<boolean> {
  const zone = current !== undefined ? current : rollupZoneOf(await db.port.all(rollupZoneStatement.sql))
  if (zone === timeZone) return false
  await db.port.batch(recountStatements(timeZone))
  return true
}
