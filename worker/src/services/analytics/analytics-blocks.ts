/**
 * Blocks of time the Analytics rollups (db/schema/analytics-rollups.ts) are kept in, and how a
 * range of hours is read from them: the biggest whole blocks inside it, smaller ones at its ends.
 * The triggers of migration 0032_analytics_heatmap_pivot write exactly these grains: change both together.
 */

/** Grains of analytics_series, in hours: 4 weeks, a day, an hour. */
export const GRAINS = [672, 24, 1] as const
/** The series' buckets are days or weeks from Monday in the operator's zone: no 4-week block fits one. */
export const BUCKET_GRAINS = [24, 1] as const
/** Grains of analytics_slots (the heatmap): a day is two rows per filter there, so no 4-week grain. */
export const HEATMAP_GRAINS = [24, 1] as const

/** Rows with `grain` and `lo <= t < hi` (t a multiple of grain), in epoch hours, added or taken away. */
export interface Block {
  grain: number
  lo: number
  hi: number
  sign: 1 | -1
}

/**
 * [lo, hi) in epoch hours as the fewest blocks: 90 days in New York are 2 four-week blocks, about
 * 34 days and 24 hours, whatever day they start on.
 */
export function cover(lo: number, hi: number, grains: readonly number[]): Block[] {
  if (lo >= hi) return []
  const [grain, ...smaller] = grains
  if (grain === undefined || grain === 1) return [{ grain: 1, lo, hi, sign: 1 }]
  const a = Math.ceil(lo / grain) * grain
  const b = Math.floor(hi / grain) * grain
  if (a >= b) return cover(lo, hi, smaller)
  return [...cover(lo, a, smaller), { grain, lo: a, hi: b, sign: 1 }, ...cover(b, hi, smaller)]
}

/**
 * The same range, each end's part of a UTC day read as the whole day less its other hours when those
 * are fewer: a day in New York (05:00-05:00 UTC) is a day block less 5 hours plus 5 hours, 11 key
 * ranges instead of 24. So an end costs at most 12 hour ranges, in any zone.
 */
export function signedCover(lo: number, hi: number, grains: readonly number[]): Block[] {
  const a = Math.ceil(lo / 24) * 24
  const b = Math.floor(hi / 24) * 24
  if (!grains.includes(24) || a > b) return cover(lo, hi, grains)
  const wholeStart = a - lo > lo - (a - 24)
  const wholeEnd = hi - b > b + 24 - hi
  const from = wholeStart ? a - 24 : lo
  const to = wholeEnd ? b + 24 : hi
  const less = (l: number, h: number): Block[] => (l < h ? [{ grain: 1, lo: l, hi: h, sign: -1 }] : [])
  return [...cover(from, to, grains), ...(wholeStart ? less(a - 24, lo) : []), ...(wholeEnd ? less(hi, b + 24) : [])]
}
