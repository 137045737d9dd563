import useSWR from "swr"

import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { apiFetch, withQuery } from "@/lib/api"
import { sourcesForLabel, type SelectableContact } from "./contact-groups"

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

type OptionsKey = readonly ["/api/contacts", { q: string; pageSize: number; sources: string }]

/**
 * One label can stand for several raw sources ("manual" and "Manual Entry"), and the server filters
 * on one exact value, so each is fetched and the pages merged. An empty source cannot be asked for
 * (the server reads `source=` as "no filter"): it is picked out of an unfiltered page instead.
 */
async function fetchOptions([path, { q, pageSize, sources }]: OptionsKey): Promise<ContactPage> {
  const raw: string[] | null = sources ? JSON.parse(sources) : null
  const requests = raw === null ? [undefined] : raw.map((s) => (s.trim() ? s : ""))
  const pages = await Promise.all(
    requests.map((source) =>
      apiFetch<ContactPage>(withQuery(path, { q, pageSize, source: source || undefined })).then((page) =>
        source === "" ? { ...page, items: page.items.filter((c) => !c.source.trim()) } : page
      )
    )
  )
  const byId = new Map<number, SelectableContact>()
  for (const page of pages) for (const c of page.items) byId.set(c.id, c)
  return {
    items: [...byId.values()].sort((a, b) => b.id - a.id),
    total: pages.reduce((n, p) => n + p.total, 0),
  }
}

/** Contacts for the Call Now selector: server-side search (name, phone, category…) and source filter. */
export function useContactOptions(search: string, sourceFilter: string | null) {
  const { data: facets } = useContactFacets()
  const q = useDebouncedValue(search.trim(), 250)
  const sources = sourceFilter ? JSON.stringify(sourcesForLabel(facets?.sources ?? [], sourceFilter)) : ""
  // With a source filter, wait for the facets that say which raw values the label covers.
  const ready = !sourceFilter || !!facets
  const key: OptionsKey | null = ready ? ["/api/contacts", { q, pageSize: OPTIONS_PAGE_SIZE, sources }] : null
  const list = useSWR(key, fetchOptions, { refreshInterval: CONTACTS_REFRESH_MS, keepPreviousData: true })
  return { ...list, facets, searching: q !== search.trim() || list.isLoading }
}
