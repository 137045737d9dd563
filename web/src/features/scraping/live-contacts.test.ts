import { describe, expect, it } from "vitest"

import { LIVE_LIST_SIZE, pushLatest, toLiveContact, type LiveContact } from "./live-contacts"

const found = (id: number): LiveContact => ({
  id,
  businessName: `Shop ${id}`,
  phone: "+16165550101",
  foundAt: "2026-03-04T15:00:00.000Z",
  progress: id,
  total: 50,
})

describe("Live Scraping Updates list (SPEC §2.5, §9)", () => {
  it("keeps the 10 latest, newest first", () => {
    let list: LiveContact[] = []
    for (let id = 1; id <= 14; id++) list = pushLatest(list, found(id))
    expect(LIVE_LIST_SIZE).toBe(10)
    expect(list.map((c) => c.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5])
  })

  it("lists a contact heard twice once, at the top", () => {
    const list = pushLatest(pushLatest(pushLatest([], found(1)), found(2)), found(1))
    expect(list.map((c) => c.id)).toEqual([1, 2])
  })

  it("stamps a found contact with the time it arrived", () => {
    const found = { id: 7, businessName: "Smile Dental", phone: "+16165550107", progress: 3, total: 50 }
    expect(toLiveContact(found, new Date("2026-03-04T15:00:00.000Z"))).toEqual({
      id: 7,
      businessName: "Smile Dental",
      phone: "+16165550107",
      foundAt: "2026-03-04T15:00:00.000Z",
      progress: 3,
      total: 50,
    })
  })
})
