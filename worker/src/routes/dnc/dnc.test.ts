import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, testEnv } from "../../../test/dialer-fixtures"
import { dbFromEnv } from "../../db/client"
import type { Env } from "../../env"
import type { DncEntry, DncImportResponse, DncListResponse } from "../../schemas/api-routes/dnc"
import { assertDialable } from "../../services/dnc/dnc.service"
import { port } from "../../../test/port"

let e: Env
beforeEach(async () => {
  await resetAll()
  e = testEnv(recordingQueue())
})

const add = (json: unknown) => call(e, "/api/dnc", { method: "POST", json })
const list = async (query = "") => (await (await call(e, `/api/dnc${query}`)).json()) as DncListResponse

describe("/api/dnc", () => {
  it("adds a number in the stored format, once", async () => {
    const first = await add({ phone: "(616) 555-0123", reason: "Asked by phone" })
    expect(first.status).toBe(201)
    const body = (await first.json()) as { entry: DncEntry; created: boolean }
    expect(body).toMatchObject({
      created: true,
      entry: { phone: "+16165550123", reason: "Asked by phone", source: "manual" },
    })
    const again = await add({ phone: "+1 616 555 0123" })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ created: false })
    expect((await list()).total).toBe(1)
  })

  it("refuses an empty or short number with the form's messages", async () => {
    for (const [phone, message] of [
      ["", "Phone number is required"],
      ["555-0123", "Please enter a valid phone number"],
    ]) {
      const res = await add({ phone })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: "validation_failed", message } })
    }
  })

  it("imports many numbers, reporting duplicates and invalid ones", async () => {
    await add({ phone: "6165550100" })
    const res = await call(e, "/api/dnc/import", {
      method: "POST",
      json: { phones: ["616-555-0100", "616-555-0101", "(212) 555-0102", "12345", "+1 212 555 0102"] },
    })
    expect(await res.json()).toEqual({ added: 2, alreadyListed: 1, invalid: ["12345"] } satisfies DncImportResponse)
    expect((await call(e, "/api/dnc/import", { method: "POST", json: { phones: [] } })).status).toBe(400)
  })

  it("lists newest first with paging and a digits search, and removes numbers", async () => {
    await call(e, "/api/dnc/import", { method: "POST", json: { phones: ["6165550100", "6165550101", "2125550102"] } })
    expect((await list("?search=212")).items.map((i) => i.phone)).toEqual(["+12125550102"])
    const page = await list("?pageSize=2&page=2")
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(page.items).toHaveLength(1)
    expect(
      await (await call(e, `/api/dnc/${encodeURIComponent("+16165550100")}`, { method: "DELETE" })).json()
    ).toEqual({ removed: "+16165550100" })
    expect((await call(e, "/api/dnc/6165550100", { method: "DELETE" })).status).toBe(404)
    expect((await list()).total).toBe(2)
  })

  it("refuses control characters in the search with 400", async () => {
    for (const search of ["212%00", "%01", "21%7F2"]) {
      const res = await call(e, `/api/dnc?search=${search}`)
      expect(res.status, search).toBe(400)
      expect(await res.json()).toMatchObject({
        error: {
          code: "validation_failed",
          issues: [{ path: "search", message: expect.stringMatching(/control characters/) }],
        },
      })
    }
  })

  it("answers a search of any allowed length (D1 refused LIKE patterns over 50 bytes with a 500)", async () => {
    await add({ phone: "(616) 555-0123" })
    for (const search of ["1".repeat(49), "6".repeat(64), `616 555 0123 ${"9".repeat(50)}`]) {
      const res = await call(e, `/api/dnc?search=${encodeURIComponent(search)}`)
      expect(res.status, search).toBe(200)
      expect(await res.json()).toMatchObject({ items: [], total: 0 })
    }
    expect((await list(`?search=${encodeURIComponent("+1 616-555-0123")}`)).total).toBe(1)
  })

  it("stops every campaign from calling a listed contact", async () => {
    const contacts = await seedContacts(2)
    await call(e, "/api/campaigns", {
      method: "POST",
      json: { name: "A", selectedContacts: contacts.map((c) => c.id) },
    })
    await call(e, "/api/campaigns", { method: "POST", json: { name: "B", selectedContacts: [contacts[0]!.id] } })
    await add({ phone: contacts[0]!.phone })
    const rows = await port.all(
      "SELECT contact_id, state, outcome FROM campaign_contacts ORDER BY campaign_id, contact_id"
    )
    expect(rows).toEqual([
      { contact_id: contacts[0]!.id, state: "skipped", outcome: "dnc" },
      { contact_id: contacts[1]!.id, state: "pending", outcome: null },
      { contact_id: contacts[0]!.id, state: "skipped", outcome: "dnc" },
    ])
    const campaigns = (await (await call(e, "/api/campaigns")).json()) as { name: string; completedCalls: number }[]
    expect(campaigns.map((c) => [c.name, c.completedCalls])).toEqual([
      ["B", 1],
      ["A", 1],
    ])
  })

  it("assertDialable refuses a listed number with 409 do_not_call (the Call Now check)", async () => {
    await add({ phone: "6165550100" })
    const db = dbFromEnv(env)
    await expect(assertDialable(db, "+16165550100")).rejects.toMatchObject({ code: "do_not_call", status: 409 })
    await expect(assertDialable(db, "(616) 555-0100")).rejects.toMatchObject({ code: "do_not_call" })
    await expect(assertDialable(db, "+16165550199")).resolves.toBeUndefined()
  })
})
