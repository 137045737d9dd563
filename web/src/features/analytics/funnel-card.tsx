import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import type { AnalyticsResponse } from "@shared/api-routes/analytics"

import type { TableColumn } from "./analytics-csv"
import { count, percent, ratio, SERIES_COLORS } from "./analytics-format"
import { categoryAxisWidth, useBoxWidth } from "./category-axis"
import { CategoryTick } from "./category-tick"
import { ChartCard } from "./chart-card"

type Step = { step: string; calls: number; ofPrevious: number; ofDialled: number }

const columns: TableColumn<Step>[] = [
  { label: "Step", text: (s) => s.step },
  { label: "Calls", text: (s) => count(s.calls), csv: (s) => s.calls, numeric: true },
  { label: "Of previous step", text: (s) => percent(s.ofPrevious), csv: (s) => s.ofPrevious.toFixed(4), numeric: true },
  { label: "Of dialled", text: (s) => percent(s.ofDialled), csv: (s) => s.ofDialled.toFixed(4), numeric: true },
]

function funnelSteps(f: AnalyticsResponse["funnel"]): Step[] {
  const steps: [string, number][] = [
    ["Dialled", f.dialled],
    ["Connected", f.connected],
    ["Conversation > 30 s", f.conversations],
    ["Demo booked", f.booked],
    ["Demo held", f.held],
  ]
  return steps.map(([step, calls], i) => ({
    step,
    calls,
    ofPrevious: i === 0 ? 1 : ratio(calls, steps[i - 1]![1]),
    ofDialled: ratio(calls, f.dialled),
  }))
}

/** A bar's label: its calls, and after the first step the share of the step before ("412 · 38%"). */
const stepLabel = (s: Step, i: number) => (i === 0 ? count(s.calls) : `${count(s.calls)} · ${percent(s.ofPrevious)}`)

/** Leads who rang the app's number (issue 36): counted apart, never in the dialled steps above. */
function InboundLine({ inbound }: { inbound: AnalyticsResponse["inbound"] }) {
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="analytics-inbound">
      Leads who called back: <span className="font-medium text-foreground">{count(inbound.calls)}</span>
      {inbound.calls === 1 ? " call" : " calls"}, {count(inbound.demos)} {inbound.demos === 1 ? "demo" : "demos"} booked
      (not counted in the steps above).
    </p>
  )
}

export function FunnelCard({ data }: { data: AnalyticsResponse }) {
  const steps = funnelSteps(data.funnel)
  const bars = steps.map((s, i) => ({ ...s, label: stepLabel(s, i) }))
  const [box, width] = useBoxWidth<HTMLDivElement>()
  const axis = categoryAxisWidth(
    steps.map((s) => s.step),
    width
  )
  return (
    <ChartCard
      name="funnel"
      title="Funnel"
      description="From dialled to demo held (a demo whose time has passed, not cancelled); each step's share of the one before"
      rows={steps}
      columns={columns}
      period={data.period}
      empty={data.funnel.dialled === 0 && "No calls placed in this period."}
    >
      <div className="h-64" ref={box}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} layout="vertical" margin={{ left: 4, right: 88 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" hide />
            <YAxis
              type="category"
              dataKey="step"
              width={axis}
              interval={0}
              tick={(props: object) => <CategoryTick {...props} room={axis} />}
            />
            <Tooltip formatter={(v) => count(Number(v))} />
            <Bar
              dataKey="calls"
              name="Calls"
              fill={SERIES_COLORS.primary}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            >
              {/* The card's text colour: recharts' default grey is 3.9:1 on white. */}
              <LabelList dataKey="label" position="right" fill="currentColor" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <InboundLine inbound={data.inbound} />
    </ChartCard>
  )
}
