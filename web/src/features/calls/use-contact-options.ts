import { API } from "@shared/api-routes/endpoints"
import { MAX_PAGE_SIZE } from "@shared/contacts"

import { useApi } from "@/hooks/use-api"
import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { CONTACTS_POLL_MS } from "@/features/campaigns/use-contact-options"
import { useContactFacets } from "@/features/contacts/use-contacts"

/**
 * Contacts for the Call Now selector: server-side search (name, phone, category…), source group
 * (SPEC §3 labels: "Manual Entry" is the stored "manual") and "hide contacted", so
 * the 100 loaded are the newest that match, however many older contacts were called already.
 */
export function useContactOptions(search: string, sourceFilter: string | null, hideContacted: boolean) {
  const { data: facets } = useContactFacets()
  const q = useDebouncedValue(search.trim(), 250)
  const params = {
    q,
    // The newest contacts (or matches) the selector loads at once: the server's page-size cap.
    pageSize: MAX_PAGE_SIZE,
    sourceLabel: sourceFilter ?? undefined,
    called: hideContacted ? "false" : undefined,
  }
  const list = useApi(
    API.contacts.list,
    { query: params },
    {
      refreshInterval: CONTACTS_POLL_MS,
      keepPreviousData: true,
    }
  )
  return { ...list, facets, searching: q !== search.trim() || list.isLoading }
}
