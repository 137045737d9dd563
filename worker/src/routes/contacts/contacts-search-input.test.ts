import { env, SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { dbFromEnv } from "../../db/client"
import { AppError } from "../../lib/errors"
import { listQuerySchema } from "../../schemas/contacts"
import { listContacts } from "../../services/contacts-list"
import { API, type ErrorJson, list, resetContacts, seedContacts } from "./contacts-test-helpers"

beforeEach(resetContacts)

const get = (qs: string) => SELF.fetch(`${API}?${qs}`)

describe("GET /api/contacts with hostile search text", () => {
  it("refuses control characters in every text filter with 400 naming the parameter", async () => {
    await seedContacts(3)
    const cases = [
      "q=ab%00cd",
      "q=%00",
      "q=abc%01",
      "q=a%0Ab",
      "q=tab%09bed",
      "q=del%7F",
      "category=Den%00tist",
      "source=x%1Fy",
      "sourceLabel=%1B%5B31m",
    ]
    for (const qs of cases) {
      const res = await get(qs)
      expect(res.status, qs).toBe(400)
      const body = (await res.json()) as ErrorJson
      expect(body.error.code, qs).toBe("validation_failed")
      expect(body.error.issues?.[0]?.path, qs).toBe(qs.split("=")[0])
      expect(body.error.message, qs).toMatch(/control characters/)
    }
  })

  it("treats FTS5 query syntax as plain text (200, matching nothing odd)", async () => {
    await seedContacts(3, (i) => ({ businessName: i === 0 ? 'Say "NEAR( AND" Co' : `Business ${i}` }))
    for (const q of ['"', '""', "NEAR(", "a AND", "abc OR", "col:abc", "*", "^abc", "a:b:c", "NOT x", "(((", "'"]) {
      const res = await get(new URLSearchParams({ q }).toString())
      expect(res.status, q).toBe(200)
    }
    expect((await list({ q: '"NEAR( AND"' })).items.map((i) => i.businessName)).toEqual(['Say "NEAR( AND" Co'])
  })

  it("never fails on malformed percent-encoding or bad UTF-8", async () => {
    await seedContacts(3)
    for (const qs of ["q=%ZZabc", "q=%C0%80abc", "q=%ED%A0%80abc", "q=%FF%FEabc", "q=abc%", "category=%E2%82"]) {
      const res = await get(qs)
      expect(res.status, qs).toBeLessThan(500)
      if (res.status !== 200) expect(((await res.json()) as ErrorJson).error.code, qs).toBe("validation_failed")
    }
  })

  it("keeps ordinary text, accents and emoji searchable", async () => {
    await seedContacts(2, (i) => ({ businessName: i === 0 ? "Café Zürich 🦷" : "Other" }))
    expect((await list({ q: "Zürich 🦷" })).items.map((i) => i.businessName)).toEqual(["Café Zürich 🦷"])
  })
})

describe("listContacts behind the validator", () => {
  it("turns an FTS5 error into a 400 bad_search instead of a 500", async () => {
    await seedContacts(3)
    // The schema refuses NUL; called directly, FTS5 reads the term as a C string and fails.
    const query = { ...listQuerySchema.parse({}), q: "ab\0cd" }
    const err = await listContacts(dbFromEnv(env), query).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ code: "bad_search", status: 400 })
    expect((err as Error).message).not.toMatch(/fts5|sqlite|MATCH/i)
  })
})
