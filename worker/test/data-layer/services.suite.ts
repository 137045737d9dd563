/**
 * Real services on each engine: contacts written and read through contacts.service.ts (drizzle on
 * the port for writes, raw port statements and batches for the list), the do-not-call list (port
 * batches counted with RETURNING, RunResult.changes), and the triggers they rely on.
 */
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { contactInputSchema, listQuerySchema } from "../../src/schemas/contacts"
import {
  bulkImportContacts,
  bulkUpdateStatus,
  contactFacets,
  createContact,
  deleteContact,
  listContacts,
  listContactsWithVersion,
  listVersion,
  updateContact,
} from "../../src/services/contacts.service"
import { addToDnc, importDnc, isOnDnc, listDnc, removeFromDnc } from "../../src/services/dnc/dnc.service"
import type { DataLayerEngine } from "./engine"

const input = (businessName: string, phone: string, extra: Record<string, string> = {}) =>
  contactInputSchema.parse({ businessName, phone, ...extra })
const query = (q: Record<string, string | number> = {}) => listQuerySchema.parse(q)

async function seed(db: DB) {
  const dental = await createContact(db, input("Lakeside Dental", "(616) 555-0101", { category: "Dentist" }))
  const bakery = await createContact(
    db,
    input("Harbor Bakery", "616-555-0102", { category: "Bakery", source: "Manual Entry" })
  )
  const imported = await bulkImportContacts(
    db,
    Array.from({ length: 30 }, (_, i) =>
      input(`Imported ${i}`, `+1616555${String(200 + i).padStart(4, "0")}`, { source: "csv" })
    )
  )
  return { dental, bakery, imported }
}

export function servicesSuite(engine: DataLayerEngine) {
  describe(`services on ${engine.name}`, () => {
    it("creates, lists, searches and filters contacts", async () => {
      const db = await engine.fresh()
      const { dental, bakery, imported } = await seed(db)
      expect(dental).toMatchObject({ phone: "+16165550101", source: "manual", status: "ready" })
      expect(bakery.source).toBe("manual")
      // 30 rows are 3 insert statements (100-parameter limit) in one batch.
      expect(imported).toMatchObject({ added: 30, skipped: 0 })
      expect(await bulkImportContacts(db, [input("Again", "+16165550200")])).toMatchObject({ added: 0, skipped: 1 })

      const page = await listContacts(db, query({ pageSize: 10 }))
      expect(page).toMatchObject({ total: 32, totalCapped: false, page: 1, pageSize: 10 })
      expect(page.items.map((c) => c.businessName).slice(0, 2)).toEqual(["Imported 29", "Imported 28"])
      expect(page.items[0]).toMatchObject({ callCount: 0, lastCall: null })
      expect(page.items[0]!.createdAt).toBeInstanceOf(Date)

      // FTS5 trigram search, through the triggers that keep contacts_fts.
      const found = await listContacts(db, query({ q: "lakesid" }))
      expect(found.items.map((c) => c.id)).toEqual([dental.id])
      await updateContact(db, dental.id, { businessName: "Riverside Dental" })
      expect((await listContacts(db, query({ q: "lakesid" }))).total).toBe(0)
      expect((await listContacts(db, query({ q: "riversid" }))).items.map((c) => c.id)).toEqual([dental.id])

      const manual = await listContacts(db, query({ sourceLabel: "Manual Entry" }))
      expect(manual.items.map((c) => c.id).sort()).toEqual([dental.id, bakery.id].sort())
      expect((await listContacts(db, query({ category: "Bakery" }))).items.map((c) => c.id)).toEqual([bakery.id])

      const facets = await contactFacets(db)
      expect(facets.sources).toEqual([
        { value: "csv", count: 30 },
        { value: "manual", count: 2 },
      ])

      const first = await listContactsWithVersion(db, query({ pageSize: 5 }))
      expect(first.data.total).toBe(32)
      expect(first.data.items).toHaveLength(5)
    })

    it("bumps the contacts version on every write and keeps the row count (triggers)", async () => {
      const db = await engine.fresh()
      const v0 = await listVersion(db)
      const { dental, imported } = await seed(db)
      const v1 = await listVersion(db)
      expect(v1.contacts).toBe(v0.contacts + 32)
      expect(v1.contactsRowCount).toBe(v0.contactsRowCount + 32)

      await updateContact(db, dental.id, { status: "called" })
      const v2 = await listVersion(db)
      expect(v2.contacts).toBe(v1.contacts + 1)
      expect(v2.contactsRowCount).toBe(v1.contactsRowCount)

      expect(await bulkUpdateStatus(db, imported.ids.slice(0, 5), "follow_up")).toMatchObject({ updated: 5 })
      await deleteContact(db, dental.id)
      const v3 = await listVersion(db)
      expect(v3.contacts).toBe(v2.contacts + 6)
      expect(v3.contactsRowCount).toBe(v1.contactsRowCount - 1)
      expect((await listContacts(db, query())).total).toBe(31)
    })

    it("keeps the do-not-call list: new numbers counted, duplicates not, removal by changes", async () => {
      const db = await engine.fresh()
      expect(await addToDnc(db, { phone: "+16165550101", reason: "asked" })).toMatchObject({
        created: true,
        entry: { phone: "+16165550101", reason: "asked", source: "manual" },
      })
      expect((await addToDnc(db, { phone: "+16165550101" })).created).toBe(false)
      expect(await importDnc(db, ["616-555-0101", "616 555 0102", "(616) 555-0103", "nonsense"])).toEqual({
        added: 2,
        alreadyListed: 1,
        invalid: ["nonsense"],
      })
      expect(await isOnDnc(db, "(616) 555-0102")).toBe(true)
      expect(await listDnc(db, { search: "0103", page: 1, pageSize: 10 })).toMatchObject({
        total: 1,
        items: [{ phone: "+16165550103", source: "import" }],
      })
      expect((await listDnc(db, { page: 1, pageSize: 2 })).total).toBe(3)
      expect(await removeFromDnc(db, "+16165550103")).toEqual({ removed: "+16165550103" })
      await expect(removeFromDnc(db, "+16165550103")).rejects.toMatchObject({ code: "not_found", status: 404 })
      expect(await isOnDnc(db, "+16165550103")).toBe(false)
    })
  })
}
