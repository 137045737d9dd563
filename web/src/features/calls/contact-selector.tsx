import { useState } from "react"
import { Check, ChevronsUpDown, Loader2 } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { Command, CommandInput, CommandItem, CommandList } from "@/components/ui/command"
import { Label } from "@/components/ui/label"
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover"
import { sourceLabel, type SelectableContact } from "./contact-sources"
import { EmptyList } from "./empty-contact-list"
import { LoadMoreItem } from "./load-more-item"
import { SourceFilter } from "./source-filter"
import { useCallableContacts } from "./use-callable-contacts"

type ContactSelectorProps = {
  value: SelectableContact | null
  onChange: (contact: SelectableContact) => void
}

const countLabel = (n: number, capped: boolean, hideContacted: boolean) =>
  `${n.toLocaleString()}${capped ? "+" : ""} ${n === 1 && !capped ? "contact" : "contacts"}${hideContacted ? " to call" : ""}`

/**
 * SPEC §2.7 contact selector, as a searchable list of the contacts that can be called: newest
 * first, searched (name, phone or category), filtered by source and "Hide contacted" on the
 * server, a page at a time as the list scrolls. Numbers on the do-not-call list are never listed.
 * The search box keeps focus; arrow keys, Home/End and Enter pick (cmdk).
 */
export function ContactSelector({ value, onChange }: ContactSelectorProps) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState("")
  const [source, setSource] = useState<string | null>(null)
  const [hideContacted, setHideContacted] = useState(true)
  const list = useCallableContacts({ search, source, hideContacted, enabled: open })
  // The highlighted row, for Enter. The rows come from the server after each keystroke, where cmdk
  // (shouldFilter off) kept no row highlighted and Enter picked nothing: the first row is active
  // whenever the highlighted one is no longer listed.
  const [active, setActive] = useState("")
  const ids = [...list.items.map((c) => String(c.id)), ...(list.hasMore ? ["load-more"] : [])]
  const activeValue = ids.includes(active) ? active : (ids[0] ?? "")

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
          aria-haspopup="listbox"
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
        className="w-(--radix-popover-trigger-width) max-w-[calc(100vw-2rem)] min-w-[min(28rem,calc(100vw-2rem))] p-0"
      >
        <Command shouldFilter={false} label="Search contacts to call" value={activeValue} onValueChange={setActive}>
          <CommandInput value={search} onValueChange={setSearch} placeholder="Name, phone or category…">
            {list.searching && list.loaded && (
              <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
            )}
          </CommandInput>
          {/* The filters are buttons: their keys are theirs, not the list's (cmdk takes Enter and arrows). */}
          <div
            className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-3 py-2"
            onKeyDown={(e) => e.stopPropagation()}
          >
            <SourceFilter value={source} onChange={setSource} />
            <div className="flex items-center gap-2">
              <Checkbox
                id="hide-contacted"
                checked={hideContacted}
                onCheckedChange={(v) => setHideContacted(v === true)}
              />
              <Label htmlFor="hide-contacted" className="font-normal">
                Hide contacted
              </Label>
            </div>
          </div>
          <p className="px-3 pt-2 pb-1 text-xs text-muted-foreground" aria-live="polite" data-testid="contact-count">
            {list.error
              ? ""
              : !list.loaded || list.searching
                ? "Searching…"
                : countLabel(list.total, list.totalCapped, hideContacted)}
          </p>
          <CommandList label="Contacts" className="max-h-[min(20rem,50dvh)] px-1 pb-1">
            {list.error ? (
              <p className="p-4 text-center text-sm text-destructive">Contacts could not be loaded.</p>
            ) : !list.loaded ? (
              <p className="flex items-center justify-center gap-2 p-4 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden /> Loading contacts…
              </p>
            ) : list.items.length === 0 ? (
              <EmptyList
                search={search.trim()}
                source={source}
                hideContacted={hideContacted}
                onShowAllSources={() => setSource(null)}
              />
            ) : (
              list.items.map((c) => (
                <CommandItem key={c.id} value={String(c.id)} onSelect={() => choose(c)} className="items-start">
                  <Check className={cn("mt-0.5", value?.id === c.id ? "opacity-100" : "opacity-0")} aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{c.businessName}</span>
                    <span className="block text-xs break-words text-muted-foreground">
                      {formatPhoneDisplay(c.phone)}
                      {c.category && ` · ${c.category}`}
                      {!source && ` · ${sourceLabel(c.source)}`}
                    </span>
                  </span>
                  {c.callCount > 0 && (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {c.callCount} call{c.callCount === 1 ? "" : "s"}
                    </span>
                  )}
                </CommandItem>
              ))
            )}
            {list.hasMore && <LoadMoreItem loading={list.loadingMore} onLoad={list.loadMore} />}
          </CommandList>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground">
            Numbers on the do-not-call list are not listed.
          </p>
        </Command>
      </PopoverContent>
    </Popover>
  )
}
