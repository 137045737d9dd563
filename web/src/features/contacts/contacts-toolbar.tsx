import type { ReactNode } from "react"
import { Filter, Search, X } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { cn } from "@/lib/utils"
import { ContactsFilters } from "./contacts-filters"
import type { ContactsView } from "./use-contacts-view"

/** Search box, the Filters toggle with its selects, and Clear (SPEC §2.4); `layout`: the Cards/Table toggle. */
export function ContactsToolbar({ view, layout }: { view: ContactsView; layout?: ReactNode }) {
  const activeFilters = [view.filters.status, view.filters.category].filter(Boolean).length
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={view.search}
            onChange={(e) => view.setSearch(e.target.value)}
            placeholder="Search name, phone, address..."
            aria-label="Search contacts"
            className="h-10 pl-9 sm:h-9"
            maxLength={200}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {layout}
          <Button
            variant="outline"
            className={cn("h-10 flex-1 sm:h-9 sm:flex-none", view.filtersOpen && "bg-accent")}
            aria-expanded={view.filtersOpen}
            aria-controls="contacts-filters"
            onClick={() => view.setFiltersOpen(!view.filtersOpen)}
          >
            <Filter />
            Filters
            {activeFilters > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
                {activeFilters}
              </span>
            )}
          </Button>
          {view.filtering && (
            <Button variant="ghost" className="h-10 flex-1 sm:h-9 sm:flex-none" onClick={view.clear}>
              <X />
              Clear
            </Button>
          )}
        </div>
      </div>
      {view.filtersOpen && (
        <div id="contacts-filters">
          <ContactsFilters
            status={view.filters.status}
            category={view.filters.category}
            onStatusChange={view.setStatus}
            onCategoryChange={view.setCategory}
          />
        </div>
      )}
    </div>
  )
}
