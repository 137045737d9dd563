import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import { MIN_GROUP_CALLS } from "@shared/analytics"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, percent, SERIES_COLORS, shortName } from "./analytics-format"
import { ChartCard } from "./chart-card"

type Group = AnalyticsResponse["categories"][number]

const columns = (what: string): TableColumn<Group>[] => [
  { label: what, text: (g) => g.name },
  { label: "Dialled", text: (g) => count(g.dialled), csv: (g) => g.dialled, numeric: true },
  { label: "Connected", text: (g) => count(g.connected), csv: (g) => g.connected, numeric: true },
  { label: "Demos", text: (g) => count(g.demos), csv: (g) => g.demos, numeric: true },
  { label: "Demo rate", text: (g) => percent(g.demoRate), csv: (g) => g.demoRate.toFixed(4), numeric: true },
]

type TopGroupsCardProps = {
  data: AnalyticsResponse
  by: "categories" | "sources"
}

/** The categories or lead sources that turn calls into demos best (MIN_GROUP_CALLS calls or more each). */
export function TopGroupsCard({ data, by }: TopGroupsCardProps) {
  const groups = data[by]
  const what = by === "categories" ? "Category" : "Source"
  const rows = groups.map((g) => ({ ...g, label: shortName(g.name), rate: g.demoRate * 100 }))
  return (
    <ChartCard
      name={`top-${by}`}
      title={by === "categories" ? "Top categories" : "Top sources"}
      description={`By demo rate (demos per call dialled), among those with ${MIN_GROUP_CALLS} calls or more`}
      rows={groups}
      columns={columns(what)}
      period={data.period}
      empty={
        groups.length === 0 &&
        `No ${by === "categories" ? "category" : "source"} has ${MIN_GROUP_CALLS} calls in this period yet.`
      }
    >
      <div style={{ height: Math.max(160, rows.length * 36 + 40) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 16 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" unit="%" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={128} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(_, payload) => (payload[0]?.payload as { name?: string } | undefined)?.name ?? ""}
              formatter={(v) => `${Number(v).toFixed(1)}%`}
            />
            <Bar
              dataKey="rate"
              name="Demo rate"
              fill={SERIES_COLORS.third}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  )
}
