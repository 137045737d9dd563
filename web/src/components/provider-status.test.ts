import { describe, expect, it } from "vitest"

import { providerIndicator } from "./provider-status"

describe("voice-provider status indicator", () => {
  it("maps each known value to its colour and text", () => {
    expect(providerIndicator("connected")).toEqual({ tone: "green", label: "Connected" })
    expect(providerIndicator("rate_limited")).toEqual({ tone: "yellow", label: "Rate Limited" })
    expect(providerIndicator("disconnected")).toEqual({ tone: "red", label: "Disconnected" })
    expect(providerIndicator("error")).toEqual({ tone: "red", label: "Error" })
  })

  it("shows grey Unknown for anything else, including a missing status", () => {
    for (const value of [undefined, null, "", "Connected", "pending", 1]) {
      expect(providerIndicator(value)).toEqual({ tone: "grey", label: "Unknown" })
    }
  })
})
