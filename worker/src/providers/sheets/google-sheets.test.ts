import { env } from "cloudflare:test"
import { beforeAll, describe, expect, it } from "vitest"
import { GoogleSheets } from "./google-sheets"
import { memorySheetStore, SandboxSheets } from "./sandbox-sheets"
import { type SheetDateTime, SheetsError, type SheetsProvider } from "./sheets-provider"
import {
  fakeGoogle,
  keyBody,
  keyFileJson,
  newClientEmail,
  newKeyPair,
  newSpreadsheetId,
  sheetsAccount,
  type FakeSpreadsheetSetup,
  type TestKeyPair,
} from "./test-service-account"
import { rejection } from "../../../test/rejection"

// Everything here runs against worker/test/fake-google-server.mjs, which answers as Google does.
const google = fakeGoogle(env.SHEETS_BASE_URL!)

let keys: TestKeyPair
beforeAll(async () => {
  keys = await newKeyPair()
})

/** A registered account and a spreadsheet of its own; the adapter built the way the app builds it. */
async function setup(spreadsheet: FakeSpreadsheetSetup = {}) {
  const { clientEmail: email, id, credentials } = await sheetsAccount(env.SHEETS_BASE_URL!, keys, spreadsheet)
  const sheets = new GoogleSheets({
    credentials,
    baseUrl: env.SHEETS_BASE_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
  })
  return { email, id, sheets }
}

const failure = (p: Promise<unknown>) => rejection(p, SheetsError)

const callRow = (n: number) => [`2026-01-0${n}`, `Dental Care ${n}`, "+15555550100", "answered", `call_${n}`]

describe("GoogleSheets against a local Sheets API", () => {
  it("test() reports the spreadsheet's title and tabs, asking only for those fields", async () => {
    const { id, sheets } = await setup({ title: "Acme Call Log", sheets: ["Call Logs", "Demo Schedule"] })
    expect(sheets.kind).toBe("google")
    expect(await sheets.test(id)).toEqual({ title: "Acme Call Log", sheets: ["Call Logs", "Demo Schedule"] })
    const { requests } = await google.requests(id)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ kind: "get", query: { fields: "properties.title,sheets.properties.title" } })
  })

  it("appends many rows in one appendCells request after the last row: text as text, a date as a date with its pattern", async () => {
    const { id, sheets } = await setup({ sheets: ["Call Logs"] })
    const header = ["Date", "Business", "Phone", "Outcome", "Call ID"]
    expect(await sheets.append(id, "Call Logs", [header, callRow(1), callRow(2), callRow(3)])).toEqual({ rows: 4 })
    const when: SheetDateTime = { serial: 46355.41666667, pattern: 'ddd, mmm d, yyyy, h:mm AM/PM "EST"', text: "x" }
    const hostile = ['=HYPERLINK("http://evil")', "+1 555 0100", "", when]
    expect(await sheets.append(id, "Call Logs", [hostile])).toEqual({ rows: 1 })

    const { requests, counts } = await google.requests(id)
    // The tab ids are read once; each append is one batchUpdate.
    expect(counts).toEqual({ get: 1, append: 0, values_get: 0, batch_update: 2 })
    expect(requests[0]).toMatchObject({
      kind: "get",
      query: { fields: "sheets.properties.sheetId,sheets.properties.title" },
    })
    expect(requests[2]!.body).toEqual({
      requests: [
        {
          appendCells: {
            sheetId: 0,
            fields: "userEnteredValue,userEnteredFormat.numberFormat",
            rows: [
              {
                values: [
                  { userEnteredValue: { stringValue: '=HYPERLINK("http://evil")' } },
                  { userEnteredValue: { stringValue: "+1 555 0100" } },
                  {},
                  {
                    userEnteredValue: { numberValue: 46355.41666667 },
                    userEnteredFormat: { numberFormat: { type: "DATE_TIME", pattern: when.pattern } },
                  },
                ],
              },
            ],
          },
        },
      ],
    })
    const stored = await google.sheet(id, "Call Logs")
    expect(stored.rows.slice(0, 4)).toEqual([header, callRow(1), callRow(2), callRow(3)])
    expect(stored.values[4]).toEqual(['=HYPERLINK("http://evil")', "+1 555 0100", "", 46355.41666667])
    expect(stored.patterns[4]).toEqual([null, null, null, when.pattern])
  })

  it("creates a missing tab before appending, once, and appends to it by its new id", async () => {
    const { id, sheets } = await setup({ sheets: ["Sheet1"] })
    const rows = [
      ["Demo", "Business", "When"],
      ["demo_1", "Dental Care 1", "2026-01-20T15:00:00Z"],
    ]
    expect(await sheets.append(id, "Demo Schedule", rows)).toEqual({ rows: 2 })
    expect(await sheets.append(id, "Demo Schedule", [["demo_2", "Dental Care 2"]])).toEqual({ rows: 1 })
    const { requests, counts } = await google.requests(id)
    expect(counts).toEqual({ get: 1, append: 0, values_get: 0, batch_update: 3 })
    expect(requests[1]!.body).toEqual({ requests: [{ addSheet: { properties: { title: "Demo Schedule" } } }] })
    expect((await google.sheet(id, "Demo Schedule")).rows).toEqual([...rows, ["demo_2", "Dental Care 2"]])
    expect((await sheets.test(id)).sheets).toEqual(["Sheet1", "Demo Schedule"])
  })

  it("finds a tab whatever its case, and reads back what an apostrophe-named tab holds", async () => {
    const { id, sheets } = await setup({ sheets: ["Bob's Leads", "Leads"] })
    await sheets.append(id, "Bob's Leads", [["a", "b"]])
    await sheets.append(id, "leads", [["a"]])
    expect((await google.requests(id)).counts.batch_update).toBe(2)
    expect((await google.sheet(id, "Leads")).rows).toEqual([["a"]])
    expect(await sheets.readColumn(id, "Bob's Leads", "B")).toEqual(["b"])
  })

  it("readColumn gives a column's values by COLUMNS, [] for an empty or missing tab", async () => {
    const { id, sheets } = await setup({ sheets: ["Call Logs", "Empty"] })
    await sheets.append(id, "Call Logs", [["Date", "Key"], ["d1", "call_1"], ["d2"], ["d3", "call_3"], ["d4", ""]])
    expect(await sheets.readColumn(id, "Call Logs", "B")).toEqual(["Key", "call_1", "", "call_3"])
    expect(await sheets.readColumn(id, "Call Logs", "b")).toEqual(["Key", "call_1", "", "call_3"])
    expect(await sheets.readColumn(id, "Empty", "A")).toEqual([])
    expect(await sheets.readColumn(id, "No Such Tab", "A")).toEqual([])
    const { requests } = await google.requests(id)
    expect(requests.filter((r) => r.kind === "values_get")[0]).toMatchObject({
      method: "GET",
      range: "'Call Logs'!B:B",
      query: { majorDimension: "COLUMNS" },
    })
    expect((await failure(sheets.readColumn(id, "Call Logs", "B2"))).kind).toBe("invalid")
  })

  it("answers exactly as the sandbox does for the same appends and reads", async () => {
    const { id, sheets } = await setup({ sheets: ["Sheet1"] })
    const sandbox = new SandboxSheets(memorySheetStore())
    const run = async (p: SheetsProvider) => [
      await p.append(id, "Call Logs", [
        ["Key", "Name"],
        ["k1", "One", "extra"],
      ]),
      await p.append(id, "Call Logs", [["k2"]]),
      await p.append(id, "It's", [["x"]]),
      await p.append(id, "Call Logs", []),
      await p.readColumn(id, "Call Logs", "A"),
      await p.readColumn(id, "Call Logs", "C"),
      await p.readColumn(id, "Nowhere", "A"),
    ]
    // Google's appendCells does not say where rows landed; everything else matches.
    const withoutRange = (r: unknown) =>
      r && typeof r === "object" && "rows" in r ? { rows: (r as { rows: number }).rows } : r
    expect((await run(sheets)).map(withoutRange)).toEqual((await run(sandbox)).map(withoutRange))
  })
})

describe("GoogleSheets errors, in words the operator can act on", () => {
  it("429 is rate_limited with Retry-After (60 s without one)", async () => {
    const { id, sheets } = await setup()
    await google.script({ spreadsheetId: id }, { status: 429, headers: { "Retry-After": "17" } })
    expect(await failure(sheets.append(id, "Sheet1", [["a"]]))).toMatchObject({
      kind: "rate_limited",
      retryAfterSeconds: 17,
    })
    await google.script({ spreadsheetId: id }, { status: 429 })
    expect(await failure(sheets.test(id))).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 60 })
  })

  it("a 401 drops the token and repeats the request once with a new one", async () => {
    const { email, id, sheets } = await setup()
    await sheets.test(id)
    expect((await google.tokenRequests(email)).counts.token).toBe(1)

    await google.script({ spreadsheetId: id }, { status: 401 })
    expect(await sheets.append(id, "Sheet1", [["a", "b"]])).toEqual({ rows: 1 })
    expect((await google.tokenRequests(email)).counts).toEqual({ token: 2, token_ok: 2 })
    expect((await google.requests(id)).counts.get).toBe(3)
    expect((await google.sheet(id, "Sheet1")).rows).toEqual([["a", "b"]])

    // Refused again with the new token: an auth error, after one refresh only.
    await google.script({ spreadsheetId: id }, { status: 401, times: 2 })
    const err = await failure(sheets.append(id, "Sheet1", [["c"]]))
    expect(err.kind).toBe("auth")
    expect(err.message).toContain(email)
    expect((await google.tokenRequests(email)).counts.token).toBe(3)
  })

  it("403 names the address to share the spreadsheet with", async () => {
    const { email, id, sheets } = await setup({ sharedWith: ["someone-else@example.iam.gserviceaccount.com"] })
    const err = await failure(sheets.test(id))
    expect(err.kind).toBe("access")
    expect(err.message).toBe(
      `The service account cannot open this spreadsheet. Share the sheet with ${email} as an Editor.`
    )
  })

  it("403 for a disabled API says to enable it", async () => {
    const { email, id, sheets } = await setup()
    const message =
      "Google Sheets API has not been used in project 123 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/sheets.googleapis.com/overview?project=123 then retry."
    await google.script(
      { spreadsheetId: id },
      {
        status: 403,
        body: { error: { code: 403, message, status: "PERMISSION_DENIED", details: [{ reason: "SERVICE_DISABLED" }] } },
      }
    )
    const err = await failure(sheets.test(id))
    expect(err.kind).toBe("access")
    expect(err.message).toBe(`Enable the Google Sheets API in the Google Cloud project of ${email}. ${message}`)
  })

  it("404 and an id Google could not have issued are not_found (the latter without a request)", async () => {
    const { id, sheets } = await setup({ missing: true })
    const err = await failure(sheets.test(id))
    expect(err).toMatchObject({ kind: "not_found", message: "No spreadsheet with this ID. Check the spreadsheet URL." })
    expect(await failure(sheets.append("not-an-id", "Sheet1", [["a"]]))).toMatchObject({ kind: "not_found" })
    expect((await google.requests("not-an-id")).requests).toEqual([])
  })

  it("5xx is unavailable (retry in 60 s); 400 is invalid with Google's message", async () => {
    const { id, sheets } = await setup()
    await google.script({ spreadsheetId: id }, { status: 503 })
    expect(await failure(sheets.append(id, "Sheet1", [["a"]]))).toMatchObject({
      kind: "unavailable",
      retryAfterSeconds: 60,
    })
    const message = "Invalid values[0][0]: list_value"
    await google.script(
      { spreadsheetId: id },
      { status: 400, body: { error: { code: 400, message, status: "INVALID_ARGUMENT" } } }
    )
    expect(await failure(sheets.append(id, "Sheet1", [["a"]]))).toMatchObject({
      kind: "invalid",
      message: `Google Sheets refused the request: ${message}`,
    })
    expect((await failure(sheets.append(id, "", [["a"]]))).kind).toBe("invalid")
  })

  it("an answer that is not JSON, and no answer at all, are unavailable (retry in 60 s)", async () => {
    const { id, sheets } = await setup()
    await google.script({ spreadsheetId: id }, { status: 200, body: "<html><body>Bad gateway</body></html>" })
    expect(await failure(sheets.append(id, "Sheet1", [["a"]]))).toMatchObject({
      kind: "unavailable",
      message: "Google Sheets answered HTTP 200 with a body that is not JSON.",
      retryAfterSeconds: 60,
    })
    // Nothing listens on port 9 of this machine.
    const { credentials } = await sheetsAccount(env.SHEETS_BASE_URL!, keys)
    const unreachable = new GoogleSheets({
      credentials,
      baseUrl: "http://127.0.0.1:9",
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    })
    expect(await failure(unreachable.append(id, "Sheet1", [["a"]]))).toMatchObject({
      kind: "unavailable",
      message: "Could not reach Google Sheets. Try again later.",
      retryAfterSeconds: 60,
    })
    // Neither wrote a row; the same append goes through once Google answers.
    expect(await sheets.append(id, "Sheet1", [["a"]])).toEqual({ rows: 1 })
    expect((await google.sheet(id, "Sheet1")).rows).toEqual([["a"]])
  })

  it("an unusable key fails every call as auth, before any request", async () => {
    const id = newSpreadsheetId()
    const sheets = new GoogleSheets({
      credentials: "{}",
      baseUrl: env.SHEETS_BASE_URL,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    })
    expect(sheets.clientEmail).toBeNull()
    expect((await failure(sheets.test(id))).message).toContain("not a service-account key")
    expect((await failure(sheets.append(id, "Sheet1", [["a"]]))).kind).toBe("auth")
    expect((await google.requests(id)).requests).toEqual([])
  })

  it("no error text contains the private key, the assertion or a token", async () => {
    const { email, id, sheets } = await setup({ sharedWith: [] })
    const errors = [await failure(sheets.test(id))]
    await google.spreadsheet(id, { sharedWith: [email] })
    for (const status of [401, 404, 429, 500, 400]) {
      // 401 twice: once for the request, once for its repeat with a new token.
      await google.script({ spreadsheetId: id }, { status, times: status === 401 ? 2 : 1 })
      errors.push(await failure(sheets.append(id, "Sheet1", [["a"]])))
    }
    const revoked = newClientEmail()
    await google.register(revoked, (await newKeyPair()).publicKeyPem)
    const bad = new GoogleSheets({
      credentials: keyFileJson(revoked, keys.privateKeyPem),
      baseUrl: env.SHEETS_BASE_URL,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    })
    errors.push(await failure(bad.test(id)))

    expect(errors.map((e) => e.kind)).toEqual([
      "access",
      "auth",
      "not_found",
      "rate_limited",
      "unavailable",
      "invalid",
      "auth",
    ])
    for (const e of errors) {
      expect(e.message).not.toContain(keyBody(keys.privateKeyPem))
      expect(e.message).not.toMatch(/PRIVATE KEY|ya29\.|eyJ/)
    }
  })
})
