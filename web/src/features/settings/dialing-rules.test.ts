import { describe, expect, it } from "vitest"
import { callingPolicyNote, dialingRulesChanges, dialingRulesFrom } from "./dialing-rules"

describe("dialing rules", () => {
  it("reads defaults when nothing is stored", () => {
    expect(dialingRulesFrom([])).toEqual({ concurrencyLimit: "10", calleeHoursOnly: false, callingPolicy: "" })
  })

  it("reads stored values", () => {
    const stored = dialingRulesFrom([
      { key: "calls_per_minute", value: "6" },
      { key: "voice_concurrency_limit", value: "4" },
      { key: "callee_hours_only", value: "true" },
      { key: "calling_policy", value: "evening" },
    ])
    expect(stored).toEqual({ concurrencyLimit: "4", calleeHoursOnly: true, callingPolicy: "evening" })
    expect(dialingRulesFrom([{ key: "calling_policy", value: "lunch" }]).callingPolicy).toBe("")
  })

  it("saves only what changed", () => {
    const stored = dialingRulesFrom([])
    expect(dialingRulesChanges(stored, stored)).toEqual([])
    expect(dialingRulesChanges(stored, { ...stored, calleeHoursOnly: true, concurrencyLimit: " 5 " })).toEqual([
      { key: "voice_concurrency_limit", value: "5" },
      { key: "callee_hours_only", value: "true" },
    ])
  })

  it("saves the calling policy once chosen", () => {
    const stored = dialingRulesFrom([])
    expect(dialingRulesChanges(stored, { ...stored, callingPolicy: "business" })).toEqual([
      { key: "calling_policy", value: "business" },
    ])
  })

  it("says who the policy reaches, what unset means, and when the callee rule overrides Overnight", () => {
    const form = dialingRulesFrom([])
    expect(callingPolicyNote(form)).toEqual({
      warn: false,
      text: expect.stringContaining("Not chosen yet: new campaigns start from the spec's 12:01 AM-6:00 AM."),
    })
    expect(callingPolicyNote({ ...form, calleeHoursOnly: true }).text).toContain("start from Business hours")
    expect(callingPolicyNote({ ...form, callingPolicy: "business" }).text).toBe(
      "Reaches owners and front desks while businesses are open."
    )
    expect(callingPolicyNote({ ...form, callingPolicy: "overnight", calleeHoursOnly: true })).toEqual({
      warn: true,
      text: expect.stringContaining("new campaigns start from Business hours instead"),
    })
  })
})
