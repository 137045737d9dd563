import type { ContactStatus } from "@shared/contacts"

/** The latest call of a contact, as GET /api/contacts sends it (dates are ISO strings in JSON). */
export type LastCall = { status: string; result: string | null; createdAt: string }

/** One item of GET /api/contacts. */
export type ContactListItem = {
  id: number
  businessName: string
  phone: string
  address: string
  category: string
  source: string
  status: ContactStatus
  createdAt: string
  updatedAt: string
  callCount: number
  lastCall: LastCall | null
}

export type ContactList = {
  items: ContactListItem[]
  /** A lower bound when totalCapped: a broad search stops counting (shown as "1,000+"). */
  total: number
  totalCapped?: boolean
  page: number
  pageSize: number
}

export type FacetValue = { value: string; count: number }

/** GET /api/contacts/facets: filter options derived from stored contacts, with counts. */
export type ContactFacets = {
  statuses: FacetValue[]
  categories: FacetValue[]
  sources: FacetValue[]
}

/** What the contacts screen filters by; "" means "no filter". */
export type ContactFilters = { q: string; status: string; category: string }

export const NO_FILTERS: ContactFilters = { q: "", status: "", category: "" }

export const hasActiveFilters = (f: ContactFilters) => Boolean(f.q.trim() || f.status || f.category)
