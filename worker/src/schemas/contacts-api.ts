/**
 * What the contacts API answers, as the web receives it (dates are ISO strings): the types of the
 * route table's response schemas (api-routes/contacts.ts). The worker's services return Date
 * objects; worker/src/api-contract.test.ts fails to compile if their JSON drifts from these.
 */
import type { z } from "zod"
import type {
  bulkImportResultSchema,
  bulkStatusResultSchema,
  contactFacetsSchema,
  contactItemSchema,
  contactListItemSchema,
  contactListSchema,
  contactPageSchema,
  contactTimelineSchema,
  deletedContactSchema,
  facetValueSchema,
  lastCallSchema,
  timelineCallSchema,
  timelineDemoSchema,
} from "./api-routes/contacts"

/** POST, PATCH and PUT /api/contacts answer the stored contact. */
export type ContactItem = z.infer<typeof contactItemSchema>
/** A contact's latest call. */
export type LastCall = z.infer<typeof lastCallSchema>
/** One item of GET /api/contacts. */
export type ContactListItem = z.infer<typeof contactListItemSchema>
/** A page of contacts: the scraped contacts' list, and GET /api/contacts with its cursors (ContactPage). */
export type ContactList = z.infer<typeof contactListSchema>
/** GET /api/contacts: a page and the cursors of the pages around it. */
export type ContactPage = z.infer<typeof contactPageSchema>
export type FacetValue = z.infer<typeof facetValueSchema>
/** GET /api/contacts/facets: filter options derived from stored contacts, with counts. */
export type ContactFacets = z.infer<typeof contactFacetsSchema>
/** POST /api/contacts/bulk. */
export type BulkImportResult = z.infer<typeof bulkImportResultSchema>
/** POST /api/contacts/bulk-status. */
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>
/** DELETE /api/contacts/:id. */
export type DeletedContact = z.infer<typeof deletedContactSchema>
/** GET /api/contacts/:id/timeline. */
export type ContactTimeline = z.infer<typeof contactTimelineSchema>
export type TimelineCall = z.infer<typeof timelineCallSchema>
export type TimelineDemo = z.infer<typeof timelineDemoSchema>
