import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import { cn } from "@/lib/utils"
import type { TableColumn } from "./analytics-csv"
import { count, heatmapHours, hourLabel, percent, ratio, WEEKDAY_ORDER, WEEKDAYS } from "./analytics-format"
import { ChartCard } from "./chart-card"

type Cell = AnalyticsResponse["heatmap"][number]

const columns: TableColumn<Cell>[] = [
  { label: "Weekday", text: (c) => WEEKDAYS[c.weekday]! },
  { label: "Hour (callee's time)", text: (c) => hourLabel(c.hour), csv: (c) => c.hour },
  { label: "Dialled", text: (c) => count(c.dialled), csv: (c) => c.dialled, numeric: true },
  { label: "Answered", text: (c) => count(c.connected), csv: (c) => c.connected, numeric: true },
  {
    label: "Answer rate",
    text: (c) => percent(ratio(c.connected, c.dialled)),
    csv: (c) => ratio(c.connected, c.dialled).toFixed(4),
    numeric: true,
  },
]

// ColorBrewer "Blues" ends: one hue, so lighter/darker reads as less/more for every colour vision.
const LOW = [222, 235, 247]
const HIGH = [8, 81, 156]
const shade = (t: number) => `rgb(${LOW.map((l, i) => Math.round(l + (HIGH[i]! - l) * t)).join(",")})`

/** Answer rate by the callee's local weekday and hour: when to call. */
export function HeatmapCard({ data }: { data: AnalyticsResponse }) {
  const cells = new Map(data.heatmap.map((c) => [c.weekday * 24 + c.hour, c]))
  // The calling day (widened to any hour called), so a phone shows it, not 24 mostly empty rows, and
  // sparse data keeps the grid's shape.
  const shownHours = heatmapHours(data.heatmap.map((c) => c.hour))
  const first = shownHours[0]!
  const best = Math.max(0.01, ...data.heatmap.map((c) => ratio(c.connected, c.dialled)))

  const cell = (weekday: number, hour: number) => {
    const c = cells.get(weekday * 24 + hour)
    const rate = c ? ratio(c.connected, c.dialled) : 0
    const label = c
      ? `${WEEKDAYS[weekday]} ${hourLabel(hour)}: ${c.connected} of ${c.dialled} answered (${percent(rate)})`
      : `${WEEKDAYS[weekday]} ${hourLabel(hour)}: no calls`
    return (
      <div
        key={`${weekday}-${hour}`}
        role="img"
        aria-label={label}
        title={label}
        className={cn("h-6 min-w-0 rounded-[3px]", !c && "bg-muted")}
        style={c ? { backgroundColor: shade(rate / best) } : undefined}
      />
    )
  }

  const unknown =
    data.heatmapUnknown > 0 ? ` ${count(data.heatmapUnknown)} calls without a recorded zone are left out.` : ""
  return (
    <ChartCard
      name="heatmap"
      title="When to call"
      description={`Answer rate by the callee's local weekday and hour; darker is better.${unknown}`}
      rows={data.heatmap}
      columns={columns}
      period={data.period}
      empty={data.heatmap.length === 0 && "No calls with a known callee time zone in this period."}
      className="lg:col-span-2"
    >
      {/* Wide screens: a row per weekday, a column per hour. */}
      <div
        className="hidden gap-0.5 md:grid"
        style={{ gridTemplateColumns: `2.5rem repeat(${shownHours.length}, minmax(0, 1fr))` }}
      >
        <div />
        {shownHours.map((h) => (
          <div key={h} className="text-center text-[10px] text-muted-foreground">
            {h % 2 === first % 2 ? hourLabel(h).replace(" ", "") : ""}
          </div>
        ))}
        {WEEKDAY_ORDER.map((d) => [
          <div key={`l${d}`} className="self-center text-xs text-muted-foreground">
            {WEEKDAYS[d]}
          </div>,
          ...shownHours.map((h) => cell(d, h)),
        ])}
      </div>
      {/* Phones: a row per hour, a column per weekday. */}
      <div className="grid gap-0.5 md:hidden" style={{ gridTemplateColumns: "3.25rem repeat(7, minmax(0, 1fr))" }}>
        <div />
        {WEEKDAY_ORDER.map((d) => (
          <div key={d} className="text-center text-xs text-muted-foreground">
            {WEEKDAYS[d]}
          </div>
        ))}
        {shownHours.map((h) => [
          <div key={`l${h}`} className="self-center text-xs text-muted-foreground">
            {hourLabel(h)}
          </div>,
          ...WEEKDAY_ORDER.map((d) => cell(d, h)),
        ])}
      </div>
      <div className="mt-3 flex items-center gap-2 text-xs text-muted-foreground" aria-hidden>
        <span>0%</span>
        <span
          className="h-3 w-24 rounded-sm"
          style={{ background: `linear-gradient(to right, ${shade(0)}, ${shade(1)})` }}
        />
        <span>{percent(best)}</span>
        <span className="ml-3 h-3 w-3 rounded-sm bg-muted" />
        <span>no calls</span>
      </div>
    </ChartCard>
  )
}
