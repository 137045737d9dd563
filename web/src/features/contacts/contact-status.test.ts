import { describe, expect, it } from "vitest"

import {
  BULK_STATUS_ACTIONS,
  callCountLabel,
  callResultLabel,
  lastCallText,
  statusLabel,
  statusOptionLabel,
  statusVariant,
} from "./contact-status"

describe("status helpers", () => {
  it("labels statuses for badges and uppercase for filter options", () => {
    expect(statusLabel("demo_scheduled")).toBe("Demo Scheduled")
    expect(statusLabel("ready")).toBe("Ready")
    expect(statusOptionLabel("follow_up")).toBe("FOLLOW UP")
    expect(statusOptionLabel("no_answer")).toBe("NO ANSWER")
  })

  it("gives each status its own colour and unknown ones a neutral badge", () => {
    const variants = ["ready", "called", "demo_scheduled", "no_answer", "follow_up"].map(statusVariant)
    expect(new Set(variants).size).toBe(5)
    expect(statusVariant("demo_scheduled")).toBe("success")
    expect(statusVariant("something_new")).toBe("outline")
  })

  it("offers the four bulk statuses of the spec", () => {
    expect(BULK_STATUS_ACTIONS.map((a) => a.status)).toEqual(["ready", "called", "follow_up", "demo_scheduled"])
  })
})

describe("call texts", () => {
  it("counts calls as N call(s)", () => {
    expect(callCountLabel(0)).toBe("0 calls")
    expect(callCountLabel(1)).toBe("1 call")
    expect(callCountLabel(12)).toBe("12 calls")
  })

  it("shows Pending for a call without a result", () => {
    expect(callResultLabel(null)).toBe("Pending")
    expect(callResultLabel("")).toBe("Pending")
    expect(callResultLabel("no answer")).toBe("No answer")
    expect(callResultLabel("demo_scheduled")).toBe("Demo scheduled")
  })

  it("writes the last-call line with result and date, or nothing without a call", () => {
    expect(lastCallText(null, "America/New_York")).toBeNull()
    expect(lastCallText({ result: "answered", createdAt: "2026-11-21T12:00:00Z" }, "America/New_York")).toBe(
      "Last call: Answered · Nov 21, 2026"
    )
    // The date is the operator's: 02:00 UTC is still the evening before in Los Angeles.
    expect(lastCallText({ result: "answered", createdAt: "2026-11-22T02:00:00Z" }, "America/Los_Angeles")).toBe(
      "Last call: Answered · Nov 21, 2026"
    )
    expect(lastCallText({ result: null, createdAt: "not a date" }, "America/New_York")).toBe("Last call: Pending")
  })
})
