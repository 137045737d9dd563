import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import { MIN_GROUP_CALLS } from "@shared/analytics"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, percent, SERIES_COLORS } from "./analytics-format"
import { categoryAxisWidth, useBoxWidth } from "./category-axis"
import { CategoryTick } from "./category-tick"
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
  // The rate beside the calls it is taken from: "4.2% of 240".
  const rows = groups.map((g) => ({
    ...g,
    rate: g.demoRate * 100,
    label: `${percent(g.demoRate)} of ${count(g.dialled)}`,
  }))
  const [box, width] = useBoxWidth<HTMLDivElement>()
  const axis = categoryAxisWidth(
    rows.map((r) => r.name),
    width
  )
  return (
    <ChartCard
      name={`top-${by}`}
      title={by === "categories" ? "Top categories" : "Top sources"}
      description={`By demo rate (demos per call dialled, of the calls shown beside it), among those with ${MIN_GROUP_CALLS} calls or more`}
      rows={groups}
      columns={columns(what)}
      period={data.period}
      empty={
        groups.length === 0 &&
        `No ${by === "categories" ? "category" : "source"} has ${MIN_GROUP_CALLS} calls in this period yet.`
      }
    >
      <div ref={box} style={{ height: Math.max(160, rows.length * 36 + 40) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 84 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" unit="%" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              width={axis}
              interval={0}
              tick={(props: object) => <CategoryTick {...props} room={axis} />}
            />
            <Tooltip
              formatter={(v, _name, item) => {
                const g = item.payload as Group | undefined
                return g
                  ? `${Number(v).toFixed(1)}% (${count(g.demos)} of ${count(g.dialled)} calls)`
                  : `${Number(v).toFixed(1)}%`
              }}
            />
            <Bar
              dataKey="rate"
              name="Demo rate"
              fill={SERIES_COLORS.third}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            >
              {/* The card's text colour: recharts' default grey is 3.9:1 on white. */}
              <LabelList dataKey="label" position="right" fill="currentColor" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  )
}
