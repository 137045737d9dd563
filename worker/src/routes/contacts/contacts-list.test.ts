import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import {
  API,
  create,
  insertCall,
  insertCalls,
  list,
  type ListJson,
  resetContacts,
  seedContacts,
  send,
} from "./contacts-test-helpers"

beforeEach(resetContacts)

describe("GET /api/contacts paging", () => {
  it("pages 25 at a time, newest first, with the total", async () => {
    const ids = await seedContacts(60)
    const newestFirst = [...ids].reverse()
    const p1 = await list()
    expect(p1).toMatchObject({ total: 60, page: 1, pageSize: 25 })
    expect(p1.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 25))
    const p2 = await list({ page: 2 })
    expect(p2.items.map((i) => i.id)).toEqual(newestFirst.slice(25, 50))
    expect(p2.items[0]!.businessName).toBe("Business 34")
    const p3 = await list({ page: 3 })
    expect(p3.items.map((i) => i.id)).toEqual(newestFirst.slice(50))
    expect((await list({ page: 4 })).items).toEqual([])
  })

  it("covers every contact exactly once at any page size, filtered or not", async () => {
    const ids = await seedContacts(43, (i) => ({
      businessName: `Shop ${i}`,
      status: i % 3 === 0 ? "called" : "ready",
    }))
    const called = ids.filter((_, i) => i % 3 === 0).reverse()
    for (const pageSize of [1, 7, 25, 43, 100]) {
      const seen: number[] = []
      const seenCalled: number[] = []
      for (let page = 1; page <= Math.ceil(43 / pageSize); page++) {
        seen.push(...(await list({ page, pageSize })).items.map((i) => i.id))
        seenCalled.push(...(await list({ page, pageSize, status: "called" })).items.map((i) => i.id))
      }
      expect(seen, `pageSize ${pageSize}`).toEqual([...ids].reverse())
      expect(seenCalled, `pageSize ${pageSize}`).toEqual(called)
    }
  })

  it("rejects bad paging with 400", async () => {
    for (const qs of ["page=0", "page=abc", "pageSize=0", "pageSize=101", "page=1.5", "status=vip"]) {
      const res = await SELF.fetch(`${API}?${qs}`)
      expect(res.status, qs).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed")
    }
    const tooLong = await SELF.fetch(`${API}?q=${"a".repeat(201)}`)
    expect(tooLong.status).toBe(400)
  })

  it("reports each contact's call count and latest call", async () => {
    const [quiet, busy] = await seedContacts(2)
    await insertCall(busy!, "completed", "no answer", Date.parse("2026-03-01T10:00:00Z"))
    await insertCall(busy!, "completed", "answered", Date.parse("2026-03-02T10:00:00Z"))
    const { items } = await list()
    expect(items.find((i) => i.id === busy)).toMatchObject({
      callCount: 2,
      lastCall: { status: "completed", result: "answered", createdAt: "2026-03-02T10:00:00.000Z" },
    })
    expect(items.find((i) => i.id === quiet)).toMatchObject({ callCount: 0, lastCall: null })
  })
})

describe("GET /api/contacts search and filters", () => {
  beforeEach(async () => {
    await create({
      businessName: "Bright Smile Dental",
      phone: "(616) 555-0123",
      address: "12 Monroe Ave NW",
      category: "Dentist",
      source: "Dentists Grand Rapids",
    })
    await create({
      businessName: "Main Street Garage",
      phone: "(312) 555-0150",
      address: "400 N Clark St",
      category: "Auto Repair",
      status: "called",
    })
    await create({
      businessName: "Flour & Fern",
      phone: "(512) 555-0177",
      address: "9 E 6th St",
      category: "Bakery",
      status: "called",
      source: "leads",
    })
    await create({
      businessName: "100% Organic_Foods",
      phone: "(303) 555-0101",
      address: "1 Colfax Ave",
      category: "Grocery",
    })
  })
  const names = async (query: Record<string, string | number>) =>
    (await list(query)).items.map((i) => i.businessName).sort()

  it("matches a name substring case-insensitively", async () => {
    expect(await names({ q: "SMILE" })).toEqual(["Bright Smile Dental"])
    expect(await names({ q: "street gar" })).toEqual(["Main Street Garage"])
  })

  it("matches address and category", async () => {
    expect(await names({ q: "monroe" })).toEqual(["Bright Smile Dental"])
    expect(await names({ q: "auto rep" })).toEqual(["Main Street Garage"])
  })

  it("matches phone digits however they are typed", async () => {
    expect(await names({ q: "555-0150" })).toEqual(["Main Street Garage"])
    expect(await names({ q: "(512) 555" })).toEqual(["Flour & Fern"])
    expect(await names({ q: "3035550101" })).toEqual(["100% Organic_Foods"])
    expect(await names({ q: "+1616" })).toEqual(["Bright Smile Dental"])
  })

  it("falls back to a substring scan for 1-2 characters", async () => {
    expect(await names({ q: "fe" })).toEqual(["Flour & Fern"])
    expect(await names({ q: "6t" })).toEqual(["Flour & Fern"])
    expect(await names({ q: "&" })).toEqual(["Flour & Fern"])
    expect(await names({ q: "st" })).toEqual(["Bright Smile Dental", "Flour & Fern", "Main Street Garage"])
    for (const [page, pageSize, count] of [
      [1, 25, 3],
      [1, 2, 2],
      [2, 2, 1],
      [3, 2, 0],
    ] as const) {
      const res = await list({ q: "st", page, pageSize })
      expect(res.total, `page ${page} of ${pageSize}`).toBe(3)
      expect(res.items).toHaveLength(count)
    }
  })

  it("treats wildcard and quote characters literally", async () => {
    expect(await names({ q: "%" })).toEqual(["100% Organic_Foods"])
    expect(await names({ q: "_" })).toEqual(["100% Organic_Foods"])
    expect(await names({ q: "0% O" })).toEqual(["100% Organic_Foods"])
    expect((await list({ q: '" OR "a' })).total).toBe(0)
    expect((await list({ q: "NEAR(a b)" })).total).toBe(0)
  })

  it("filters by status, category and source exactly, alone or with a search", async () => {
    expect(await names({ status: "called" })).toEqual(["Flour & Fern", "Main Street Garage"])
    expect(await names({ category: "Dentist" })).toEqual(["Bright Smile Dental"])
    expect(await names({ category: "Dent" })).toEqual([])
    expect(await names({ source: "leads" })).toEqual(["Flour & Fern"])
    expect(await names({ source: "manual" })).toEqual(["100% Organic_Foods", "Main Street Garage"])
    expect(await names({ status: "called", q: "garage" })).toEqual(["Main Street Garage"])
    expect(await names({ status: "ready", q: "garage" })).toEqual([])
    expect(await names({ status: "called", q: "st" })).toEqual(["Flour & Fern", "Main Street Garage"])
    const filtered = await list({ status: "called", pageSize: 1 })
    expect(filtered.total).toBe(2)
    expect(filtered.items).toHaveLength(1)
    expect((await list({ status: "", category: "" })).total).toBe(4)
  })
})

describe("GET /api/contacts for the Call Now selector (called, sourceLabel)", () => {
  it("called=false skips every contact with a call, however many of the newest were called", async () => {
    const ids = await seedContacts(130, (i) => ({ businessName: `Shop ${i}` }))
    // The 110 newest were all called: a client filtering the newest 100 would find nobody.
    await insertCalls(ids.slice(20), "completed", "answered", Date.now())
    const uncalled = await list({ called: "false", pageSize: 100 })
    expect(uncalled.items.map((i) => i.businessName)).toEqual(Array.from({ length: 20 }, (_, k) => `Shop ${19 - k}`))
    expect(uncalled.items.every((i) => i.callCount === 0)).toBe(true)
    expect(uncalled.total).toBe(20)
    const called = await list({ called: "true", q: "shop 12" })
    expect(called.items.map((i) => i.businessName)).toEqual([
      "Shop 129",
      "Shop 128",
      "Shop 127",
      "Shop 126",
      "Shop 125",
      "Shop 124",
      "Shop 123",
      "Shop 122",
      "Shop 121",
      "Shop 120",
    ])
    // A call placed now removes the contact from the uncalled list at once.
    await insertCall(ids[19]!, "queued", null, Date.now())
    expect((await list({ called: "false", pageSize: 1 })).items[0]!.businessName).toBe("Shop 18")
  })

  it('sourceLabel=Manual Entry covers an empty source, "manual" and "Manual Entry"; others match exactly', async () => {
    await seedContacts(5, (i) => ({
      businessName: `Lead ${i}`,
      source: ["", "manual", "Manual Entry", "dentists-gr", "Manual Entry list"][i],
    }))
    expect((await list({ sourceLabel: "Manual Entry" })).items.map((i) => i.businessName)).toEqual([
      "Lead 2",
      "Lead 1",
      "Lead 0",
    ])
    expect((await list({ sourceLabel: "dentists-gr" })).items.map((i) => i.businessName)).toEqual(["Lead 3"])
    expect((await list({ sourceLabel: "Manual Entry", called: "false", q: "lead 1" })).total).toBe(1)
  })

  it("doNotCall=false leaves out listed numbers, and listing one changes the list's ETag", async () => {
    const ids = await seedContacts(6, (i) => ({ businessName: `Lead ${i}` }))
    await insertCall(ids[5]!, "completed", "answered", Date.now())
    // The Call Now picker's query: never called, not on the do-not-call list, newest first.
    const callable = { called: "false", doNotCall: "false" }
    const url = `${API}?${new URLSearchParams(callable)}`
    const first = await SELF.fetch(url)
    const names = async (res: Response) => ((await res.json()) as ListJson).items.map((i) => i.businessName)
    expect(await names(first)).toEqual(["Lead 4", "Lead 3", "Lead 2", "Lead 1", "Lead 0"])
    const etag = first.headers.get("ETag")!
    expect((await SELF.fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(304)

    const listed = await SELF.fetch("http://127.0.0.1/api/dnc", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "5550000003" }),
    })
    expect(listed.status).toBe(201)
    const after = await SELF.fetch(url, { headers: { "If-None-Match": etag } })
    expect(after.status).toBe(200)
    expect(await names(after)).toEqual(["Lead 4", "Lead 2", "Lead 1", "Lead 0"])
    expect((await list({ ...callable, q: "lead 3" })).total).toBe(0)
    expect((await list({ doNotCall: "true" })).items.map((i) => i.businessName)).toEqual(["Lead 3"])

    // Taking the number off the list brings the contact back.
    const etag2 = after.headers.get("ETag")!
    const unlisted = await SELF.fetch("http://127.0.0.1/api/dnc/%2B15550000003", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
    })
    expect(unlisted.status).toBe(200)
    const back = await SELF.fetch(url, { headers: { "If-None-Match": etag2 } })
    expect(back.status).toBe(200)
    expect(await names(back)).toContain("Lead 3")
  })

  it("rejects a called value other than true or false", async () => {
    const res = await SELF.fetch(`${API}?called=maybe`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", message: 'called must be "true" or "false"' },
    })
  })
})

describe("ETag revalidation", () => {
  it("answers 304 while nothing changed and 200 after a change", async () => {
    await create({ businessName: "Harvest Table", phone: "5035550111" })
    const first = await SELF.fetch(API)
    const etag = first.headers.get("ETag")!
    expect(etag).toMatch(/^W\/"c\d+-k\d+-\w+"$/)
    const again = await SELF.fetch(API, { headers: { "If-None-Match": etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")

    const other = await SELF.fetch(`${API}?page=2`, { headers: { "If-None-Match": etag } })
    expect(other.status).toBe(200)

    const c = await create({ businessName: "Casa Verde", phone: "5035550112" })
    const afterCreate = await SELF.fetch(API, { headers: { "If-None-Match": etag } })
    expect(afterCreate.status).toBe(200)
    expect(((await afterCreate.json()) as { total: number }).total).toBe(2)

    // A new call changes the items' call stats, so it changes the ETag too.
    const etag2 = afterCreate.headers.get("ETag")!
    await insertCall(c.id, "queued", null, Date.now())
    const afterCall = await SELF.fetch(API, { headers: { "If-None-Match": etag2 } })
    expect(afterCall.status).toBe(200)
    expect(((await afterCall.json()) as { items: { callCount: number }[] }).items[0]!.callCount).toBe(1)
  })

  it("gives the same ETag to the same query however it is spelled", async () => {
    const a = await SELF.fetch(`${API}?page=1&pageSize=25&status=`)
    const b = await SELF.fetch(API)
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"))
  })
})

describe("GET /api/contacts/facets", () => {
  it("lists the statuses, categories and sources in use (an empty source stored as manual), with counts, and revalidates", async () => {
    await seedContacts(3, (i) => ({
      businessName: `A${i}`,
      category: i ? "Dentist" : "bakery",
      status: i ? "called" : "ready",
    }))
    await create({ businessName: "No category", phone: "5035550999", source: "Leads.csv" })
    await create({ businessName: "No source", phone: "5035550998", source: "" })
    const res = await SELF.fetch(`${API}/facets`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      statuses: [
        { value: "ready", count: 3 },
        { value: "called", count: 2 },
      ],
      categories: [
        { value: "bakery", count: 1 },
        { value: "Dentist", count: 2 },
      ],
      sources: [
        { value: "Leads.csv", count: 1 },
        { value: "manual", count: 4 },
      ],
    })
    const etag = res.headers.get("ETag")!
    expect((await SELF.fetch(`${API}/facets`, { headers: { "If-None-Match": etag } })).status).toBe(304)
    await send("PATCH", "/nope", { status: "called" }) // a rejected request changes no version
    expect((await SELF.fetch(`${API}/facets`, { headers: { "If-None-Match": etag } })).status).toBe(304)
    await send("POST", "/bulk-status", { ids: [(await list()).items[0]!.id], status: "follow_up" })
    expect((await SELF.fetch(`${API}/facets`, { headers: { "If-None-Match": etag } })).status).toBe(200)
  })
})
