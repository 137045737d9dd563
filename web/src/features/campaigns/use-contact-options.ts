import useSWRInfinite from "swr/infinite"
import type { ContactStatus } from "@shared/contacts"

import { useDebouncedValue } from "@/hooks/use-debounced-value"

/** What the campaign contact checklist needs of a GET /api/contacts item. */
export interface ContactOption {
  id: number
  businessName: string
  phone: string
  status: ContactStatus
  source: string
  category: string
}

interface ContactPage {
  items: ContactOption[]
  total: number
  page: number
  pageSize: number
}

/** The API's largest page; "Load more" appends the next one. */
export const CONTACT_OPTIONS_PAGE_SIZE = 100
/** SPEC §9: contacts are polled every 5 seconds on the calls screen. */
const CONTACTS_POLL_MS = 5000

/**
 * Contacts for the campaign checklist, newest first, searched on the server (name, phone,
 * category) so thousands of contacts never have to be loaded to find one.
 */
export function useContactOptions(search: string, readyOnly: boolean) {
  const trimmed = search.trim()
  // Typing is debounced; clearing the search applies at once.
  const q = useDebouncedValue(trimmed, trimmed ? 300 : 0)
  const swr = useSWRInfinite<ContactPage>(
    (index, previous: ContactPage | null) =>
      previous && previous.page * previous.pageSize >= previous.total
        ? null
        : [
            "/api/contacts",
            {
              page: index + 1,
              pageSize: CONTACT_OPTIONS_PAGE_SIZE,
              q,
              status: readyOnly ? "ready" : undefined,
            },
          ],
    { refreshInterval: CONTACTS_POLL_MS }
  )
  const pages = swr.data ?? []
  const items = pages.flatMap((p) => p.items)
  const total = pages[0]?.total ?? 0
  return {
    items,
    total,
    isLoading: swr.isLoading,
    error: swr.error as unknown,
    hasMore: items.length < total,
    isLoadingMore: swr.size > pages.length,
    loadMore: () => void swr.setSize(swr.size + 1),
  }
}
