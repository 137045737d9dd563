import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, dayLabel, SERIES_COLORS, usd } from "./analytics-format"
import { ChartCard } from "./chart-card"

type Bucket = AnalyticsResponse["series"][number]

export function CostCard({ data }: { data: AnalyticsResponse }) {
  const columns: TableColumn<Bucket>[] = [
    { label: data.period.bucket === "week" ? "Week of" : "Day", text: (b) => dayLabel(b.start), csv: (b) => b.start },
    { label: "Spent", text: (b) => usd(b.cost), csv: (b) => b.cost.toFixed(4), numeric: true },
    { label: "Demos", text: (b) => count(b.demos), csv: (b) => b.demos, numeric: true },
    {
      label: "Cost per demo",
      text: (b) => usd(b.costPerDemo),
      csv: (b) => (b.costPerDemo === null ? "" : b.costPerDemo.toFixed(4)),
      numeric: true,
    },
  ]
  const spent = data.series.reduce((n, b) => n + b.cost, 0)
  const demos = data.series.reduce((n, b) => n + b.demos, 0)
  const rows = data.series.map((b) => ({ start: dayLabel(b.start), costPerDemo: b.costPerDemo }))
  return (
    <ChartCard
      name="cost-per-demo"
      title="Cost per demo"
      description={`${usd(spent)} spent on calls, ${count(demos)} demos booked: ${usd(demos ? spent / demos : null)} a demo`}
      rows={data.series}
      columns={columns}
      period={data.period}
      empty={demos === 0 && "No demos booked in this period."}
    >
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, left: 0, right: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="start" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis tick={{ fontSize: 12 }} width={56} tickFormatter={(v: number) => usd(v)} />
            <Tooltip formatter={(v) => usd(Number(v))} />
            <Line
              type="monotone"
              dataKey="costPerDemo"
              name="Cost per demo"
              stroke={SERIES_COLORS.primary}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  )
}
