import { describe, expect, it } from "vitest"

import { messageUnderLabel } from "./notification-message"

describe("messageUnderLabel", () => {
  it("drops the kind's own label from the start of the message", () => {
    expect(messageUnderLabel("demo_scheduled", "Demo booked: Austin Taqueria, Mon, Nov 30, 2:00 PM CST")).toBe(
      "Austin Taqueria, Mon, Nov 30, 2:00 PM CST"
    )
    expect(messageUnderLabel("call_result", "Call result: Smile Dental, answered")).toBe("Smile Dental, answered")
  })

  it("keeps a message that says something else first", () => {
    expect(messageUnderLabel("system_error", "Lead search failed: dentist - Austin, TX: key refused")).toBe(
      "Lead search failed: dentist - Austin, TX: key refused"
    )
    expect(messageUnderLabel("daily_report", "Daily report for Nov 25: 12 calls")).toBe(
      "Daily report for Nov 25: 12 calls"
    )
  })
})
