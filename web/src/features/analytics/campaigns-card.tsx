import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, percent, ratio, SERIES_COLORS, shortName, usd } from "./analytics-format"
import { ChartCard } from "./chart-card"

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

/** Campaigns side by side: the rates that compare across campaigns of any size. */
export function CampaignsCard({ data }: { data: AnalyticsResponse }) {
  const rows = data.campaigns.map((c) => ({
    name: c.name,
    label: shortName(c.name, 16),
    answer: ratio(c.connected, c.dialled) * 100,
    conversation: ratio(c.conversations, c.dialled) * 100,
    demo: ratio(c.demos, c.dialled) * 100,
  }))
  return (
    <ChartCard
      name="campaigns"
      title="Campaigns side by side"
      description="Answer, conversation and demo rates per call dialled; the table adds spend and cost per demo"
      rows={data.campaigns}
      columns={columns}
      period={data.period}
      empty={rows.length === 0 && "No calls placed in this period."}
      className="lg:col-span-2"
    >
      <div style={{ height: Math.max(200, rows.length * 64 + 60) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 16 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" unit="%" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(_, payload) => (payload[0]?.payload as { name?: string } | undefined)?.name ?? ""}
              formatter={(v) => `${Number(v).toFixed(1)}%`}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
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
