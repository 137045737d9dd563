/** The contacts API: requests from ../contacts.ts, answers here (aliased as ../contacts-api.ts's types). */
import { z } from "zod"
import { CALL_STATUS_VALUES } from "../calls"
import { callListItemSchema } from "./calls"
import {
  bulkImportSchema,
  bulkStatusSchema,
  contactIdParamSchema,
  contactInputSchema,
  contactPatchSchema,
  contactStatusSchema,
  contactTimelineQuerySchema,
  listQuerySchema,
} from "../contacts"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant, pageCursorsSchema } from "./shared"

/** POST, PATCH and PUT /api/contacts answer the stored contact. */
export const contactItemSchema = z.strictObject({
  id: z.number(),
  businessName: z.string(),
  /** E.164, as stored. */
  phone: z.string(),
  address: z.string(),
  category: z.string(),
  /** Normalised on write: every spelling of a manual add is MANUAL_SOURCE. */
  source: z.string(),
  status: contactStatusSchema,
  /** The lead-search job that found it; null for contacts added by hand or from a CSV file. */
  scrapeJobId: z.number().nullable(),
  /**
   * The business's specific type as Google gives it ("electrician"), beside the broad category; null
   * for contacts not found by a lead search (and for those found before types were kept).
   */
  placeType: z.string().nullable(),
  /** Its name to show ("Electrician"). */
  placeTypeLabel: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
})

/** A contact's latest call. */
export const lastCallSchema = z.strictObject({
  status: z.enum(CALL_STATUS_VALUES),
  result: z.string().nullable(),
  createdAt: isoInstant,
})

/** One item of GET /api/contacts. */
export const contactListItemSchema = contactItemSchema.extend({
  callCount: z.number(),
  lastCall: lastCallSchema.nullable(),
})

/** A page of contacts: the scraped contacts' list, and GET /api/contacts with its cursors. */
export const contactListSchema = z.strictObject({
  items: z.array(contactListItemSchema),
  /** With totalCapped, a lower bound: a broad search stops counting (shown as "1,000+"). */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
})

/** GET /api/contacts: a page and the cursors of the pages around it. */
export const contactPageSchema = contactListSchema.extend(pageCursorsSchema.shape)

export const facetValueSchema = z.strictObject({ value: z.string(), count: z.number() })

/** GET /api/contacts/facets: filter options derived from stored contacts, with counts. */
export const contactFacetsSchema = z.strictObject({
  statuses: z.array(facetValueSchema),
  categories: z.array(facetValueSchema),
  sources: z.array(facetValueSchema),
})

export const bulkImportResultSchema = z.strictObject({
  added: z.number(),
  skipped: z.number(),
  /** Ids of the contacts created, in request order. */
  ids: z.array(z.number()),
})

export const bulkStatusResultSchema = z.strictObject({ updated: z.number() })
export const deletedContactSchema = z.strictObject({ id: z.number() })

/** One call of a contact's timeline: the history row plus what the call said and left behind. */
export const timelineCallSchema = callListItemSchema.extend({
  transcript: z.string().nullable(),
  summary: z.string().nullable(),
  /** https only; null otherwise. */
  recordingUrl: z.string().nullable(),
  endedReason: z.string().nullable(),
})

/** A demo the contact booked on one of its calls. */
export const timelineDemoSchema = z.strictObject({
  callId: z.number(),
  demoDate: isoInstant,
  calendarEventId: z.string().nullable(),
})

/** GET /api/contacts/:id/timeline: the contact, a page of its calls (newest first) and its demos. */
export const contactTimelineSchema = z.strictObject({
  contact: contactListItemSchema,
  /** The contact's own zone (address state, else area code); null when neither tells. */
  calleeTimeZone: z.string().nullable(),
  calls: z.array(timelineCallSchema),
  /** `before` for the next (older) calls; null when these are the oldest. */
  nextBefore: z.number().nullable(),
  /** Its booked demos, latest date first (at most a few). */
  demos: z.array(timelineDemoSchema),
})

export const contactsRoutes = defineRoutes(API.contacts, {
  // Polled: a matching If-None-Match answers 304 (lib/polled-json.ts).
  list: { query: listQuerySchema, response: contactPageSchema },
  facets: { response: contactFacetsSchema },
  create: { body: contactInputSchema, response: contactItemSchema },
  bulkImport: { body: bulkImportSchema, response: bulkImportResultSchema },
  bulkStatus: { body: bulkStatusSchema, response: bulkStatusResultSchema },
  update: { params: contactIdParamSchema, body: contactPatchSchema, response: contactItemSchema },
  // PUT behaves like PATCH (SPEC §7: "changed fields").
  replace: { params: contactIdParamSchema, body: contactPatchSchema, response: contactItemSchema },
  remove: { params: contactIdParamSchema, response: deletedContactSchema },
  timeline: { params: contactIdParamSchema, query: contactTimelineQuerySchema, response: contactTimelineSchema },
})
