/**
 * Blocks of time the Analytics rollups (db/schema/analytics-rollups.ts) are kept in, and how a
 * range of hours is read from them: the biggest whole blocks inside it, smaller ones at its ends.
 * The triggers of migration 0027_analytics_rollups write exactly these grains: change both together.
 */

/** Grains of analytics_slots, analytics_groups and analytics_campaigns, in hours: 4 weeks, a day, an hour. */
export const GRAINS = [672, 24, 1] as const
/** analytics_series: its buckets are days or weeks in the operator's zone, so no 4-week blocks. */
export const SERIES_GRAINS = [24, 1] as const

/** Rows with `grain` and `lo <= t < hi` (t a multiple of grain), in epoch hours. */
export interface Block {
  grain: number
  lo: number
  hi: number
}

/**
 * [lo, hi) in epoch hours as the fewest blocks: 90 days in New York are 2 four-week blocks, about
 * 34 days and 24 hours, whatever day they start on.
 */
export function cover(lo: number, hi: number, grains: readonly number[]): Block[] {
  if (lo >= hi) return []
  const [grain, ...smaller] = grains
  if (grain === undefined || grain === 1) return [{ grain: 1, lo, hi }]
  const a = Math.ceil(lo / grain) * grain
  const b = Math.floor(hi / grain) * grain
  if (a >= b) return cover(lo, hi, smaller)
  return [...cover(lo, a, smaller), { grain, lo: a, hi: b }, ...cover(b, hi, smaller)]
}
