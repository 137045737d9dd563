import { describe, expect, it } from "vitest"
import { dialingRulesChanges, dialingRulesFrom } from "./dialing-rules"

describe("dialing rules", () => {
  it("reads defaults when nothing is stored", () => {
    expect(dialingRulesFrom([])).toEqual({ concurrencyLimit: "10", calleeHoursOnly: false })
  })

  it("reads stored values", () => {
    const stored = dialingRulesFrom([
      { key: "calls_per_minute", value: "6" },
      { key: "voice_concurrency_limit", value: "4" },
      { key: "callee_hours_only", value: "true" },
    ])
    expect(stored).toEqual({ concurrencyLimit: "4", calleeHoursOnly: true })
  })

  it("saves only what changed", () => {
    const stored = dialingRulesFrom([])
    expect(dialingRulesChanges(stored, stored)).toEqual([])
    expect(dialingRulesChanges(stored, { ...stored, calleeHoursOnly: true, concurrencyLimit: " 5 " })).toEqual([
      { key: "voice_concurrency_limit", value: "5" },
      { key: "callee_hours_only", value: "true" },
    ])
  })
})
