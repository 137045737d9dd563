import useSWRInfinite from "swr/infinite"
import { API } from "@shared/api-routes/endpoints"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { type Answer, apiKey } from "@/lib/api-call"
import { CONTACTS_POLL_MS } from "@/features/campaigns/use-contact-options"

type ContactsPage = Answer<typeof API.contacts.list>

/** Contacts per request; scrolling to the end of the list loads the next page. */
export const CALLABLE_PAGE_SIZE = 50

type CallableQuery = {
  search: string
  /** A source label (SPEC §3: "Manual Entry" covers the manual spellings), or null for all. */
  source: string | null
  /** Only contacts that were never called. */
  hideContacted: boolean
  /** Fetch only while the picker is open. */
  enabled: boolean
}

/** More rows follow this page: it is full and the (possibly capped) total goes beyond it. */
const morePages = (p: ContactsPage) => p.items.length === p.pageSize && (p.totalCapped || p.page * p.pageSize < p.total)

/**
 * The Call Now picker's contacts, newest first: searched, filtered by source and by "called"
 * on the server, never a number on the do-not-call list. Pages follow each other by cursor (each
 * starts after the previous page's last contact), so a page costs its own rows at any depth.
 */
export function useCallableContacts({ search, source, hideContacted, enabled }: CallableQuery) {
  const trimmed = search.trim()
  // Typing is debounced; clearing the search applies at once.
  const q = useDebouncedValue(trimmed, trimmed ? 250 : 0)
  const swr = useSWRInfinite<ContactsPage>(
    (index, previous: ContactsPage | null) =>
      !enabled || (previous && !morePages(previous))
        ? null
        : apiKey(API.contacts.list, {
            query: {
              // With a cursor the page number only sets how far a capped count goes.
              page: index + 1,
              pageSize: CALLABLE_PAGE_SIZE,
              q: q || undefined,
              sourceLabel: source ?? undefined,
              called: hideContacted ? "false" : undefined,
              doNotCall: "false",
              after: previous?.nextCursor ?? undefined,
            },
          }),
    { refreshInterval: CONTACTS_POLL_MS, keepPreviousData: true }
  )
  const pages = swr.data ?? []
  const first = pages[0]
  const last = pages.at(-1)
  return {
    items: pages.flatMap((p) => p.items),
    /** Matching contacts; with `totalCapped` a lower bound ("1,000+"). */
    total: first?.total ?? 0,
    totalCapped: Boolean(first?.totalCapped),
    loaded: first !== undefined,
    error: swr.error as unknown,
    /** A new search or filter is on its way (the previous list stays shown meanwhile). */
    searching: q !== trimmed || swr.isLoading,
    hasMore: last !== undefined && morePages(last),
    loadingMore: swr.size > pages.length,
    loadMore: () => void swr.setSize(swr.size + 1),
  }
}
