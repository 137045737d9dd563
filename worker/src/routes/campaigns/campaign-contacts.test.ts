import { beforeEach, describe, expect, it } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, testEnv } from "../../../test/dialer-fixtures"
import type { Env } from "../../env"
import type { CampaignContactsPage, CampaignItem } from "../../schemas/api-routes/campaigns"

let e: Env
beforeEach(async () => {
  await resetAll()
  e = testEnv(recordingQueue())
})

const post = async (json: unknown) =>
  (await (await call(e, "/api/campaigns", { method: "POST", json })).json()) as CampaignItem
const get = async <T>(path: string) => {
  const res = await call(e, path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

describe("GET /api/campaigns without the selected ids", () => {
  it("answers counts only: a 3,000-contact campaign adds no ids to the list", async () => {
    const contacts = await seedContacts(3_000)
    await post({ name: "Big", selectedContacts: contacts.map((c) => c.id) })
    const res = await call(e, "/api/campaigns")
    const text = await res.text()
    const [item] = JSON.parse(text) as CampaignItem[]
    expect(item).toMatchObject({ name: "Big", totalContacts: 3_000 })
    expect(item).not.toHaveProperty("selectedContacts")
    expect(text.length).toBeLessThan(2_000)
  })

  it("pages the campaigns, newest first, and refuses bad paging", async () => {
    const [c] = await seedContacts(1)
    for (const name of ["A", "B", "C"]) await post({ name, selectedContacts: [c!.id] })
    const names = async (qs: string) => (await get<CampaignItem[]>(`/api/campaigns${qs}`)).map((x) => x.name)
    expect(await names("")).toEqual(["C", "B", "A"])
    expect(await names("?pageSize=2")).toEqual(["C", "B"])
    expect(await names("?pageSize=2&page=2")).toEqual(["A"])
    for (const qs of ["?page=0", "?pageSize=201", "?pageSize=x"]) {
      expect((await call(e, `/api/campaigns${qs}`)).status, qs).toBe(400)
    }
  })
})

describe("GET /api/campaigns/:id/contacts", () => {
  it("pages the selected contacts with the dialer's state, by contact id", async () => {
    const contacts = await seedContacts(5)
    const ids = contacts.map((c) => c.id)
    const x = await post({ name: "Five", selectedContacts: [...ids].reverse() })
    const first = await get<CampaignContactsPage>(`/api/campaigns/${x.id}/contacts?pageSize=2`)
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    expect(first.items[0]).toEqual({
      contactId: ids[0],
      businessName: `Business ${ids[0]}`,
      phone: contacts[0]!.phone,
      state: "pending",
      attempts: 0,
      outcome: null,
    })
    const seen: number[] = []
    for (let page = 1; page <= 3; page++) {
      seen.push(
        ...(await get<CampaignContactsPage>(`/api/campaigns/${x.id}/contacts?pageSize=2&page=${page}`)).items.map(
          (i) => i.contactId
        )
      )
    }
    expect(seen).toEqual(ids)
  })

  it("answers 404 for a missing campaign and 400 for bad paging", async () => {
    expect((await call(e, "/api/campaigns/987654/contacts")).status).toBe(404)
    expect((await call(e, "/api/campaigns/abc/contacts")).status).toBe(400)
    const [c] = await seedContacts(1)
    const x = await post({ name: "x", selectedContacts: [c!.id] })
    expect((await call(e, `/api/campaigns/${x.id}/contacts?pageSize=1001`)).status).toBe(400)
    expect((await call(e, `/api/campaigns/${x.id}/contacts?page=-1`)).status).toBe(400)
  })
})
