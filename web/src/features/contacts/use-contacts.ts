import { API } from "@shared/api-routes/endpoints"
import {
  CONTACTS_PAGE_SIZE,
  MAX_BULK_STATUS_IDS,
  type ContactInputRequest,
  type ContactPatch,
  type ContactStatus,
} from "@shared/contacts"
import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { type Paging, pagingParams } from "@/lib/keyset-paging"
import type { ContactFilters } from "./types"

export const CONTACTS_PATH = "/api/contacts"
export const FACETS_PATH = "/api/contacts/facets"

/** The list's query params; "" values are dropped from the URL by withQuery. */
export const listParams = (filters: ContactFilters, page: number, pageSize = CONTACTS_PAGE_SIZE) => ({
  page,
  pageSize,
  q: filters.q.trim(),
  status: filters.status,
  category: filters.category,
})

/**
 * One page of the contacts grid, by number or by cursor (see Paging). The previous page stays on
 * screen while the next one loads, so paging and typing a search do not flash skeletons. The live
 * channel revalidates "/api/contacts".
 */
export function useContactsPage(filters: ContactFilters, paging: Paging) {
  return useApi(
    API.contacts.list,
    { query: { ...listParams(filters, paging.page), ...pagingParams(paging) } },
    {
      keepPreviousData: true,
      // A page read before (page 1 again after Previous, or Show in the new contacts bar) is read
      // again: the app-wide default shows the cached copy until the live channel next refreshes.
      revalidateIfStale: true,
    }
  )
}

/** Filter options derived from stored contacts (SPEC §2.4); fetched once the filters are shown. */
export function useContactFacets(enabled = true) {
  return useApi(API.contacts.facets, enabled ? {} : null)
}

/** Every screen showing contacts (grid, dashboard search, facets) re-reads after a change. */
const refreshContacts = () => void revalidatePrefixes(CONTACTS_PATH)

export async function createContact(input: ContactInputRequest) {
  const contact = await apiCall(API.contacts.create, { body: input })
  createdListeners.forEach((l) => l())
  refreshContacts()
  return contact
}

/** PATCH with only the changed fields (SPEC §7). */
export async function updateContact(id: number, patch: ContactPatch) {
  const contact = await apiCall(API.contacts.update, { params: { id }, body: patch })
  refreshContacts()
  return contact
}

export async function deleteContact(id: number) {
  await apiCall(API.contacts.remove, { params: { id } })
  refreshContacts()
}

/**
 * Contacts newer than the first one shown (`prevCursor` of page 1) under the same filters: the
 * grid stays still while they arrive and offers them in a bar instead. Reads at most 100; from 100
 * on the bar says "100+". null input: not on page 1 (nothing is held back there).
 */
export const NEWER_PROBE_SIZE = 100
export function useNewerContacts(filters: ContactFilters, prevCursor: string | null, firstId: number | undefined) {
  const probe = useApi(
    API.contacts.list,
    prevCursor && firstId !== undefined
      ? { query: { ...listParams(filters, 1, NEWER_PROBE_SIZE), before: prevCursor } }
      : null,
    { keepPreviousData: false }
  )
  // Fewer than a probe's worth before the cursor and the server answers the top page instead: the
  // ones above the first shown are the newer ones either way.
  return firstId === undefined ? 0 : (probe.data?.items.filter((c) => c.id > firstId).length ?? 0)
}

const createdListeners = new Set<() => void>()
/** The operator added a contact: the grid shows it (it does not hold back the operator's own). */
export function onContactCreated(listener: () => void) {
  createdListeners.add(listener)
  return () => {
    createdListeners.delete(listener)
  }
}

/** One request per 1000 ids (the endpoint's cap); returns how many contacts changed. */
export async function bulkUpdateStatus(ids: readonly number[], status: ContactStatus) {
  let updated = 0
  try {
    for (let i = 0; i < ids.length; i += MAX_BULK_STATUS_IDS) {
      const chunk = ids.slice(i, i + MAX_BULK_STATUS_IDS)
      const result = await apiCall(API.contacts.bulkStatus, { body: { ids: chunk, status } })
      updated += result.updated
    }
  } finally {
    // A failed later chunk still leaves the earlier ones changed: show what is stored.
    refreshContacts()
  }
  return updated
}
