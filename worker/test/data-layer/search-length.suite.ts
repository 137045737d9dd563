/**
 * Searches of any length the schemas let through answer the same rows on every engine. D1 refuses
 * a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex") where libSQL allows 50,000, so a
 * long search must never reach LIKE: the do-not-call search uses instr(), and the contacts search
 * uses LIKE only for its 1-2 character terms (longer ones go through the FTS5 index).
 */
import { describe, expect, it } from "vitest"
import { contactInputSchema, listQuerySchema } from "../../src/schemas/contacts"
import { dncListQuerySchema } from "../../src/schemas/dnc"
import { bulkImportContacts, listContacts } from "../../src/services/contacts.service"
import { addToDnc, importDnc, listDnc } from "../../src/services/dnc/dnc.service"
import type { DataLayerEngine } from "./engine"

const LONG_NAME = `Lakeside Family Dental and Orthodontics of Greater Grand Rapids ${"Ω".repeat(40)}`

export function searchLengthSuite(engine: DataLayerEngine) {
  describe(`long searches on ${engine.name}`, () => {
    it("answer the do-not-call search at every length up to the 64 characters allowed", async () => {
      const db = await engine.fresh()
      await addToDnc(db, { phone: "+16165550123", reason: "asked" })
      await importDnc(db, ["+44 20 7946 0958"])
      const phones = async (search: string) =>
        (await listDnc(db, dncListQuerySchema.parse({ search, pageSize: 50 }))).items.map((i) => i.phone).sort()

      expect(await phones("0123")).toEqual(["+16165550123"])
      expect(await phones("+1 (616) 555-0123")).toEqual(["+16165550123"])
      expect(await phones("+44 20 7946 0958")).toEqual(["+442079460958"])
      // 49 digits: a 51-byte LIKE pattern, which D1 refused with a 500.
      expect(await phones("1".repeat(49))).toEqual([])
      expect(await phones("6".repeat(64))).toEqual([])
      expect(await phones(`+1 616 555 0123 ${"9".repeat(40)}`)).toEqual([])
      expect((await listDnc(db, dncListQuerySchema.parse({ search: "5".repeat(64) }))).total).toBe(0)
    })

    it("answer the contacts search at every length up to the 200 characters allowed", async () => {
      const db = await engine.fresh()
      const input = (businessName: string, phone: string) => contactInputSchema.parse({ businessName, phone })
      await bulkImportContacts(db, [
        input(LONG_NAME, "+16165550101"),
        input("100% Pure_Juice", "+16165550102"),
        input("Café 東京 😀😀", "+16165550103"),
      ])
      const names = async (q: string) =>
        (await listContacts(db, listQuerySchema.parse({ q }))).items.map((c) => c.businessName).sort()

      // 1-2 characters go through LIKE: escaped wildcards and 4-byte characters stay far below 50 bytes.
      expect(await names("%_")).toEqual([])
      expect(await names("%")).toEqual(["100% Pure_Juice"])
      expect(await names("😀😀")).toEqual(["Café 東京 😀😀"])
      // Longer terms go through FTS5, whatever their length.
      expect(await names(LONG_NAME)).toEqual([LONG_NAME])
      expect(await names(LONG_NAME.slice(0, 49))).toEqual([LONG_NAME])
      expect(await names("1".repeat(49))).toEqual([])
      expect(await names("%_".repeat(100))).toEqual([])
      expect(await names("6".repeat(200))).toEqual([])
    })
  })
}
