import { AlertTriangle, Columns3 } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { describeLayout, describeSkipped } from "./describe-import"
import type { CsvParseResult } from "./parse-contacts-csv"

/** SPEC §2.5: the first 3 kept rows, then "and N more". */
export const PREVIEW_ROWS = 3

/** What the chosen file will import: sample rows, how columns were read, what was skipped. */
export function CsvPreview({ result }: { result: CsvParseResult }) {
  if (!result.ok) {
    return (
      <div role="alert" className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium text-destructive">
            {result.title}: {result.description}
          </p>
          <p className="text-muted-foreground">{result.reason}</p>
        </div>
      </div>
    )
  }

  const more = result.contacts.length - PREVIEW_ROWS
  const layout = describeLayout(result)
  const skipped = describeSkipped(result)
  return (
    <div className="space-y-3" data-testid="csv-preview">
      <p className="text-sm font-medium">Preview ({result.contacts.length.toLocaleString("en-US")} contacts)</p>
      <ul className="divide-y rounded-lg border">
        {result.contacts.slice(0, PREVIEW_ROWS).map((c) => (
          <li
            key={c.phone}
            className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{c.businessName}</p>
              <p className="text-muted-foreground">{formatPhoneDisplay(c.phone)}</p>
              {c.address && <p className="truncate text-muted-foreground">{c.address}</p>}
            </div>
            {c.category && (
              <Badge variant="secondary" className="max-w-full truncate sm:max-w-[40%]">
                {c.category}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-muted-foreground">and {more.toLocaleString("en-US")} more</p>}

      <div className="rounded-lg bg-muted/50 p-3 text-xs text-muted-foreground">
        <p className="mb-1 flex items-center gap-1.5 font-medium text-foreground">
          <Columns3 className="size-3.5" aria-hidden />
          {layout.heading}
        </p>
        <ul className="grid gap-0.5">
          {layout.lines.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      </div>
      {skipped && <p className="text-xs text-muted-foreground">{skipped}</p>}
      {result.warning && (
        <p className="flex gap-1.5 text-xs text-warning-foreground">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {result.warning}
        </p>
      )}
    </div>
  )
}
