import { beforeEach, describe, expect, it } from "vitest"
import {
  create,
  type ErrorJson,
  list,
  resetContacts,
  seedContacts,
  send,
  storedContacts,
} from "./contacts-test-helpers"

beforeEach(resetContacts)

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  businessName: `Import ${i}`,
  phone: `(616) 55${String(i).padStart(5, "0")}`.replace(/^(\(\d{3}\) \d{3})/, "$1-"),
  ...extra,
})

describe("POST /api/contacts/bulk", () => {
  it("stores 500 rows from one request (far past 100 bound parameters)", async () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(i, { category: "Dentist", source: "leads" }))
    const res = await send("POST", "/bulk", { contacts: rows })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { added: number; skipped: number; ids: number[] }
    expect(body.added).toBe(500)
    expect(body.skipped).toBe(0)
    expect(new Set(body.ids).size).toBe(500)
    const { total, items } = await list({ pageSize: 1 })
    expect(total).toBe(500)
    expect(items[0]).toMatchObject({ businessName: "Import 499", phone: "+16165500499", source: "leads" })
  })

  it("skips phones repeated in the request or already stored", async () => {
    const existing = await create({ businessName: "Already Here", phone: "6165500001" })
    const res = await send("POST", "/bulk", {
      contacts: [
        { businessName: "New A", phone: "616-550-0002" },
        { businessName: "Dup of stored", phone: "+1 (616) 550-0001" },
        { businessName: "New B", phone: "6165500003" },
        { businessName: "Dup in batch", phone: "1 616 550 0002" },
      ],
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { added: number; skipped: number; ids: number[] }
    expect(body).toMatchObject({ added: 2, skipped: 2 })
    const { items } = await list()
    expect(items.map((i) => i.businessName)).toEqual(["New B", "New A", "Already Here"])
    expect(body.ids).toEqual([items[1]!.id, items[0]!.id])
    expect(items[2]!.id).toBe(existing.id)
  })

  it("rejects the whole request when one row is invalid, or when it is empty or too big", async () => {
    const bad = await send("POST", "/bulk", { contacts: [row(1), { businessName: "", phone: "6165500002" }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorJson).error.issues).toContainEqual({
      path: "contacts.1.businessName",
      message: "Business name is required",
    })
    expect((await send("POST", "/bulk", { contacts: [] })).status).toBe(400)
    expect((await send("POST", "/bulk", { contacts: "nope" })).status).toBe(400)
    const tooMany = Array.from({ length: 501 }, (_, i) => row(i))
    expect((await send("POST", "/bulk", { contacts: tooMany })).status).toBe(400)
    expect(await storedContacts()).toBe(0)
  })
})

describe("POST /api/contacts/bulk-status", () => {
  it("sets one status on the selected contacts and ignores unknown ids", async () => {
    const ids = await seedContacts(5)
    const res = await send("POST", "/bulk-status", { ids: [ids[0], ids[2], 999_999], status: "demo_scheduled" })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ updated: 2 })
    const scheduled = await list({ status: "demo_scheduled" })
    expect(scheduled.items.map((i) => i.id).sort()).toEqual([ids[0], ids[2]].sort())
    expect((await list({ status: "ready" })).total).toBe(3)
  })

  it("updates more ids than one statement can bind", async () => {
    const ids = await seedContacts(250)
    const res = await send("POST", "/bulk-status", { ids: [...ids, ...ids.slice(0, 10)], status: "called" })
    expect(await res.json()).toEqual({ updated: 250 })
    expect((await list({ status: "called" })).total).toBe(250)
  })

  it("explains an empty selection and rejects bad ids or statuses", async () => {
    const empty = await send("POST", "/bulk-status", { ids: [], status: "called" })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as ErrorJson).error.message).toBe(
      "No Contacts Selected: Please select contacts to update."
    )
    expect((await send("POST", "/bulk-status", { ids: [1, -2], status: "called" })).status).toBe(400)
    expect((await send("POST", "/bulk-status", { ids: ["1"], status: "called" })).status).toBe(400)
    expect((await send("POST", "/bulk-status", { ids: [1], status: "done" })).status).toBe(400)
    expect(
      (await send("POST", "/bulk-status", { ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: "called" }))
        .status
    ).toBe(400)
  })
})

describe("deep pages of a filtered list", () => {
  it("reads pages past 2,000 matches correctly", async () => {
    const ids = await seedContacts(2110, (i) => ({
      businessName: `Deep ${i}`,
      category: i % 20 ? "Dentist" : "Bakery",
    }))
    const dentists = ids.filter((_, i) => i % 20).reverse() // 2004 rows
    const all = [...ids].reverse()
    const byCategory = await list({ category: "Dentist", page: 287, pageSize: 7 }) // offset 2002
    expect(byCategory.total).toBe(2004)
    expect(byCategory.items.map((i) => i.id)).toEqual(dentists.slice(2002))
    const bySearch = await list({ q: "deep", page: 83 }) // offset 2050, FTS, nearer the end
    expect(bySearch.total).toBe(2110)
    expect(bySearch.items.map((i) => i.id)).toEqual(all.slice(2050, 2075))
    const byShortSearch = await list({ q: "de", page: 82, pageSize: 26 }) // offset 2106: LIKE
    expect(byShortSearch.items.map((i) => i.id)).toEqual(all.slice(2106))
  })
})
