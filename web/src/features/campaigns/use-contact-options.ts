import useSWRInfinite from "swr/infinite"
import { API } from "@shared/api-routes/endpoints"
import { MAX_PAGE_SIZE } from "@shared/contacts"
import type { ContactListItem } from "@shared/contacts-api"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { type Answer, apiKey } from "@/lib/api-call"

type ContactsPage = Answer<typeof API.contacts.list>

/** What the campaign contact checklist needs of a GET /api/contacts item. */
export type ContactOption = Pick<ContactListItem, "id" | "businessName" | "phone" | "status" | "source" | "category">

/** SPEC §9: contacts are polled every 5 seconds on the calls screen (a 304 when nothing changed). */
export const CONTACTS_POLL_MS = 5000

/**
 * Contacts for the campaign checklist, newest first, searched on the server (name, phone,
 * category) so thousands of contacts never have to be loaded to find one.
 */
export function useContactOptions(search: string, readyOnly: boolean) {
  const trimmed = search.trim()
  // Typing is debounced; clearing the search applies at once.
  const q = useDebouncedValue(trimmed, trimmed ? 300 : 0)
  const swr = useSWRInfinite<ContactsPage>(
    (index, previous: ContactsPage | null) =>
      previous && !previous.totalCapped && previous.page * previous.pageSize >= previous.total
        ? null
        : apiKey(API.contacts.list, {
            query: {
              page: index + 1,
              // The API's largest page; "Load more" appends the next one.
              pageSize: MAX_PAGE_SIZE,
              q,
              status: readyOnly ? "ready" : undefined,
            },
          }),
    { refreshInterval: CONTACTS_POLL_MS }
  )
  const pages = swr.data ?? []
  const items = pages.flatMap((p) => p.items)
  // The newest page knows the most: a capped count grows as pages go deeper.
  const last = pages.at(-1)
  const total = last?.total ?? 0
  const totalCapped = Boolean(last?.totalCapped) && (last?.items.length ?? 0) === MAX_PAGE_SIZE
  return {
    items,
    total,
    totalCapped,
    isLoading: swr.isLoading,
    error: swr.error as unknown,
    hasMore: items.length < total || totalCapped,
    isLoadingMore: swr.size > pages.length,
    loadMore: () => void swr.setSize(swr.size + 1),
  }
}
