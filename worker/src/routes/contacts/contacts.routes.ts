import type { Context } from "hono"
import type { AppEnv } from "../../env"
import { createRouter } from "../../lib/create-app"
import { etagHeaders, etagMatches } from "../../lib/etag"
import { validate } from "../../lib/validate"
import { publish } from "../../live/publish"
import {
  bulkImportSchema,
  bulkStatusSchema,
  contactIdParamSchema,
  contactInputSchema,
  contactPatchSchema,
  listQuerySchema,
} from "../../schemas/contacts"
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
  updateContact,
} from "../../services/contacts.service"

/** Screens refetch contacts on this event (SPEC §7); the push runs after the response is sent. */
function announce(c: Context<AppEnv>, contactIds: number[]) {
  if (contactIds.length === 0) return
  c.executionCtx.waitUntil(publish(c.env, { type: "contact_updated", contactIds }))
}

export const contactsRoutes = createRouter()
  // The list is polled: a matching If-None-Match costs one point read and answers 304.
  .get("/", validate("query", listQuerySchema), async (c) => {
    const query = c.req.valid("query")
    const ifNoneMatch = c.req.header("If-None-Match")
    if (!ifNoneMatch) {
      const { version, list } = await listContactsWithVersion(c.var.db, query)
      return c.json(list, 200, etagHeaders(listEtag(version, query)))
    }
    const version = await listVersion(c.var.db)
    const etag = listEtag(version, query)
    if (etagMatches(ifNoneMatch, etag)) {
      return c.body(null, 304, etagHeaders(etag))
    }
    const list = await listContacts(c.var.db, query, version)
    return c.json(list, 200, etagHeaders(etag))
  })
  .get("/facets", async (c) => {
    const etag = facetsEtag(await listVersion(c.var.db))
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      return c.body(null, 304, etagHeaders(etag))
    }
    return c.json(await contactFacets(c.var.db), 200, etagHeaders(etag))
  })
  .post("/", validate("json", contactInputSchema), async (c) => {
    const contact = await createContact(c.var.db, c.req.valid("json"))
    announce(c, [contact.id])
    return c.json(contact, 201)
  })
  .post("/bulk", validate("json", bulkImportSchema), async (c) => {
    const result = await bulkImportContacts(c.var.db, c.req.valid("json").contacts)
    announce(c, result.ids)
    return c.json(result, 200)
  })
  .post("/bulk-status", validate("json", bulkStatusSchema), async (c) => {
    const { ids, status } = c.req.valid("json")
    const result = await bulkUpdateStatus(c.var.db, ids, status)
    announce(c, result.ids)
    return c.json({ updated: result.updated }, 200)
  })
  .patch(
    "/:id",
    validate("param", contactIdParamSchema),
    validate("json", contactPatchSchema),
    async (c) => {
      const contact = await updateContact(c.var.db, c.req.valid("param").id, c.req.valid("json"))
      announce(c, [contact.id])
      return c.json(contact, 200)
    }
  )
  // PUT behaves like PATCH (SPEC §7: "changed fields").
  .put(
    "/:id",
    validate("param", contactIdParamSchema),
    validate("json", contactPatchSchema),
    async (c) => {
      const contact = await updateContact(c.var.db, c.req.valid("param").id, c.req.valid("json"))
      announce(c, [contact.id])
      return c.json(contact, 200)
    }
  )
  .delete("/:id", validate("param", contactIdParamSchema), async (c) => {
    const result = await deleteContact(c.var.db, c.req.valid("param").id)
    announce(c, [result.id])
    return c.json(result, 200)
  })
