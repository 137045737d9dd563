import { type ReactNode, useState } from "react"
import { ChartColumn, Download, Table2 } from "lucide-react"

import { downloadTextFile } from "@/lib/download-file"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { type TableColumn, tableToCsv } from "./analytics-csv"

type ChartCardProps<T> = {
  /** Names the CSV file and the test hooks, e.g. "funnel". */
  name: string
  title: string
  description: ReactNode
  rows: readonly T[]
  columns: readonly TableColumn<T>[]
  /** "analytics-<name>-<from>-to-<to>.csv" */
  period: { from: string; to: string }
  /** Shown instead of the chart when there is nothing to draw (the table and CSV still work). */
  empty?: string | false
  children: ReactNode
  className?: string
}

/** One analytics figure: its chart, or the same numbers as a table, and a CSV export of them. */
export function ChartCard<T>({
  name,
  title,
  description,
  rows,
  columns,
  period,
  empty,
  children,
  className,
}: ChartCardProps<T>) {
  const [view, setView] = useState<"chart" | "table">("chart")
  const titleId = `analytics-${name}-title`
  const exportCsv = () =>
    downloadTextFile(tableToCsv(columns, rows), `analytics-${name}-${period.from}-to-${period.to}.csv`)
  return (
    <Card className={className} aria-labelledby={titleId} role="region" data-chart={name}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={view === "chart" ? `Show ${title} as a table` : `Show ${title} as a chart`}
            title={view === "chart" ? "Table view" : "Chart view"}
            onClick={() => setView(view === "chart" ? "table" : "chart")}
          >
            {view === "chart" ? <Table2 /> : <ChartColumn />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Export ${title} as CSV`}
            title="Export CSV"
            onClick={exportCsv}
          >
            <Download />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="min-w-0">
        {view === "table" ? (
          <div className="max-h-96 overflow-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  {columns.map((c) => (
                    <TableHead key={c.label} className={c.numeric ? "text-right" : undefined}>
                      {c.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={i}>
                    {columns.map((c) => (
                      <TableCell key={c.label} className={c.numeric ? "text-right tabular-nums" : undefined}>
                        {c.text(r)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : empty ? (
          <p className="flex h-40 items-center justify-center text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  )
}
