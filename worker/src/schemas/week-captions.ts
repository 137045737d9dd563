/**
 * The dashboard's stat captions (SPEC §2.3 shows fixed texts: "+12% from last week", "+24% conversion
 * rate", "+0.8% improvement"), computed from this week so far against the same part of last week, in
 * the spec's shapes. Shared by the web (the cards) and the tests; the worker supplies the figures.
 */

/** One week's counters from call_hourly_stats (test calls never count). */
export interface WeekFigures {
  placed: number
  withResult: number
  answered: number
  demos: number
}

/** up / down: better / worse than last week (every figure here is better higher); none: nothing to compare. */
export type CaptionTone = "up" | "down" | "flat" | "none"

export interface Caption {
  text: string
  tone: CaptionTone
  /** The figures behind it, in a sentence (the caption's tooltip and accessible description). */
  detail: string
}

export const NO_DATA = "No data yet"

const count = new Intl.NumberFormat("en-US")
const pct1 = (n: number) => `${n.toFixed(1)}%`
const signed = (n: number, digits: number) => `${n > 0 ? "+" : "-"}${Math.abs(n).toFixed(digits)}%`
/** A change of a rate, in percentage points: "+0.8 pp" (a rate going from 20% to 22% is +2 pp, not +10%). */
const signedPoints = (n: number) => `${n > 0 ? "+" : "-"}${Math.abs(n).toFixed(1)} pp`
const toneOf = (n: number): CaptionTone => (n > 0 ? "up" : n < 0 ? "down" : "flat")
const round1 = (n: number) => Math.round(n * 10) / 10

/** Total Calls: the relative change in calls placed, "+12% from last week". */
export function callsCaption(now: WeekFigures, last: WeekFigures): Caption {
  const detail = `${count.format(now.placed)} calls this week, ${count.format(last.placed)} by this time last week`
  if (last.placed === 0) return { text: NO_DATA, tone: "none", detail }
  const change = Math.round(((now.placed - last.placed) / last.placed) * 100)
  if (change === 0) return { text: "Same as last week", tone: "flat", detail }
  return { text: `${signed(change, 0)} from last week`, tone: toneOf(change), detail }
}

/** A rate in percent, or null without a denominator. */
const rate = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null)

function pointsCaption(
  thisRate: number | null,
  lastRate: number | null,
  words: { up: string; down: string; flat: string; what: string }
): Caption {
  const show = (r: number | null) => (r === null ? "none" : pct1(r))
  const detail = `${words.what}: ${show(thisRate)} this week, ${show(lastRate)} by this time last week`
  if (thisRate === null || lastRate === null) return { text: NO_DATA, tone: "none", detail }
  const change = round1(thisRate - lastRate)
  if (change === 0) return { text: words.flat, tone: "flat", detail }
  return { text: `${signedPoints(change)} ${change > 0 ? words.up : words.down}`, tone: toneOf(change), detail }
}

/** Demos Scheduled: the change in conversion (demos per answered call), in points: "+2.4 pp conversion rate". */
export const conversionCaption = (now: WeekFigures, last: WeekFigures) =>
  pointsCaption(rate(now.demos, now.answered), rate(last.demos, last.answered), {
    up: "conversion rate",
    down: "conversion rate",
    flat: "Same conversion rate as last week",
    what: "Demos per answered call",
  })

/** Success Rate: the change in answered calls per call with a result, in points: "+0.8 pp improvement". */
export const successCaption = (now: WeekFigures, last: WeekFigures) =>
  pointsCaption(rate(now.answered, now.withResult), rate(last.answered, last.withResult), {
    up: "improvement",
    down: "decline",
    flat: "No change from last week",
    what: "Answered calls per call with a result",
  })
