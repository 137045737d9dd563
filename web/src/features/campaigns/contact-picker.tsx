import { useMemo, useState } from "react"
import { Loader2, Search } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { toggleIds } from "./campaign-form-helpers"
import { useContactOptions } from "./use-contact-options"

interface ContactPickerProps {
  value: number[]
  onChange: (ids: number[]) => void
  invalid?: boolean
}

const STATUS_LABEL: Record<string, string> = {
  ready: "Ready",
  called: "Called",
  demo_scheduled: "Demo",
  no_answer: "No answer",
  follow_up: "Follow up",
}

/** A searchable, scrollable checklist of contacts with "select all shown" (SPEC §2.7). */
export function ContactPicker({ value, onChange, invalid }: ContactPickerProps) {
  const [search, setSearch] = useState("")
  const [readyOnly, setReadyOnly] = useState(true)
  const list = useContactOptions(search, readyOnly)
  const selected = useMemo(() => new Set(value), [value])
  const shownIds = list.items.map((c) => c.id)
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.has(id))

  return (
    <div
      className={cn(
        "rounded-lg border bg-background text-foreground",
        invalid && "border-destructive ring-[3px] ring-destructive/15"
      )}
    >
      <div className="flex flex-col gap-2 border-b p-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search contacts"
            aria-label="Search contacts"
            className="pl-8"
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="campaign-ready-only" checked={readyOnly} onCheckedChange={(v) => setReadyOnly(v === true)} />
          <Label htmlFor="campaign-ready-only" className="font-normal whitespace-nowrap">
            Ready contacts only
          </Label>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
        <span className="font-medium" aria-live="polite">
          {value.length} selected
          <span className="font-normal text-muted-foreground">
            {" "}
            ·{" "}
            {list.items.length < list.total || list.totalCapped
              ? `${list.items.length} of ${list.total.toLocaleString()}${list.totalCapped ? "+" : ""}`
              : list.total}{" "}
            shown
          </span>
        </span>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={shownIds.length === 0 || allShownSelected}
            onClick={() => onChange(toggleIds(value, shownIds, true))}
          >
            Select all shown
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={value.length === 0} onClick={() => onChange([])}>
            Clear
          </Button>
        </div>
      </div>
      <ul className="relative max-h-64 overflow-y-auto border-t" aria-label="Contacts">
        {list.items.length === 0 && list.isLoading ? (
          <li className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading contacts...
          </li>
        ) : list.items.length === 0 && list.error ? (
          <li className="p-4 text-sm text-destructive">Could not load contacts.</li>
        ) : list.items.length === 0 ? (
          <li className="p-4 text-sm text-muted-foreground">
            {search.trim() ? "No contacts match your search." : "No contacts to call yet."}
          </li>
        ) : (
          list.items.map((c) => {
            const id = `campaign-contact-${c.id}`
            return (
              <li key={c.id} className="border-b last:border-b-0">
                <label htmlFor={id} className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-accent/60">
                  <Checkbox
                    id={id}
                    checked={selected.has(c.id)}
                    onCheckedChange={(v) => onChange(toggleIds(value, [c.id], v === true))}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{c.businessName}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {formatPhoneDisplay(c.phone)}
                      {c.category ? ` · ${c.category}` : ""}
                    </span>
                  </span>
                  {c.status !== "ready" && (
                    <span className="shrink-0 text-xs text-muted-foreground">{STATUS_LABEL[c.status] ?? c.status}</span>
                  )}
                </label>
              </li>
            )
          })
        )}
        {list.hasMore && !list.isLoading && (
          <li className="p-2 text-center">
            <Button type="button" variant="outline" size="sm" disabled={list.isLoadingMore} onClick={list.loadMore}>
              {list.isLoadingMore ? "Loading..." : "Load more"}
            </Button>
          </li>
        )}
      </ul>
    </div>
  )
}
