import { describe, expect, it } from "vitest"

import { ApiError } from "@/lib/api-error"
import {
  connectionFailedToast,
  connectionRefusedToast,
  connectionToast,
  sheetsFailureText,
  syncCompleteToast,
  syncFailedToast,
} from "./sheets-toasts"

const envelope = (status: number, message: string) =>
  new ApiError(status, "Error", JSON.stringify({ error: { code: "sheets_error", message } }))

const SHARE = "Share the sheet with caller@outreach-123.iam.gserviceaccount.com as an Editor."

describe("Force Sync Now toasts", () => {
  it("says how many rows were synced, and how many still wait", () => {
    expect(syncCompleteToast({ synced: 12, pending: 0, requests: 2 })).toEqual({
      title: "Sync Complete",
      description: "12 rows synced.",
    })
    expect(syncCompleteToast({ synced: 1, pending: 3, requests: 1 }).description).toBe(
      "1 row synced. 3 rows still waiting."
    )
    expect(syncCompleteToast({ synced: 0, pending: 0, requests: 0 }).description).toBe(
      "0 rows synced. Everything is up to date."
    )
  })

  it("says SPEC §8's text, then the server's reason when Google refused (4xx, 502)", () => {
    expect(syncFailedToast(envelope(502, SHARE))).toEqual({
      variant: "destructive",
      title: "Sync Failed",
      description: `Failed to sync data. ${SHARE}`,
    })
    expect(syncFailedToast(envelope(409, "A sync is already running.")).description).toBe(
      "Failed to sync data. A sync is already running."
    )
    // Nothing the operator can act on: SPEC §8's text alone.
    expect(syncFailedToast(envelope(500, "internal")).description).toBe("Failed to sync data. internal")
    expect(syncFailedToast(new ApiError(503, "Service Unavailable", "<html>")).description).toBe(
      "Failed to sync data. The server did not answer (503). Please try again in a moment."
    )
    expect(syncFailedToast(new TypeError("Failed to fetch")).description).toBe(
      "Failed to sync data. No connection to the server. Check the network and try again."
    )
  })
})

describe("Test Connection toasts", () => {
  it("names the spreadsheet on success", () => {
    const connection = {
      connected: true as const,
      spreadsheetId: "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
      title: "Outreach 2026",
      sheets: ["Call Logs", "Demo Schedule"],
      clientEmail: null,
    }
    expect(connectionToast(connection)).toEqual({
      title: "Connection Successful",
      description: 'Connected to "Outreach 2026" (2 sheets).',
    })
    expect(connectionToast({ ...connection, title: "Sandbox spreadsheet", sheets: [] }).description).toBe(
      'Connected to "Sandbox spreadsheet".'
    )
  })

  it("refuses an empty URL with the spec's words, and explains a refusal after SPEC §8's text", () => {
    expect(connectionRefusedToast("Please enter a spreadsheet URL")).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "Failed to connect to the spreadsheet service. Please enter a spreadsheet URL",
    })
    expect(connectionFailedToast(envelope(400, "Please enter a spreadsheet URL")).description).toBe(
      "Failed to connect to the spreadsheet service. Please enter a spreadsheet URL"
    )
    expect(connectionFailedToast(envelope(502, SHARE))).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: `Failed to connect to the spreadsheet service. ${SHARE}`,
    })
    expect(connectionFailedToast(new Error("offline")).description).toBe(
      "Failed to connect to the spreadsheet service. offline"
    )
    expect(sheetsFailureText(new ApiError(404, "Not Found", ""), "Failed to sync data")).toBe("Failed to sync data")
  })
})
