import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import { OUTCOME_KEYS } from "@shared/analytics"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, dayLabel, OUTCOME_COLORS, OUTCOME_LABELS } from "./analytics-format"
import { ChartCard } from "./chart-card"
import { LegendText } from "./legend-text"

type Bucket = AnalyticsResponse["series"][number]

export function OutcomesCard({ data }: { data: AnalyticsResponse }) {
  // Only the outcomes that happened in the period get a bar colour and a column.
  const shown = OUTCOME_KEYS.filter((k) => data.series.some((b) => b.outcomes[k] > 0))
  const columns: TableColumn<Bucket>[] = [
    { label: data.period.bucket === "week" ? "Week of" : "Day", text: (b) => dayLabel(b.start), csv: (b) => b.start },
    { label: "Dialled", text: (b) => count(b.dialled), csv: (b) => b.dialled, numeric: true },
    ...shown.map((k) => ({
      label: OUTCOME_LABELS[k],
      text: (b: Bucket) => count(b.outcomes[k]),
      csv: (b: Bucket) => b.outcomes[k],
      numeric: true,
    })),
  ]
  const rows = data.series.map((b) => ({ start: dayLabel(b.start), ...b.outcomes }))
  return (
    <ChartCard
      name="outcomes"
      title="Outcome mix"
      description={`Calls by outcome, per ${data.period.bucket}`}
      rows={data.series}
      columns={columns}
      period={data.period}
      empty={data.funnel.dialled === 0 && "No calls placed in this period."}
      className="lg:col-span-2"
    >
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: -16, right: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="start" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name: string) => <LegendText>{name}</LegendText>} />
            {shown.map((k) => (
              <Bar
                key={k}
                dataKey={k}
                name={OUTCOME_LABELS[k]}
                stackId="calls"
                fill={OUTCOME_COLORS[k]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  )
}
