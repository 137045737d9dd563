import { zodResolver } from "@hookform/resolvers/zod"
import { describe, expect, it } from "vitest"
import { SHEETS_DEFAULTS, SHEETS_MESSAGES, sheetsConfigSchema, type SheetsConfigInput } from "@shared/sheets"

import { ApiError } from "@/lib/api-error"
import { formValuesOf, openSheetHref, sheetsFieldErrors } from "./sheets-form"

const URL = "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit#gid=0"

/** The message under each field after a submit, as the form runs the resolver. */
async function fieldMessages(over: (v: SheetsConfigInput) => void) {
  const values = formValuesOf(undefined)
  over(values)
  const resolver = zodResolver(sheetsConfigSchema)
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  const out: Record<string, string> = {}
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== "object") return
    const message = (node as { message?: unknown }).message
    if (typeof message === "string") out[path.join(".")] = message
    else for (const [k, v] of Object.entries(node)) if (k !== "ref") walk(v, [...path, k])
  }
  walk(errors, [])
  return out
}

const bad = (status: number, issues: { path: string; message: string }[]) =>
  new ApiError(
    status,
    "Bad Request",
    JSON.stringify({ error: { code: "validation_failed", message: "Invalid", issues } })
  )

describe("the configuration form", () => {
  it("starts from SPEC §2.9's defaults when nothing is saved", () => {
    expect(formValuesOf(undefined)).toEqual(SHEETS_DEFAULTS)
    expect(SHEETS_DEFAULTS).toMatchObject({
      callLogSheet: "Call Logs",
      demoSheet: "Demo Schedule",
      autoSync: { callResults: true, demoScheduling: true, contactUpdates: false },
      columnMapping: { businessName: "A", phone: "B", status: "C", demoDate: "D" },
    })
  })

  it("accepts the defaults, a sheet URL and an empty URL", async () => {
    expect(await fieldMessages(() => {})).toEqual({})
    expect(await fieldMessages((v) => void (v.spreadsheetUrl = URL))).toEqual({})
  })

  it("refuses a URL that is not a spreadsheet's", async () => {
    expect(await fieldMessages((v) => void (v.spreadsheetUrl = "https://example.com/sheet"))).toEqual({
      spreadsheetUrl: SHEETS_MESSAGES.badUrl,
    })
  })

  it("needs both sheet names", async () => {
    const messages = await fieldMessages((v) => {
      v.callLogSheet = "   "
      v.demoSheet = ""
    })
    expect(messages).toEqual({
      callLogSheet: "The call log sheet is required",
      demoSheet: "The demo sheet is required",
    })
  })

  it("puts a column used twice under the second field, and a bad letter under its own", async () => {
    expect(await fieldMessages((v) => void (v.columnMapping.status = "b"))).toEqual({
      "columnMapping.status": "Column B is already used for Phone",
    })
    expect(await fieldMessages((v) => void (v.columnMapping.demoDate = "1"))).toEqual({
      "columnMapping.demoDate": "Demo Date: use a column letter from A to ZZ",
    })
    expect(await fieldMessages((v) => void (v.columnMapping.demoDate = "aaa"))).toEqual({
      "columnMapping.demoDate": "Demo Date: use a column letter from A to ZZ",
    })
  })
})

describe("sheetsFieldErrors", () => {
  it("maps a 400's issues onto the form's fields, the first per field", () => {
    const error = bad(400, [
      { path: "columnMapping.phone", message: "Column A is already used for Business Name" },
      { path: "columnMapping.phone", message: "second" },
      { path: "spreadsheetUrl", message: SHEETS_MESSAGES.badUrl },
      { path: "somethingElse", message: "ignored" },
    ])
    expect(sheetsFieldErrors(error)).toEqual([
      ["columnMapping.phone", "Column A is already used for Business Name"],
      ["spreadsheetUrl", SHEETS_MESSAGES.badUrl],
    ])
  })

  it("maps nothing for other failures", () => {
    expect(sheetsFieldErrors(bad(502, [{ path: "spreadsheetUrl", message: "x" }]))).toEqual([])
    expect(sheetsFieldErrors(new Error("offline"))).toEqual([])
  })
})

describe("openSheetHref", () => {
  it("opens the saved https URL, or the sheet of a bare id, and nothing else", () => {
    expect(openSheetHref(URL)).toBe(URL)
    expect(openSheetHref("1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789")).toBe(
      "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit"
    )
    expect(openSheetHref("")).toBeNull()
    expect(openSheetHref(undefined)).toBeNull()
    expect(openSheetHref("javascript:alert(1)//docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0")).toBe(
      "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0/edit"
    )
  })
})
