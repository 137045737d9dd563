import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import {
  type ContactJson,
  create,
  type ErrorJson,
  insertCall,
  list,
  resetContacts,
  send,
  storedContacts,
} from "./contacts-test-helpers"
import { port } from "../../../test/port"

beforeEach(resetContacts)

const dental = { businessName: "Bright Smile Dental", phone: "(616) 555-0123" }

describe("POST /api/contacts", () => {
  it("creates a contact with a normalised phone and the form defaults", async () => {
    const res = await send("POST", "", { ...dental, address: "  12 Monroe Ave NW  " })
    expect(res.status).toBe(201)
    const body = (await res.json()) as ContactJson
    expect(body).toMatchObject({
      businessName: "Bright Smile Dental",
      phone: "+16165550123",
      address: "12 Monroe Ave NW",
      category: "",
      source: "manual",
      status: "ready",
    })
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const { items, total } = await list()
    expect(total).toBe(1)
    expect(items[0]).toMatchObject({ id: body.id, callCount: 0, lastCall: null })
  })

  it("answers 409 with the existing contact when the phone is already stored", async () => {
    const first = await create(dental)
    const res = await send("POST", "", { businessName: "Other Name", phone: "+1 616 555 0123" })
    expect(res.status).toBe(409)
    const body = (await res.json()) as ErrorJson
    expect(body.error.code).toBe("duplicate_phone")
    expect(body.error.message).toBe("Contact already exists: Bright Smile Dental - +16165550123")
    expect(body.error.existing).toMatchObject({
      id: first.id,
      businessName: "Bright Smile Dental",
      phone: "+16165550123",
    })
    expect(body.error.issues).toEqual([{ path: "phone", message: "Already in your contacts: Bright Smile Dental" }])
    expect(await storedContacts()).toBe(1)
  })

  it("reports missing fields with the form's messages", async () => {
    const res = await send("POST", "", {})
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorJson
    expect(body.error.code).toBe("validation_failed")
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "businessName", message: "Business name is required" },
        { path: "phone", message: "Phone number is required" },
      ])
    )
  })

  it("rejects blank names, short phones, wrong types and unknown statuses", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: "   ", phone: "6165550123" }, "Business name is required"],
      [{ businessName: "A", phone: "555-0123" }, "Enter a valid phone number"],
      [{ businessName: 42, phone: "6165550123" }, "Business name is required"],
      [{ businessName: "A", phone: 6165550123 }, "Phone number is required"],
      [{ businessName: "A", phone: "6165550123", status: "vip" }, "Invalid option"],
    ]
    for (const [body, message] of cases) {
      const res = await send("POST", "", body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as ErrorJson).error.message).toContain(message)
    }
    expect(await storedContacts()).toBe(0)
  })

  it("answers 400 to malformed JSON and 413 to a 10 MB name, storing nothing", async () => {
    const bad = await send("POST", "", '{"businessName": "A",')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorJson).error.code).toBe("bad_request")

    const huge = await send("POST", "", { businessName: "x".repeat(10 * 1024 * 1024), phone: "6165550123" })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as ErrorJson).error.code).toBe("payload_too_large")
    expect(await storedContacts()).toBe(0)
  })

  it("refuses a name over 200 characters", async () => {
    const res = await send("POST", "", { businessName: "x".repeat(201), phone: "6165550123" })
    expect(res.status).toBe(400)
  })
})

describe("PATCH and PUT /api/contacts/:id", () => {
  it("changes only the fields sent (a status change keeps the rest)", async () => {
    const c = await create({ ...dental, category: "Dentist" })
    for (const method of ["PATCH", "PUT"]) {
      const status = method === "PATCH" ? "called" : "follow_up"
      const res = await send(method, `/${c.id}`, { status })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ ...c, status, updatedAt: expect.any(String) })
    }
    expect((await list()).items[0]).toMatchObject({ status: "follow_up", category: "Dentist" })
  })

  it("normalises an edited phone and accepts the contact's own phone again", async () => {
    const c = await create(dental)
    const same = await send("PATCH", `/${c.id}`, { phone: "616.555.0123", businessName: "Bright Smile" })
    expect(same.status).toBe(200)
    const moved = await send("PATCH", `/${c.id}`, { phone: "1 (616) 555-0199" })
    expect(await moved.json()).toMatchObject({ businessName: "Bright Smile", phone: "+16165550199" })
    expect((await list({ q: "0199" })).total).toBe(1)
  })

  it("answers 409 when the new phone belongs to another contact, changing nothing", async () => {
    const a = await create(dental)
    const b = await create({ businessName: "Main Street Garage", phone: "6165550150" })
    const res = await send("PATCH", `/${b.id}`, { phone: "(616) 555-0123", businessName: "Renamed" })
    expect(res.status).toBe(409)
    const body = (await res.json()) as ErrorJson
    expect(body.error.message).toBe("Contact already exists: Bright Smile Dental - +16165550123")
    expect(body.error.existing).toMatchObject({ id: a.id })
    const stored = (await list()).items.find((i) => i.id === b.id)
    expect(stored).toMatchObject({ businessName: "Main Street Garage", phone: "+16165550150" })
  })

  it("answers 404 for an unknown id and 400 for a non-numeric id or an empty patch", async () => {
    const c = await create(dental)
    const missing = await send("PATCH", `/${c.id + 1000}`, { status: "called" })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorJson).error).toEqual({ code: "not_found", message: "Contact not found" })
    for (const id of ["abc", "0", "-1", "1.5"]) {
      expect((await send("PUT", `/${id}`, { status: "called" })).status, id).toBe(400)
    }
    expect((await send("PATCH", `/${c.id}`, {})).status).toBe(400)
    expect((await send("PATCH", `/${c.id}`, { status: "unknown" })).status).toBe(400)
    expect((await send("PATCH", `/${c.id}`, { businessName: "" })).status).toBe(400)
    expect((await list()).items[0]).toMatchObject({ status: "ready", businessName: dental.businessName })
  })
})

describe("DELETE /api/contacts/:id", () => {
  it("deletes, then answers 404, and the contact's calls keep their history", async () => {
    const c = await create(dental)
    await insertCall(c.id, "completed", "answered", Date.now())
    const res = await send("DELETE", `/${c.id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: c.id })
    expect((await list()).total).toBe(0)
    expect((await send("DELETE", `/${c.id}`)).status).toBe(404)
    expect((await send("DELETE", "/nope")).status).toBe(400)
    const call = await port.first("SELECT contact_id, result FROM calls")
    expect(call).toEqual({ contact_id: null, result: "answered" })
  })
})

describe("live updates", () => {
  it("tells connected screens which contact changed", async () => {
    const res = await SELF.fetch("http://127.0.0.1/ws", { headers: { Upgrade: "websocket" } })
    const ws = res.webSocket!
    ws.accept()
    const received = new Promise<unknown>((resolve) =>
      ws.addEventListener("message", (e) => resolve(JSON.parse(e.data as string)))
    )
    const c = await create(dental)
    expect(await received).toEqual({ type: "contact_updated", contactIds: [c.id] })
    ws.close()
  })
})
