import { describe, expect, it } from "vitest"
import { liveCallsChanges, liveCallsFrom, liveCallsProblem } from "./live-calls"

const items = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }))

describe("Settings → Live calls", () => {
  it("starts from the stored phone and hours, or Monday to Friday 9 to 5 turned off", () => {
    expect(liveCallsFrom(items({}))).toEqual({
      phone: "",
      available: false,
      days: [1, 2, 3, 4, 5],
      start: "09:00",
      end: "17:00",
    })
    const stored = liveCallsFrom(
      items({ operator_phone: "+15125550123", operator_hours: '{"days":[2,4],"start":"10:00","end":"14:30"}' })
    )
    expect(stored).toEqual({ phone: "(512) 555-0123", available: true, days: [2, 4], start: "10:00", end: "14:30" })
    // Shown as written, so an untouched form saves nothing.
    expect(liveCallsChanges(stored, stored)).toEqual([])
  })

  it("saves the phone as stored (E.164) and the hours as one JSON value, only when they changed", () => {
    const stored = liveCallsFrom(items({}))
    expect(liveCallsChanges(stored, stored)).toEqual([])
    expect(liveCallsChanges(stored, { ...stored, phone: "(512) 555-0123", available: true, days: [5, 1] })).toEqual([
      { key: "operator_phone", value: "+15125550123" },
      { key: "operator_hours", value: '{"days":[1,5],"start":"09:00","end":"17:00"}' },
    ])
    const on = liveCallsFrom(items({ operator_hours: '{"days":[1],"start":"09:00","end":"17:00"}' }))
    expect(liveCallsChanges(on, { ...on, available: false })).toEqual([{ key: "operator_hours", value: "" }])
  })

  it("names the field the server would refuse", () => {
    const form = liveCallsFrom(items({}))
    expect(liveCallsProblem({ ...form, phone: "12345" })).toBe("operator-phone")
    // A premium-rate line is refused as the server refuses it.
    expect(liveCallsProblem({ ...form, phone: "+1 900 555 0123" })).toBe("operator-phone")
    expect(liveCallsProblem({ ...form, available: true, days: [] })).toBe("operator-days")
    expect(liveCallsProblem({ ...form, available: true, start: "17:00", end: "09:00" })).toBe("operator-end")
    expect(liveCallsProblem({ ...form, phone: "512 555 0123", available: true })).toBeNull()
  })
})
