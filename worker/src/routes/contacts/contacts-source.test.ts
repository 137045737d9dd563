import { beforeEach, describe, expect, it } from "vitest"
import { listQuerySchema } from "../../schemas/contacts"
import { buildCountSql, buildPageSql } from "../../services/contacts-query"
import { create, list, resetContacts, seedContacts, send, type ContactJson } from "./contacts-test-helpers"
import { port } from "../../../test/port"

beforeEach(resetContacts)

const storedSources = async () =>
  (await port.all<{ source: string }>("SELECT source FROM contacts ORDER BY id")).map((r) => r.source)

describe("contact sources are stored normalised", () => {
  it("every spelling of a manual add is stored as manual, on create, bulk import and edit", async () => {
    await create({ businessName: "Header form", phone: "6165550101", source: "manual" })
    await create({ businessName: "Import screen form", phone: "6165550102", source: "Manual Entry" })
    await create({ businessName: "Blank", phone: "6165550103", source: "" })
    await create({ businessName: "Default", phone: "6165550104" })
    await seedContacts(3, (i) => ({
      businessName: `Bulk ${i}`,
      source: [" MANUAL ", "manual entry", "dentists-gr"][i],
    }))
    const edited = await create({ businessName: "Edited", phone: "6165550105", source: "leads" })
    const res = await send("PATCH", `/${edited.id}`, { source: "Manual Entry" })
    expect(res.status).toBe(200)
    expect(((await res.json()) as ContactJson).source).toBe("manual")

    expect(await storedSources()).toEqual([
      "manual",
      "manual",
      "manual",
      "manual",
      "manual",
      "manual",
      "dentists-gr",
      "manual",
    ])
    // The Manual Entry group of the calls screen, by label or by any stored spelling.
    for (const query of [{ sourceLabel: "Manual Entry" }, { source: "Manual Entry" }, { source: "manual" }] as Record<
      string,
      string
    >[]) {
      expect((await list(query)).total, JSON.stringify(query)).toBe(7)
    }
    expect((await list({ sourceLabel: "dentists-gr" })).items.map((c) => c.businessName)).toEqual(["Bulk 2"])
  })

  it("the Manual Entry filter walks the source index and totals from the kept counts, scanning nothing", async () => {
    const query = listQuerySchema.parse({ sourceLabel: "Manual Entry" })
    const planOf = async ({ sql, params }: { sql: string; params: unknown[] }) =>
      (await port.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params)).map((r) => r.detail).join("\n")
    const page = await planOf(buildPageSql(query, { offset: 0, limit: 25 }))
    expect(page).toContain("contacts_source_id_idx (source=?)")
    expect(page).not.toMatch(/SCAN c\b/)
    const count = await planOf(buildCountSql(query))
    expect(count).toMatch(/SEARCH contact_counts USING .*\(kind=\? AND value=\?\)/)
    expect(count).not.toMatch(/SCAN (c\b|contacts)/)
    expect(buildCountSql(query).params).toEqual(["source", "manual"])
  })
})
