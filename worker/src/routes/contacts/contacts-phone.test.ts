import { beforeEach, describe, expect, it } from "vitest"
import {
  type ContactJson,
  create,
  type ErrorJson,
  list,
  resetContacts,
  send,
  storedContacts,
} from "./contacts-test-helpers"

beforeEach(resetContacts)

const london = { businessName: "Baker Street Dental", phone: "+44 20 7946 0958" }

describe("international phone numbers on /api/contacts", () => {
  it("stores a number with a foreign country code as that number, not as a US one", async () => {
    const res = await send("POST", "", london)
    expect(res.status).toBe(201)
    expect(((await res.json()) as ContactJson).phone).toBe("+442079460958")
    // The US number the old normaliser made of it is a different contact.
    expect((await create({ businessName: "Maine Garage", phone: "(207) 946-0958" })).phone).toBe("+12079460958")
  })

  it("refuses an invalid international number with the form's message, storing nothing", async () => {
    for (const phone of ["+44 12", "0044 20 7946 095", "25551234567"]) {
      const res = await send("POST", "", { businessName: "Nowhere Ltd", phone })
      expect(res.status, phone).toBe(400)
      const body = (await res.json()) as ErrorJson
      expect(body.error.code).toBe("validation_failed")
      expect(body.error.issues).toEqual([{ path: "phone", message: "Enter a valid phone number" }])
    }
    expect(await storedContacts()).toBe(0)
  })

  it("treats +44 and 0044 as the same stored number (409 duplicate)", async () => {
    await create(london)
    const res = await send("POST", "", { businessName: "Same Line", phone: "0044 20 7946 0958" })
    expect(res.status).toBe(409)
    expect(((await res.json()) as ErrorJson).error.message).toBe(
      "Contact already exists: Baker Street Dental - +442079460958"
    )
  })

  it("edits a phone to an international number and refuses an invalid one", async () => {
    const c = await create({ businessName: "Moving Co", phone: "6165550123" })
    const moved = await send("PATCH", `/${c.id}`, { phone: "+33 6 12 34 56 78" })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as ContactJson).phone).toBe("+33612345678")
    expect((await send("PATCH", `/${c.id}`, { phone: "+33 6 12" })).status).toBe(400)
  })

  it("bulk import keeps international numbers and refuses a chunk with an invalid one", async () => {
    const ok = await send("POST", "/bulk", {
      contacts: [
        { businessName: "Paris Bakery", phone: "+33 6 12 34 56 78" },
        { businessName: "Paris Bakery again", phone: "0033 612 345 678" },
        london,
      ],
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ added: 2, skipped: 1 })
    expect((await list()).items.map((c) => c.phone).sort()).toEqual(["+33612345678", "+442079460958"])
    const bad = await send("POST", "/bulk", { contacts: [{ businessName: "Short", phone: "+44 12" }] })
    expect(bad.status).toBe(400)
  })

  it("search finds an international contact however the number is typed", async () => {
    await create(london)
    await create({ businessName: "Maine Garage", phone: "(207) 946-0958" })
    for (const q of ["+44 20 7946 0958", "0044 20 7946 0958", "+442079460958", "0044 20 7946", "+44 (0)20 7946 0958"]) {
      expect(
        (await list({ q })).items.map((c) => c.businessName),
        q
      ).toEqual(["Baker Street Dental"])
    }
  })
})
