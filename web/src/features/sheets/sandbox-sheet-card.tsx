import { useState } from "react"
import { Sheet } from "lucide-react"
import type { SandboxSheetView } from "@shared/api-routes/sheets"

import { Badge } from "@/components/ui/badge"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { cn } from "@/lib/utils"
import { columnLetters, sandboxCaption } from "./sheet-grid"
import { useSandboxSheet } from "./use-sheets"

/** The card's element id: in sandbox mode Open Sheet brings it into view instead of opening Google. */
export const SANDBOX_SHEET_ID = "sandbox-spreadsheet"

export const SANDBOX_EMPTY_TEXT = "No rows yet: synced call results and demos appear here."

/** In sandbox mode the rows stay in the app: this shows them the way the spreadsheet would. */
export function SandboxSheetCard() {
  const [sheet, setSheet] = useState<string | null>(null)
  const { data, error } = useSandboxSheet(sheet)
  return (
    <Card id={SANDBOX_SHEET_ID} tabIndex={-1} className="min-w-0 scroll-mt-4 outline-none" data-testid="sandbox-sheet">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sheet className="size-5" aria-hidden />
          Sandbox spreadsheet
        </CardTitle>
        <CardDescription>What a sync has written, as the spreadsheet would show it.</CardDescription>
        <CardAction>
          <Badge variant="warning">Sandbox</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {data ? (
          <SandboxSheet view={data} onSelect={setSheet} />
        ) : error ? (
          <p className="text-sm text-destructive">The sandbox spreadsheet could not be loaded.</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  )
}

/** The tabs, the grid (row numbers, column letters) and how many rows it shows. */
export function SandboxSheet({ view, onSelect }: { view: SandboxSheetView; onSelect: (sheet: string) => void }) {
  const letters = columnLetters(view.rows)
  const caption = sandboxCaption(view)
  return (
    <>
      {view.sheets.length > 0 && (
        <div role="tablist" aria-label="Sheets" className="flex min-w-0 gap-1 overflow-x-auto border-b">
          {view.sheets.map((name) => {
            const selected = name === view.sheet
            return (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={selected}
                onClick={() => onSelect(name)}
                className={cn(
                  "-mb-px shrink-0 rounded-t-md border border-transparent px-3 py-1.5 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  selected
                    ? "border-border border-b-card bg-card font-medium text-foreground"
                    : "text-muted-foreground hover:text-foreground"
                )}
              >
                {name}
              </button>
            )
          })}
        </div>
      )}
      {view.total === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{SANDBOX_EMPTY_TEXT}</p>
      ) : (
        <div className="max-h-[28rem] max-w-full overflow-auto rounded-md border" data-testid="sandbox-grid">
          <table className="w-max min-w-full border-collapse text-xs">
            <thead className="sticky top-0 z-10 bg-muted">
              <tr>
                <th scope="col" className="w-10 border-r border-b bg-muted px-2 py-1" aria-label="Row" />
                {letters.map((letter) => (
                  <th
                    key={letter}
                    scope="col"
                    className="min-w-24 border-r border-b px-2 py-1 text-center font-medium text-muted-foreground last:border-r-0"
                  >
                    {letter}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map(({ row, cells }) => (
                <tr key={row} className="border-b last:border-b-0">
                  <th
                    scope="row"
                    className="border-r bg-muted px-2 py-1 text-right font-medium text-muted-foreground tabular-nums"
                  >
                    {row}
                  </th>
                  {letters.map((letter, i) => (
                    <td key={letter} className="max-w-64 truncate border-r px-2 py-1 last:border-r-0" title={cells[i]}>
                      {cells[i] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </>
  )
}
