import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, percent, ratio, SERIES_COLORS, usd } from "./analytics-format"
import { categoryAxisWidth, useBoxWidth } from "./category-axis"
import { CategoryTick } from "./category-tick"
import { ChartCard } from "./chart-card"
import { LegendText } from "./legend-text"

type Campaign = AnalyticsResponse["campaigns"][number]

const columns: TableColumn<Campaign>[] = [
  { label: "Campaign", text: (c) => c.name },
  { label: "Dialled", text: (c) => count(c.dialled), csv: (c) => c.dialled, numeric: true },
  {
    label: "Answer rate",
    text: (c) => percent(ratio(c.connected, c.dialled)),
    csv: (c) => ratio(c.connected, c.dialled).toFixed(4),
    numeric: true,
  },
  { label: "Conversations > 30 s", text: (c) => count(c.conversations), csv: (c) => c.conversations, numeric: true },
  { label: "Demos booked", text: (c) => count(c.booked), csv: (c) => c.booked, numeric: true },
  {
    label: "Demo rate",
    text: (c) => percent(ratio(c.demos, c.dialled)),
    csv: (c) => ratio(c.demos, c.dialled).toFixed(4),
    numeric: true,
  },
  { label: "Spent", text: (c) => usd(c.cost), csv: (c) => c.cost.toFixed(4), numeric: true },
  {
    label: "Cost per demo",
    text: (c) => usd(c.costPerDemo),
    csv: (c) => c.costPerDemo?.toFixed(4) ?? "",
    numeric: true,
  },
]

type Bar = { name: string; dialled: number; answer: number; conversation: number; demo: number }
const RATE_OF: Record<string, (c: Campaign) => number> = {
  answer: (c) => c.connected,
  conversation: (c) => c.conversations,
  demo: (c) => c.demos,
}

/** Campaigns side by side: the rates that compare across campaigns of any size. */
export function CampaignsCard({ data }: { data: AnalyticsResponse }) {
  const byName = new Map(data.campaigns.map((c) => [c.name, c]))
  const rows: Bar[] = data.campaigns.map((c) => ({
    name: c.name,
    dialled: c.dialled,
    answer: ratio(c.connected, c.dialled) * 100,
    conversation: ratio(c.conversations, c.dialled) * 100,
    demo: ratio(c.demos, c.dialled) * 100,
  }))
  const [box, width] = useBoxWidth<HTMLDivElement>()
  const axis = categoryAxisWidth(
    rows.map((r) => r.name),
    width
  )
  // Each rate with the calls it is taken from: "45.0% (90 of 200)".
  const rateText = (value: unknown, key: unknown, item: { payload?: Bar }) => {
    const c = item.payload && byName.get(item.payload.name)
    const part = c && RATE_OF[String(key)]?.(c)
    return part === undefined || !c
      ? `${Number(value).toFixed(1)}%`
      : `${Number(value).toFixed(1)}% (${count(part)} of ${count(c.dialled)})`
  }
  return (
    <ChartCard
      name="campaigns"
      title="Campaigns side by side"
      description="Answer, conversation and demo rates per call dialled, with the calls dialled under each name; the table adds spend and cost per demo"
      rows={data.campaigns}
      columns={columns}
      period={data.period}
      empty={rows.length === 0 && "No calls placed in this period."}
      className="lg:col-span-2"
    >
      <div ref={box} style={{ height: Math.max(200, rows.length * 64 + 60) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 16 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" unit="%" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              width={axis}
              interval={0}
              tick={(props: object) => (
                <CategoryTick
                  {...props}
                  room={axis}
                  note={(name) => {
                    const c = byName.get(name)
                    return c && `${count(c.dialled)} ${c.dialled === 1 ? "call" : "calls"} dialled`
                  }}
                />
              )}
            />
            <Tooltip formatter={(v, key, item) => rateText(v, item.dataKey ?? key, item)} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name: string) => <LegendText>{name}</LegendText>} />
            <Bar dataKey="answer" name="Answer rate" fill={SERIES_COLORS.primary} isAnimationActive={false} />
            <Bar
              dataKey="conversation"
              name="Conversation rate"
              fill={SERIES_COLORS.second}
              isAnimationActive={false}
            />
            <Bar dataKey="demo" name="Demo rate" fill={SERIES_COLORS.third} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  )
}
