/** The contacts screen's filter options (SPEC §2.4) and their ETag. */
import type { DB } from "../db/client"
import { shortHash } from "../lib/etag"
import { CONTACT_STATUSES } from "../schemas/contacts"
import type { ContactFacets, FacetValue } from "../schemas/contacts-api"
import { all, type ListVersion } from "./contacts-list"
import { FACETS_SQL } from "./contacts-query"

/** Facets depend on contacts only: calls being placed must not invalidate them. */
export const facetsEtag = (v: ListVersion) => `W/"c${v.contacts}-${shortHash("facets")}"`

const byValue = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value, "en", { sensitivity: "base" })

/** Options for the filter selects, derived from existing contacts (SPEC §2.4), with counts. */
export async function contactFacets(db: DB): Promise<ContactFacets> {
  const results = await all<FacetValue & { kind: string }>(db, FACETS_SQL)
  const pick = (kind: string) => results.filter((r) => r.kind === kind).map(({ value, count }) => ({ value, count }))
  const statusOrder = (v: string) => CONTACT_STATUSES.indexOf(v as (typeof CONTACT_STATUSES)[number])
  return {
    statuses: pick("status").sort((a, b) => statusOrder(a.value) - statusOrder(b.value)),
    categories: pick("category").sort(byValue),
    sources: pick("source").sort(byValue),
  }
}
