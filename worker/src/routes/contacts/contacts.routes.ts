import type { Context } from "hono"
import type { AppEnv } from "../../app-env"
import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import {
  bulkImportContacts,
  bulkUpdateStatus,
  contactFacets,
  createContact,
  deleteContact,
  facetsEtag,
  listContacts,
  listContactsWithVersion,
  listEtag,
  listVersion,
  normalizedQuery,
  updateContact,
} from "../../services/contacts.service"
import { contactTimeline } from "../../services/contacts-timeline"

/** Screens refetch contacts on this event (SPEC §7); it is sent after the response (app.ts). */
function announce(c: Context<AppEnv>, contactIds: number[]) {
  if (contactIds.length === 0) return
  c.var.ctx.events.emit({ type: "contact_updated", contactIds })
}

export const contactsRoutes = createRouter()
  // The list is polled: a matching If-None-Match costs one point read and answers 304.
  .on(...tableRoute(ROUTE.contacts.list), (c) => {
    const query = c.req.valid("query")
    return polledJson(c, {
      key: `contacts:${normalizedQuery(query)}`,
      etag: (version) => listEtag(version, query),
      version: () => listVersion(c.var.db, query),
      read: (version) => listContacts(c.var.db, query, version),
      readWithVersion: () => listContactsWithVersion(c.var.db, query),
    })
  })
  .on(...tableRoute(ROUTE.contacts.facets), (c) =>
    polledJson(c, {
      key: "contacts:facets",
      etag: facetsEtag,
      version: () => listVersion(c.var.db),
      read: () => contactFacets(c.var.db),
    })
  )
  .on(...tableRoute(ROUTE.contacts.create), async (c) => {
    const contact = await createContact(c.var.db, c.req.valid("json"))
    announce(c, [contact.id])
    return c.json(contact, 201)
  })
  .on(...tableRoute(ROUTE.contacts.bulkImport), async (c) => {
    const result = await bulkImportContacts(c.var.db, c.req.valid("json").contacts)
    announce(c, result.ids)
    return c.json(result, 200)
  })
  .on(...tableRoute(ROUTE.contacts.bulkStatus), async (c) => {
    const { ids, status } = c.req.valid("json")
    const result = await bulkUpdateStatus(c.var.db, ids, status, c.var.ctx)
    announce(c, result.ids)
    return c.json({ updated: result.updated }, 200)
  })
  .on(...tableRoute(ROUTE.contacts.update), async (c) => {
    const contact = await updateContact(c.var.db, c.req.valid("param").id, c.req.valid("json"), c.var.ctx)
    announce(c, [contact.id])
    return c.json(contact, 200)
  })
  // PUT behaves like PATCH (SPEC §7: "changed fields").
  .on(...tableRoute(ROUTE.contacts.replace), async (c) => {
    const contact = await updateContact(c.var.db, c.req.valid("param").id, c.req.valid("json"), c.var.ctx)
    announce(c, [contact.id])
    return c.json(contact, 200)
  })
  .on(...tableRoute(ROUTE.contacts.remove), async (c) => {
    const result = await deleteContact(c.var.db, c.req.valid("param").id)
    announce(c, [result.id])
    return c.json(result, 200)
  })
  // A contact's drawer: the contact, a page of its calls and its demos (callbacks: /api/callbacks?contactId).
  .on(...tableRoute(ROUTE.contacts.timeline), async (c) =>
    c.json(await contactTimeline(c.var.db, c.req.valid("param").id, c.req.valid("query")), 200)
  )
