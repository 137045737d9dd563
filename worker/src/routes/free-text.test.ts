/**
 * Issue 19: one text rule (schemas/text-rule.ts) for every free text the API stores. Hidden
 * characters (controls, direction overrides, text of only invisible characters) are refused with a
 * 400 naming the field; ordinary text in any script comes back as sent.
 */
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../test/app-request"
import { resetAll } from "../../test/dialer-fixtures"
import { port } from "../../test/port"
import { recordingQueue, resetScraping, scrapeEnv } from "../../test/scrape-fixtures"
import type { Env } from "../env"
import type { ErrorBody } from "../schemas/errors"
import { SHEETS_DEFAULTS } from "../schemas/sheets"

let e: Env
beforeEach(async () => {
  await resetScraping()
  await resetAll()
  e = scrapeEnv(recordingQueue())
})

const send = (method: string, path: string, json: unknown) => appRequest(e, path, { method, json })

/** Each kind of hidden text, and the words its refusal uses (settings say "single line of visible text"). */
const HOSTILE: [label: string, text: string, message: RegExp][] = [
  ["header injection", "Evil\r\nBcc: x\u0000\u202E", /control characters|single line/],
  ["a lone NUL", "\u0000", /control characters|single line/],
  ["a tab", "Acme\tCo", /control characters|single line/],
  ["a C1 control (NEL)", "Acme\u0085Co", /control characters|single line/],
  ["a right-to-left override", "Invoice \u202Egnp.exe", /text-direction|visible text/],
  ["a direction isolate", "Acme \u2067Corp\u2069", /text-direction|visible text/],
  ["only zero-width characters", "\u200B\u200C\u200D\u2060\uFEFF", /visible text/],
  ["zero-width and wide spaces", "\u00A0\u200B\u3000", /visible text/],
]

/** Text people type: accents, CJK, emoji (a ZWJ family), apostrophes, ampersands, Arabic with its RLM. */
const FRIENDLY = [
  "Café Zürich & Sons",
  "O'Brien's Bar & Grill",
  "東京寿司 😀",
  "👨‍👩‍👧 Family Diner",
  "مطعم\u200F 24",
  "“Quoted” — Ünïcødé",
]

let phoneSeq = 0
const nextPhone = () => `(616) 555-${String(3000 + phoneSeq++).padStart(4, "0")}`

async function contactId() {
  const res = await send("POST", "/api/contacts", { businessName: "Base Co", phone: nextPhone() })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

interface Field {
  name: string
  /** The request, with `text` in the field under test. */
  request: (text: string, id: number) => [method: string, path: string, body: unknown]
  /** The issue's path in the refusal. */
  path: string
}

const FIELDS: Field[] = [
  ...(["businessName", "address", "category", "source"] as const).map((f): Field => ({
    name: `POST /api/contacts ${f}`,
    request: (text) => ["POST", "/api/contacts", { businessName: "Fine Co", phone: nextPhone(), [f]: text }],
    path: f,
  })),
  {
    name: "POST /api/contacts/bulk (the CSV import) businessName",
    request: (text) => [
      "POST",
      "/api/contacts/bulk",
      {
        contacts: [
          { businessName: "Fine Co", phone: nextPhone() },
          { businessName: text, phone: nextPhone() },
        ],
      },
    ],
    path: "contacts.1.businessName",
  },
  {
    name: "PATCH /api/contacts/:id businessName",
    request: (text, id) => ["PATCH", `/api/contacts/${id}`, { businessName: text }],
    path: "businessName",
  },
  {
    name: "POST /api/campaigns name",
    request: (text, id) => ["POST", "/api/campaigns", { name: text, selectedContacts: [id] }],
    path: "name",
  },
  {
    name: "POST /api/scraping/start query",
    request: (text) => ["POST", "/api/scraping/start", { query: text, location: "Grand Rapids, MI" }],
    path: "query",
  },
  {
    name: "POST /api/scraping/start location",
    request: (text) => ["POST", "/api/scraping/start", { query: "dentist", location: text }],
    path: "location",
  },
  {
    name: "POST /api/scraping/campaign name",
    request: (text) => ["POST", "/api/scraping/campaign", { name: text, labels: ["dentist - Grand Rapids, MI"] }],
    path: "name",
  },
  {
    name: "POST /api/automation/launch-city-campaign city",
    request: (text) => ["POST", "/api/automation/launch-city-campaign", { state: "MI", city: text }],
    path: "city",
  },
  {
    name: "POST /api/dnc reason",
    request: (text) => ["POST", "/api/dnc", { phone: nextPhone(), reason: text }],
    path: "reason",
  },
  {
    name: "POST /api/dnc/import reason",
    request: (text) => ["POST", "/api/dnc/import", { phones: [nextPhone()], reason: text }],
    path: "reason",
  },
  {
    name: "PUT /api/sheets/config demoSheet",
    request: (text) => ["PUT", "/api/sheets/config", { ...SHEETS_DEFAULTS, demoSheet: text }],
    path: "demoSheet",
  },
  {
    name: "PUT /api/settings vapi_api_key",
    request: (text) => ["PUT", "/api/settings", { vapi_api_key: text }],
    path: "vapi_api_key",
  },
]

const STORED = ["contacts", "campaigns", "scraping_jobs", "automation_runs", "do_not_call", "settings"]
const counts = async () =>
  Promise.all(STORED.map(async (t) => (await port.first<{ n: number }>(`SELECT count(*) AS n FROM ${t}`))?.n))

describe("the text rule on every free-text field", () => {
  it.each(FIELDS.map((f) => [f.name, f] as const))("%s refuses hidden characters with a 400", async (_, field) => {
    const id = await contactId()
    const before = await counts()
    for (const [label, text, message] of HOSTILE) {
      const [method, path, body] = field.request(text, id)
      const res = await send(method, path, body)
      expect(res.status, label).toBe(400)
      const { error } = (await res.json()) as ErrorBody
      expect(error.code, label).toBe("validation_failed")
      expect(error.message, label).toMatch(message)
      expect(error.issues, label).toContainEqual({ path: field.path, message: expect.stringMatching(message) })
    }
    expect(await counts()).toEqual(before)
  })

  it("says which field and what to do, in the envelope's message", async () => {
    const res = await send("POST", "/api/contacts", { businessName: "Evil\r\nBcc: x\u0000\u202E", phone: nextPhone() })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Remove control characters (tabs, line breaks) from the business name",
        issues: [
          { path: "businessName", message: "Remove control characters (tabs, line breaks) from the business name" },
        ],
      },
    })
    const blank = await send("POST", "/api/scraping/start", { query: "\u200B\u200B", location: "Austin, TX" })
    expect(((await blank.json()) as ErrorBody).error.message).toBe("Enter visible text for the search query")
    const rlo = await send("POST", "/api/automation/launch-city-campaign", { state: "MI", city: "Lansing\u202E" })
    expect(((await rlo.json()) as ErrorBody).error.message).toBe(
      "Remove the hidden text-direction characters from the city"
    )
  })

  it("keeps accepting text in any script, stored as sent", async () => {
    for (const text of FRIENDLY) {
      const created = await send("POST", "/api/contacts", { businessName: text, address: text, phone: nextPhone() })
      expect(created.status, text).toBe(201)
      expect(await created.json(), text).toMatchObject({ businessName: text, address: text })

      const campaign = await send("POST", "/api/campaigns", { name: text, selectedContacts: [await contactId()] })
      expect(campaign.status, text).toBe(201)
      expect(await campaign.json(), text).toMatchObject({ name: text })

      const dnc = await send("POST", "/api/dnc", { phone: nextPhone(), reason: text })
      expect(dnc.status, text).toBe(201)
      expect(await dnc.json(), text).toMatchObject({ entry: { reason: text } })
    }
    const job = await send("POST", "/api/scraping/start", { query: "Bäckerei & Café", location: "Grand Rapids, MI" })
    expect(job.status).toBe(201)
    expect(await job.json()).toMatchObject({ job: { query: "Bäckerei & Café" } })
  })
})
