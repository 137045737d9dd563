/**
 * How a settled call is counted in the Analytics rollups (db/schema/analytics-days.ts): its key
 * (the operator's local day, campaign, source, category, callee slot) and its figures, as SQL over
 * one image of a call (`new`, `old` in the calls triggers; `c` in a recount). The triggers in the
 * migrations hold these statements word for word (analytics-keys.test.ts) and the recount after a
 * time-zone change (analytics-zone.ts) is built from them, so the two can never count a call
 * differently.
 *
 * A call is in the rollups once it is settled: placed (a provider id), not a test, outbound, and with
 * a result. A call on the line has no result yet: the page reads those few from `calls` (its
 * in-flight index), so dialling writes no rollup row and a call's life moves the rollups once.
 */
import { CONNECTED_RESULTS } from "../../schemas/analytics"

/** The rollups' figures: column, and its value for one call image `r`. */
export const ROLLUP_FIGURES = (r: string) => {
  const result = (v: string) => `(coalesce(${r}.result, '') = '${v}')`
  const answered = `(coalesce(${r}.result, '') IN (${CONNECTED_RESULTS.map((v) => `'${v}'`).join(", ")}))`
  return [
    ["dialled", "1"],
    ["answered", answered],
    ["conversations", `(${answered} AND coalesce(${r}.duration, 0) > 30)`],
    ["voicemail", result("voicemail")],
    ["voicemail_left", result("voicemail left")],
    ["no_answer", result("no answer")],
    ["busy", result("busy")],
    ["failed", result("failed")],
    ["pending", result("")],
    ["booked", `(${r}.demo_scheduled = 1 OR ${r}.demo_cancelled_at IS NOT NULL)`],
    ["demos", `(${r}.demo_scheduled = 1)`],
    ["cost", `coalesce(${r}.cost, 0)`],
  ] as const
}

export const FIGURE_COLUMNS = ROLLUP_FIGURES("c").map(([col]) => col)

/** When a call counts: its dial time (the moment it was placed, or queued when never dialled). */
export const dialTime = (r: string) => `coalesce(${r}.dialed_at, ${r}.created_at)`

/** Settled and counted (the rollups); the same call without a result is read live. */
export const isSettled = (r: string) =>
  `${r}.is_test = 0 AND ${r}.direction = 'outbound' AND ${r}.vapi_call_id IS NOT NULL AND ${r}.result IS NOT NULL`

/** The operator's local day (days since 1970-01-01 of the local date) of epoch ms `t`, by the stored zone's offsets. */
export const localDay = (t: string) =>
  `((${t}) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (${t}) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000`

/** The callee-local weekday (0 = Sunday) x 24 + hour of a call, -1 when their zone is unknown. */
export const calleeSlot = (r: string) => {
  const minute = `(${dialTime(r)} / 60000 + ${r}.callee_utc_offset)`
  return `coalesce((${minute} / 1440 + 4) % 7 * 24 + ${minute} / 60 % 24, -1)`
}

/**
 * One call image as a keyed row with signed figures (`sign` 1 in, -1 out). `k` is its contact
 * (LEFT JOINed by the caller), so a call whose contact is gone counts under "" source and category.
 */
export const imageColumns = (r: string, sign: 1 | -1) =>
  [
    `${localDay(dialTime(r))} AS day`,
    `coalesce(${r}.campaign_id, 0) AS campaign_id`,
    `coalesce(k.source, '') AS source`,
    `coalesce(k.category, '') AS category`,
    `${calleeSlot(r)} AS slot`,
    ...ROLLUP_FIGURES(r).map(([col, v]) => `${sign} * ${v} AS ${col}`),
  ].join(", ")

/**
 * The subsets each call is also counted under (`dims` bits: 1 campaign, 2 source, 4 category). The
 * day totals keep the page filtered by one of them, and unfiltered as the sum of the campaigns' (a
 * few rows a day); the slots keep the heatmap under any filter (0: none, 7: all three, read with
 * IN-lists for two). Unfiltered slots summed from the campaigns' read a slot row per campaign: at
 * 300k calls a 90-day heatmap read 16,000 rows more, so they are kept (one row a settled call).
 */
export const DAY_DIMS = [1, 2, 4] as const
export const SLOT_DIMS = [0, 1, 2, 4, 7] as const

const dimsTable = (dims: readonly number[]) => `(${dims.map((d) => `SELECT ${d} AS d`).join(" UNION ALL ")})`
const upsert = (key: string, cols: readonly string[]) =>
  `ON CONFLICT (${key}) DO UPDATE SET ${cols.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`
const sumsOf = (cols: readonly string[]) => cols.map((c) => `sum(x.${c})`).join(", ")
const nonZeroOf = (cols: readonly string[]) => cols.map((c) => `sum(x.${c}) <> 0`).join(" OR ")
/** The heatmap needs two figures: its rows stay small. */
export const SLOT_FIGURES = ["dialled", "answered"] as const

/**
 * The three upserts that add `images` (a SELECT of keyed, signed rows: imageColumns) to the
 * rollups, each key once (old and new of a call summed first, so a change that moves nothing
 * writes nothing). "WHERE true" keeps SQLite from reading ON CONFLICT as a join constraint.
 */
export function rollupUpserts(images: string): string[] {
  const campaign = "iif(d.d & 1, x.campaign_id, 0)"
  const source = "iif(d.d & 2, x.source, '')"
  const category = "iif(d.d & 4, x.category, '')"
  return [
    `INSERT INTO analytics_days (dims, day, campaign_id, source, category, ${FIGURE_COLUMNS.join(", ")})
	SELECT d.d, x.day, ${campaign}, ${source}, ${category}, ${sumsOf(FIGURE_COLUMNS)}
	FROM (${images}) x CROSS JOIN ${dimsTable(DAY_DIMS)} d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING ${nonZeroOf(FIGURE_COLUMNS)}
	${upsert("dims, day, campaign_id, source, category", FIGURE_COLUMNS)}`,
    `INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, ${SLOT_FIGURES.join(", ")})
	SELECT d.d, ${campaign}, ${source}, ${category}, x.day, x.slot, ${sumsOf(SLOT_FIGURES)}
	FROM (${images}) x CROSS JOIN ${dimsTable(SLOT_DIMS)} d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING ${nonZeroOf(SLOT_FIGURES)}
	${upsert("dims, campaign_id, source, category, day, slot", SLOT_FIGURES)}`,
    `INSERT INTO analytics_day_groups (campaign_id, day, source, category, ${FIGURE_COLUMNS.join(", ")})
	SELECT x.campaign_id, x.day, x.source, x.category, ${sumsOf(FIGURE_COLUMNS)}
	FROM (${images}) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING ${nonZeroOf(FIGURE_COLUMNS)}
	${upsert("campaign_id, day, source, category", FIGURE_COLUMNS)}`,
  ]
}

/**
 * The columns a call is counted by: calls_rollups_au is an UPDATE OF them, WHEN one changed, so an
 * update that changes none of them neither compiles nor runs the upserts.
 */
export const COUNTED_COLUMNS = [
  "vapi_call_id",
  "is_test",
  "direction",
  "result",
  "duration",
  "demo_scheduled",
  "demo_cancelled_at",
  "cost",
  "dialed_at",
  "created_at",
  "campaign_id",
  "contact_id",
  "callee_utc_offset",
]
/** calls_rollups_au's WHEN. */
export const countedColumnChanged = COUNTED_COLUMNS.map((c) => `old.${c} IS NOT new.${c}`).join(" OR ")

const image = (r: "old" | "new", sign: 1 | -1) =>
  `SELECT ${imageColumns(r, sign)}
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = ${r}.contact_id
		WHERE ${isSettled(r)}`

/** calls_ai's rollup statements: the new call in, when it is already settled. */
export const insertTriggerRollups = () => rollupUpserts(image("new", 1))

/** calls_rollups_au's (a counted column changed: its WHEN): the old image out and the new one in. */
export const updateTriggerRollups = () =>
  rollupUpserts(`${image("old", -1)}
		UNION ALL
		${image("new", 1)}`)
