import { beforeEach, describe, expect, it } from "vitest"
import { request, resetData, sandboxEnv } from "../../../test/call-fixtures"
import { mergeEvents } from "../../context/live-events"
import { operatorHoursSchema, operatorPhoneSchema, withinOperatorHours } from "../../schemas/operator"

/*
 * Issue 36: the operator's phone (Take over and the transfer tool put calls through to it) and their
 * availability hours, as settings: checked like any phone, stored normalised, read back as text.
 */

beforeEach(resetData)

const e = sandboxEnv()
const put = (json: Record<string, string>) => request(e, "/api/settings", { method: "PUT", json })
const stored = async (key: string) => {
  const items = (await (await request(e, "/api/settings")).json()) as { key: string; value: string }[]
  return items.find((i) => i.key === key)?.value
}
const messages = async (res: Response) =>
  ((await res.json()) as { error: { issues: { message: string }[] } }).error.issues.map((i) => i.message)

describe("operator_phone", () => {
  it("is stored as E.164, and empty clears it", async () => {
    expect((await put({ operator_phone: "(616) 555-0142" })).status).toBe(200)
    expect(await stored("operator_phone")).toBe("+16165550142")
    expect((await put({ operator_phone: "" })).status).toBe(200)
    expect(await stored("operator_phone")).toBe("")
  })

  it("refuses what is not a phone, premium-rate and N11 numbers, in words", async () => {
    for (const [value, words] of [
      ["call me", /valid phone number/],
      ["+1 900 555 0100", /900 number/],
      ["(616) 911-0100", /N11/],
      ["(616) 976-0100", /976 number/],
    ] as const) {
      const res = await put({ operator_phone: value })
      expect(res.status, value).toBe(400)
      expect((await messages(res)).join(" "), value).toMatch(words)
    }
    expect(await stored("operator_phone")).toBe("")
  })
})

describe("operator_hours", () => {
  it("is stored as normalised JSON (days sorted), and empty clears it", async () => {
    const res = await put({ operator_hours: JSON.stringify({ days: [5, 1, 3], start: "09:00", end: "17:30" }) })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(JSON.parse((await stored("operator_hours"))!)).toEqual({ days: [1, 3, 5], start: "09:00", end: "17:30" })
    expect((await put({ operator_hours: "" })).status).toBe(200)
    expect(await stored("operator_hours")).toBe("")
  })

  it("refuses hours that are not JSON, have no day, a bad time, or end before they start", async () => {
    for (const value of [
      "weekdays",
      JSON.stringify({ days: [], start: "09:00", end: "17:00" }),
      JSON.stringify({ days: [7], start: "09:00", end: "17:00" }),
      JSON.stringify({ days: [1], start: "9am", end: "17:00" }),
      JSON.stringify({ days: [1], start: "18:00", end: "09:00" }),
      JSON.stringify({ days: [1], start: "09:00", end: "17:00", note: "x" }),
    ]) {
      const res = await put({ operator_hours: value })
      expect(res.status, value).toBe(400)
    }
  })

  it("tells whether an instant is within the hours on the operator's clock", () => {
    const hours = operatorHoursSchema.parse({ days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" })
    // Monday 2026-03-02 14:30 UTC is 09:30 in New York (EST), 06:30 in Los Angeles.
    const monday = Date.parse("2026-03-02T14:30:00Z")
    expect(withinOperatorHours(hours, "America/New_York", monday)).toBe(true)
    expect(withinOperatorHours(hours, "America/Los_Angeles", monday)).toBe(false)
    // Sunday in New York.
    expect(withinOperatorHours(hours, "America/New_York", Date.parse("2026-03-01T15:00:00Z"))).toBe(false)
    expect(withinOperatorHours(null, "America/New_York", monday)).toBe(false)
    expect(operatorPhoneSchema.parse(" +1 (616) 555-0142 ")).toBe("+16165550142")
  })
})

describe("call_transcript events in a flush", () => {
  it("are never merged: the same words said twice are two lines", () => {
    const line = {
      type: "call_transcript",
      callId: 7,
      role: "lead",
      text: "Yes.",
      at: "2026-03-02T15:00:00.000Z",
    } as const
    const merged = mergeEvents([
      line,
      { type: "call_updated", callId: 7 },
      line,
      { ...line, at: "2026-03-02T15:00:02.000Z" },
    ])
    expect(merged.filter((ev) => ev.type === "call_transcript")).toHaveLength(3)
  })
})
