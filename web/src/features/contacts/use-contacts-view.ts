import { useEffect, useMemo, useState } from "react"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { moveTo, type Paging, settledPaging } from "@/lib/keyset-paging"
import { totalPages } from "./pagination"
import { hasActiveFilters, type ContactFilters } from "./types"
import { NEWER_PROBE_SIZE, onContactCreated, useContactsPage, useNewerContacts } from "./use-contacts"

/** Typing waits this long before searching; clearing the box searches at once. */
export const SEARCH_DEBOUNCE_MS = 250

const NONE: ReadonlySet<number> = new Set()

/**
 * The contacts screen's state: search box, filters, page and selection, plus the page of data.
 * Page and selection belong to one set of filters: changing the search or a filter starts again at
 * page 1 with nothing selected (keyed state, so no extra render with stale rows).
 */
export function useContactsView() {
  const [search, setSearch] = useState("")
  const [status, setStatus] = useState("")
  const [category, setCategory] = useState("")
  const [filtersOpen, setFiltersOpen] = useState(false)
  const q = useDebouncedValue(search.trim(), search.trim() ? SEARCH_DEBOUNCE_MS : 0)

  const filters: ContactFilters = useMemo(() => ({ q, status, category }), [q, status, category])
  const key = JSON.stringify(filters)
  const [paging, setPaging] = useState<Paging & { key: string }>({ key, page: 1 })
  const [selection, setSelection] = useState({ key, ids: NONE })
  const current: Paging = useMemo(() => (paging.key === key ? paging : { page: 1 }), [paging, key])
  const page = current.page
  const selected = selection.key === key ? selection.ids : NONE

  const list = useContactsPage(filters, current)
  const data = list.data
  const pages = data ? totalPages(data.total, data.pageSize, data.totalCapped) : 1
  // While a new page loads, `data` is still the previous one (keepPreviousData).
  const answered = data !== undefined && !list.isLoading && !list.error

  // The page as the server answered it: page 1 when Previous found too few rows, the new last page
  // after deletes, and a page reached by its number polled from its first row on.
  useEffect(() => {
    if (!answered) return
    const next = settledPaging(current, { ...data, items: data.items.length }, pages)
    if (next) setPaging({ key, ...next })
  }, [answered, data, current, pages, key])

  // Page 1 read from the top is then held at its first row, so contacts stored meanwhile (a lead
  // search, an automation run) never move the cards under the cursor; the bar offers them instead.
  // An empty page has nothing to move: matches appear in it as they come.
  // Only from an answer read for this very paging: coming back to page 1 (Previous, Show, the
  // operator's own contact) first renders page 1 as cached when it was last read, before SWR has
  // started re-reading it, and holding that stale first row would hide the contacts stored since.
  const [readFor, setReadFor] = useState<Paging | null>(null)
  useEffect(() => {
    if (list.isValidating) setReadFor(current)
  }, [list.isValidating, current])
  const settled = answered && !list.isValidating && readFor === current
  useEffect(() => {
    if (!settled || current.page !== 1 || current.after || current.before || data.page !== 1) return
    if (data.pageCursor && data.items.length > 0) setPaging({ key, page: 1, after: data.pageCursor })
  }, [settled, data, current, key])
  const onFirstPage = data?.page === 1 && current.page === 1
  const newer = useNewerContacts(filters, onFirstPage ? (data?.prevCursor ?? null) : null, data?.items[0]?.id)
  const showNewer = () => setPaging({ key, page: 1 })
  // The operator's own new contact shows at once.
  useEffect(() => onContactCreated(() => setPaging({ key, page: 1 })), [key])

  const setPage = (next: number) => setPaging({ key, ...moveTo(Math.min(Math.max(1, next), pages), data) })
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ key, ids })
  const pageIds = data?.items.map((c) => c.id) ?? []

  return {
    search,
    setSearch,
    filters,
    setStatus,
    setCategory,
    filtersOpen,
    setFiltersOpen,
    /** Search text or a filter is set (the Clear button and the empty-state text depend on it). */
    filtering: hasActiveFilters({ q: search, status, category }),
    clear: () => {
      setSearch("")
      setStatus("")
      setCategory("")
    },
    list,
    /** Contacts stored above page 1 since it was shown (capped: `newerCapped`). */
    newer: onFirstPage ? newer : 0,
    newerCapped: newer >= NEWER_PROBE_SIZE,
    showNewer,
    page,
    pages,
    setPage,
    selected,
    toggle: (id: number, on: boolean) => {
      const ids = new Set(selected)
      if (on) ids.add(id)
      else ids.delete(id)
      setSelected(ids)
    },
    /** Select or unselect every contact of the current page. */
    selectPage: (on: boolean) => {
      const ids = new Set(selected)
      pageIds.forEach((id) => (on ? ids.add(id) : ids.delete(id)))
      setSelected(ids)
    },
    pageSelection: (pageIds.length > 0 && pageIds.every((id) => selected.has(id))
      ? true
      : pageIds.some((id) => selected.has(id))
        ? "indeterminate"
        : false) as boolean | "indeterminate",
    clearSelection: () => setSelected(NONE),
  }
}

export type ContactsView = ReturnType<typeof useContactsView>
