import { useMemo, useRef, useState, type KeyboardEvent } from "react"
import { Check, ChevronsUpDown, Loader2, Search } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover"
import { cn } from "@/lib/utils"
import { groupContacts, totalsByLabel, type SelectableContact } from "./contact-groups"
import { useContactOptions } from "./use-contact-options"

type ContactSelectorProps = {
  value: SelectableContact | null
  onChange: (contact: SelectableContact) => void
  sourceFilter: string | null
  onSourceFilterChange: (label: string) => void
  hideContacted: boolean
}

/** Arrow keys move between the options (and from the search box into the list). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return
  const options = [...list.querySelectorAll<HTMLElement>("[role=option]")]
  if (!options.length) return
  event.preventDefault()
  const at = options.indexOf(document.activeElement as HTMLElement)
  const next = event.key === "ArrowDown" ? Math.min(at + 1, options.length - 1) : at - 1
  options[Math.max(next, 0)]?.focus()
}

/**
 * SPEC §2.7 contact selector: a searchable list grouped by source, 3 names per group with an
 * "N more" hint. A search or a source filter lists every match the server returned.
 */
export function ContactSelector({
  value,
  onChange,
  sourceFilter,
  onSourceFilterChange,
  hideContacted,
}: ContactSelectorProps) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState("")
  const listRef = useRef<HTMLDivElement>(null)
  const { data, error, facets, searching } = useContactOptions(search, sourceFilter, hideContacted)
  const expanded = !!search.trim() || !!sourceFilter

  const totals = useMemo(() => totalsByLabel(facets?.sources ?? []), [facets])
  const groups = useMemo(
    () =>
      groupContacts(data?.items ?? [], {
        expanded,
        hideContacted,
        totals: search.trim() ? undefined : totals,
      }),
    [data, expanded, hideContacted, totals, search]
  )

  // Groups come from the newest contacts loaded; older sources are reached through the source filter.
  const otherSources = expanded ? 0 : [...totals.keys()].filter((l) => !groups.some((g) => g.label === l)).length

  function choose(contact: SelectableContact) {
    onChange(contact)
    setOpen(false)
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-label="Select a contact"
          className="h-auto min-h-9 w-full justify-between py-1.5 font-normal"
        >
          {value ? (
            <span className="min-w-0 truncate text-left">
              <span className="font-medium">{value.businessName}</span>
              <span className="text-muted-foreground"> · {formatPhoneDisplay(value.phone)}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">Select a contact to call…</span>
          )}
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        collisionPadding={16}
        className="w-(--radix-popover-trigger-width) min-w-[min(24rem,calc(100vw-2rem))] p-0"
      >
        <div className="relative border-b p-2">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            autoFocus
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => moveFocus(e, listRef.current)}
            placeholder="Name, phone or category…"
            aria-label="Search contacts to call"
            className="pr-8 pl-8"
          />
          {searching && (
            <Loader2
              className="absolute top-1/2 right-4 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
              aria-hidden
            />
          )}
        </div>
        <div
          ref={listRef}
          role="listbox"
          aria-label="Contacts"
          onKeyDown={(e) => moveFocus(e, listRef.current)}
          className="max-h-80 overflow-y-auto p-1"
        >
          {error ? (
            <p className="p-4 text-center text-sm text-destructive">Contacts could not be loaded.</p>
          ) : !data ? (
            <p className="p-4 text-center text-sm text-muted-foreground">Loading contacts…</p>
          ) : groups.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted-foreground">
              {hideContacted ? "No contacts without calls match." : "No contacts found."}
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.label} role="group" aria-label={group.label} className="py-1">
                <div className="px-2 py-1 text-xs font-medium text-muted-foreground">{group.label}</div>
                {group.shown.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="option"
                    aria-selected={value?.id === c.id}
                    onClick={() => choose(c)}
                    className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                  >
                    <Check
                      className={cn("size-4 shrink-0", value?.id === c.id ? "opacity-100" : "opacity-0")}
                      aria-hidden
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{c.businessName}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {formatPhoneDisplay(c.phone)}
                        {c.category && ` · ${c.category}`}
                      </span>
                    </span>
                    {c.callCount > 0 && (
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {c.callCount} call{c.callCount === 1 ? "" : "s"}
                      </span>
                    )}
                  </button>
                ))}
                {group.more > 0 &&
                  (expanded ? (
                    <p className="px-8 py-1 text-xs text-muted-foreground">
                      {group.more.toLocaleString()} more — refine the search to find them
                    </p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onSourceFilterChange(group.label)}
                      className="w-full rounded-sm px-8 py-1 text-left text-xs text-primary outline-none hover:underline focus-visible:bg-accent"
                    >
                      +{group.more.toLocaleString()} more — show this source
                    </button>
                  ))}
              </div>
            ))
          )}
          {otherSources > 0 && data && (
            <p className="border-t px-2 pt-2 pb-1 text-xs text-muted-foreground">
              {otherSources} more source{otherSources === 1 ? "" : "s"} not listed here — choose one in the source
              filter.
            </p>
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}
