import { afterEach, describe, expect, it, vi } from "vitest"
import { SHEETS_DEFAULTS } from "@shared/sheets"

import { ApiError } from "@/lib/api-error"
import { saveSheetsConfig, syncSheets, testSheetsConnection } from "./use-sheets"

afterEach(() => void vi.unstubAllGlobals())

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status })
  )
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}

describe("the sheets requests", () => {
  it("tests the URL as typed", async () => {
    const connection = { connected: true, spreadsheetId: "x", title: "T", sheets: [], clientEmail: null }
    const fetchMock = stubFetch(200, connection)
    const url = "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit"
    expect(await testSheetsConnection(url)).toEqual(connection)
    const [path, init] = fetchMock.mock.calls[0]!
    expect(path).toBe("/api/sheets/test-connection")
    expect(init?.method).toBe("POST")
    expect(JSON.parse(String(init?.body))).toEqual({ spreadsheetUrl: url })
  })

  it("syncs with one POST and passes a refusal on as an ApiError", async () => {
    const message = "Share the sheet with caller@outreach-123.iam.gserviceaccount.com as an Editor."
    const fetchMock = stubFetch(502, { error: { code: "sheets_forbidden", message } })
    const error = await syncSheets().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(message)
    const posts = fetchMock.mock.calls.filter(([p, init]) => p === "/api/sheets/sync" && init?.method === "POST")
    expect(posts).toHaveLength(1)
  })

  it("saves the whole configuration in one PUT", async () => {
    const fetchMock = stubFetch(200, SHEETS_DEFAULTS)
    expect(await saveSheetsConfig(SHEETS_DEFAULTS)).toEqual(SHEETS_DEFAULTS)
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")
    expect(puts).toHaveLength(1)
    expect(puts[0]![0]).toBe("/api/sheets/config")
    expect(JSON.parse(String(puts[0]![1]?.body))).toEqual(SHEETS_DEFAULTS)
  })
})
