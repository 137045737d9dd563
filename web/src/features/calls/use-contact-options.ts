import useSWR from "swr"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import type { SelectableContact } from "./contact-groups"

/** The newest contacts (or matches) the selector loads at once: the server's page-size cap. */
export const OPTIONS_PAGE_SIZE = 100
/** SPEC §7/§9: contacts are polled every 5 s on the calls screen (a 304 when nothing changed). */
export const CONTACTS_REFRESH_MS = 5000

type FacetValue = { value: string; count: number }
type ContactFacets = { sources: FacetValue[] }
type ContactPage = { items: SelectableContact[]; total: number }

export function useContactFacets() {
  return useSWR<ContactFacets>("/api/contacts/facets")
}

/**
 * Contacts for the Call Now selector: server-side search (name, phone, category…), source group
 * (SPEC §3 labels: "Manual Entry" covers an empty source and "manual") and "hide contacted", so
 * the 100 loaded are the newest that match, however many older contacts were called already.
 */
export function useContactOptions(search: string, sourceFilter: string | null, hideContacted: boolean) {
  const { data: facets } = useContactFacets()
  const q = useDebouncedValue(search.trim(), 250)
  const params = {
    q,
    pageSize: OPTIONS_PAGE_SIZE,
    sourceLabel: sourceFilter ?? undefined,
    called: hideContacted ? "false" : undefined,
  }
  const list = useSWR<ContactPage>(["/api/contacts", params] as const, { refreshInterval: CONTACTS_REFRESH_MS, keepPreviousData: true })
  return { ...list, facets, searching: q !== search.trim() || list.isLoading }
}
