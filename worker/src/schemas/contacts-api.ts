/**
 * What the contacts API answers, as the web receives it (dates are ISO strings). The worker's
 * services return Date objects; worker/src/api-contract.test.ts fails to compile if their JSON
 * drifts from these.
 */
import type { CallStatusValue } from "./calls"
import type { ContactStatus } from "./contacts"
import type { PageCursors } from "./page-cursor"

/** POST, PATCH and PUT /api/contacts answer the stored contact. */
export interface ContactItem {
  id: number
  businessName: string
  /** E.164, as stored. */
  phone: string
  address: string
  category: string
  /** Normalised on write: every spelling of a manual add is MANUAL_SOURCE. */
  source: string
  status: ContactStatus
  /** The lead-search job that found it; null for contacts added by hand or from a CSV file. */
  scrapeJobId: number | null
  createdAt: string
  updatedAt: string
}

/** A contact's latest call. */
export interface LastCall {
  status: CallStatusValue
  result: string | null
  createdAt: string
}

/** One item of GET /api/contacts. */
export interface ContactListItem extends ContactItem {
  callCount: number
  lastCall: LastCall | null
}

/** A page of contacts: the scraped contacts' list, and GET /api/contacts with its cursors (ContactPage). */
export interface ContactList {
  items: ContactListItem[]
  /** With totalCapped, a lower bound: a broad search stops counting (shown as "1,000+"). */
  total: number
  totalCapped: boolean
  page: number
  pageSize: number
}

/** GET /api/contacts: a page and the cursors of the pages around it. */
export interface ContactPage extends ContactList, PageCursors {}

export interface FacetValue {
  value: string
  count: number
}

/** GET /api/contacts/facets: filter options derived from stored contacts, with counts. */
export interface ContactFacets {
  statuses: FacetValue[]
  categories: FacetValue[]
  sources: FacetValue[]
}

/** POST /api/contacts/bulk. */
export interface BulkImportResult {
  added: number
  skipped: number
  /** Ids of the contacts created, in request order. */
  ids: number[]
}

/** POST /api/contacts/bulk-status. */
export interface BulkStatusResult {
  updated: number
}

/** DELETE /api/contacts/:id. */
export interface DeletedContact {
  id: number
}
