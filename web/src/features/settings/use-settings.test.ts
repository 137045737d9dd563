import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "@/lib/api-error"
import { saveSettings } from "./use-settings"

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("saveSettings", () => {
  it("sends a section's changes in one PUT, so a refused value stores none of them", async () => {
    const refused = JSON.stringify({
      error: {
        code: "validation_failed",
        message: "Use true or false",
        issues: [{ path: "callee_hours_only", message: "Use true or false" }],
      },
    })
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(refused, { status: 400 })
    )
    vi.stubGlobal("fetch", fetchMock)

    const error = await saveSettings([
      { key: "calls_per_minute", value: "4" },
      { key: "callee_hours_only", value: "maybe" },
    ]).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")
    expect(puts).toHaveLength(1)
    expect(String(puts[0]![0])).toBe("/api/settings")
    expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ calls_per_minute: "4", callee_hours_only: "maybe" })
  })
})
