import { useState } from "react"
import { Search, Trash2 } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"
import type { DncEntry } from "@shared/api-routes/dnc"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { calendarDate } from "@/lib/zoned-format"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { DNC_PAGE_SIZE, useDncList } from "./use-dnc"
import { pageRange, SOURCE_LABEL } from "./dnc-view"
import { RemoveDncDialog } from "./remove-dnc-dialog"

/** The paged, searchable list of blocked numbers. */
export function DncList() {
  const [search, setSearch] = useState("")
  const [page, setPage] = useState(1)
  const [toRemove, setToRemove] = useState<DncEntry | null>(null)
  const zone = useOperatorZone()
  const q = useDebouncedValue(search.trim(), search.trim() ? 300 : 0)
  const { data, isLoading, error } = useDncList(q, page)
  const total = data?.total ?? 0
  const range = pageRange(page, DNC_PAGE_SIZE, total)

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="relative">
        <Search className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(1)
          }}
          placeholder="Search numbers"
          aria-label="Search do-not-call numbers"
          inputMode="tel"
          className="pl-8"
        />
      </div>
      <ul className="divide-y rounded-lg border" aria-label="Do-not-call numbers">
        {!data && isLoading ? (
          <li className="p-4 text-sm text-muted-foreground">Loading...</li>
        ) : !data && error ? (
          <li className="p-4 text-sm text-destructive">Could not load the do-not-call list.</li>
        ) : !data?.items.length ? (
          <li className="p-4 text-sm text-muted-foreground">
            {q ? "No listed number matches your search." : "No numbers on the list yet."}
          </li>
        ) : (
          data.items.map((entry) => (
            <li key={entry.phone} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="font-mono">{formatPhoneDisplay(entry.phone)}</span>
                  <Badge variant={entry.source === "transcript" ? "warning" : "secondary"}>
                    {SOURCE_LABEL[entry.source]}
                  </Badge>
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {entry.reason ? `${entry.reason} · ` : ""}Added {calendarDate(entry.createdAt, zone)}
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${formatPhoneDisplay(entry.phone)}`}
                className="text-muted-foreground hover:text-destructive"
                onClick={() => setToRemove(entry)}
              >
                <Trash2 />
              </Button>
            </li>
          ))
        )}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{range.label}</span>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={!range.hasNext} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      </div>
      <RemoveDncDialog
        entry={toRemove}
        onClose={() => setToRemove(null)}
        onRemoved={() => data?.items.length === 1 && page > 1 && setPage(page - 1)}
      />
    </div>
  )
}
