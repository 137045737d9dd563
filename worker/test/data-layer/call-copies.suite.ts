/**
 * The copies pages read instead of joins (migration paging_denormalised): each call's contact and
 * campaign fields for Call History, each contact's call count and latest call for Contacts. Kept
 * by triggers, so every write path (inserts, status changes, renames, deletes) must keep them true.
 */
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { callListQuerySchema } from "../../src/schemas/calls"
import { contactInputSchema, listQuerySchema } from "../../src/schemas/contacts"
import { callListVersion, getCallDetails, listCalls } from "../../src/services/calls/calls-read.service"
import {
  createContact,
  deleteContact,
  listContacts,
  listVersion,
  updateContact,
} from "../../src/services/contacts.service"
import type { DataLayerEngine } from "./engine"

async function insertCall(db: DB, contactId: number | null, campaignId: number | null, status = "completed") {
  const [row] = await db.port.all<{ id: number }>(
    "INSERT INTO calls (contact_id, campaign_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    [contactId, campaignId, status, 1_700_000_000_000, 1_700_000_000_000]
  )
  return row!.id
}

const contactRow = async (db: DB, id: number) =>
  (await listContacts(db, listQuerySchema.parse({}))).items.find((c) => c.id === id)

export function callCopiesSuite(engine: DataLayerEngine) {
  describe(`call copies on ${engine.name}`, () => {
    it("keeps each contact's call count and latest call, and each call's contact and campaign names", async () => {
      const db = await engine.fresh()
      const acme = await createContact(
        db,
        contactInputSchema.parse({ businessName: "Acme Plumbing", phone: "+16165550301" })
      )
      const [campaign] = await db.port.all<{ id: number }>(
        "INSERT INTO campaigns (name, created_at, updated_at) VALUES ('Spring', 0, 0) RETURNING id"
      )
      const first = await insertCall(db, acme.id, campaign!.id, "failed")
      const latest = await insertCall(db, acme.id, campaign!.id, "queued")
      await insertCall(db, null, null)
      expect(await contactRow(db, acme.id)).toMatchObject({
        callCount: 2,
        lastCall: { status: "queued", result: null },
      })

      // A status change on the latest call shows; one on an older call does not.
      await db.port.run("UPDATE calls SET status = 'completed', result = 'answered' WHERE id = ?", [latest])
      await db.port.run("UPDATE calls SET result = 'busy' WHERE id = ?", [first])
      expect((await contactRow(db, acme.id))?.lastCall).toMatchObject({ status: "completed", result: "answered" })

      // A contact's edit that the list shows moves the contacts version; a call's change moves only calls.
      const before = await listVersion(db)
      await insertCall(db, acme.id, null, "failed")
      expect((await listVersion(db)).contacts).toBe(before.contacts)
      await db.port.run("DELETE FROM calls WHERE id = (SELECT max(id) FROM calls)")
      expect(await contactRow(db, acme.id)).toMatchObject({ callCount: 2, lastCall: { result: "answered" } })

      // Renames reach Call History (and its version); a deleted contact leaves its calls without one.
      const v = await callListVersion(db)
      await updateContact(db, acme.id, { businessName: "Acme Drains", address: "1 Main St" })
      await db.port.run("UPDATE campaigns SET name = 'Summer' WHERE id = ?", [campaign!.id])
      expect((await callListVersion(db)).calls).toBeGreaterThan(v.calls)
      const page = await listCalls(
        db,
        callListQuerySchema.parse({ sort: "contact", order: "desc" }),
        await callListVersion(db)
      )
      expect(page.items.map((c) => [c.contact?.businessName ?? null, c.campaignName])).toEqual([
        ["Acme Drains", "Summer"],
        ["Acme Drains", "Summer"],
        [null, null],
      ])
      expect((await getCallDetails(db, latest)).contact).toEqual({
        businessName: "Acme Drains",
        phone: "+16165550301",
        address: "1 Main St",
      })
      await deleteContact(db, acme.id)
      await db.port.run("DELETE FROM campaigns WHERE id = ?", [campaign!.id])
      expect((await getCallDetails(db, latest)).contact).toBeNull()
      expect((await getCallDetails(db, latest)).campaignName).toBeNull()
    })
  })
}
