/** Labels, numbers and colours the Analytics charts, tables and CSV files share. */
import { OUTCOME_GROUPS, type OutcomeGroup } from "@shared/analytics"

/**
 * Okabe–Ito, a palette told apart with every common colour-vision deficiency; each outcome keeps its
 * colour on every chart. Text never relies on colour alone: legends, tooltips and the tables name it.
 */
export const OUTCOME_COLORS: Record<OutcomeGroup, string> = {
  connected: "#009E73",
  voicemailLeft: "#F0E442",
  voicemail: "#56B4E9",
  noAnswer: "#E69F00",
  busy: "#CC79A7",
  failed: "#D55E00",
  other: "#7F7F7F",
  pending: "#0072B2",
}
export const OUTCOME_LABELS = Object.fromEntries(OUTCOME_GROUPS.map((g) => [g.key, g.label])) as Record<
  OutcomeGroup,
  string
>
export const SERIES_COLORS = { primary: "#0072B2", second: "#E69F00", third: "#009E73" } as const

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const
/** Monday first, as a working week reads. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" })
/** "2026-11-24" → "Nov 24" (a calendar day: formatted in UTC so no zone moves it). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`))

export const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? "AM" : "PM"}`

export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0)
export const percent = (r: number) => `${(r * 100).toFixed(r > 0 && r < 0.1 ? 1 : 0)}%`

const usdFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
export const usd = (n: number | null) => (n === null ? "—" : usdFormat.format(n))
export const count = (n: number) => n.toLocaleString("en-US")

/** The calling day every heatmap shows, 8 AM to 8 PM (the evening preset's last hour included). */
export const HEATMAP_DAY = { first: 8, last: 20 } as const

/**
 * The heatmap's hours: the calling day whatever was called, widened to any hour that was, so sparse
 * data (one hour called) still reads as a day with one cell lit, not one stretched column.
 */
export function heatmapHours(called: readonly number[]) {
  const first = Math.min(HEATMAP_DAY.first, ...called)
  const last = Math.max(HEATMAP_DAY.last, ...called)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
