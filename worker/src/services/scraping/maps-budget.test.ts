import { beforeEach, describe, expect, it } from "vitest"
import { port, testDb } from "../../../test/port"
import { readUsage, startOfZonedDay } from "./maps-budget"

const NY = "America/New_York"
const at = (iso: string) => Date.parse(iso)
const usage = (now: number) => readUsage(testDb(), now, { perHour: 500, timeZone: NY, provider: "sandbox" })

beforeEach(async () => {
  await port.run("DELETE FROM maps_usage")
})

/** Counts `n` billed requests in the UTC hour starting at `iso`. */
const billed = (iso: string, n: number) =>
  port.run("INSERT INTO maps_usage (hour, requests) VALUES (?, ?)", [at(iso), n])

describe("today's maps usage (the Rate Limits panel)", () => {
  it("starts today at local midnight on an ordinary day", () => {
    expect(startOfZonedDay(at("2026-03-04T17:00:00Z"), NY)).toBe(at("2026-03-04T05:00:00Z"))
  })

  it("starts at midnight EST on the day clocks go forward (2026-03-08, a 23-hour day)", async () => {
    // Midnight EST is 05:00Z; noon EDT is 16:00Z, only 11 hours later.
    const noon = at("2026-03-08T16:30:00Z")
    expect(startOfZonedDay(noon, NY)).toBe(at("2026-03-08T05:00:00Z"))
    await billed("2026-03-08T04:00:00Z", 7) // 11 PM on March 7: yesterday
    await billed("2026-03-08T05:00:00Z", 3) // 12 AM: today
    await billed("2026-03-08T16:00:00Z", 2)
    expect((await usage(noon)).day.used).toBe(5)
  })

  it("starts at midnight EDT on the day clocks go back (2026-11-01, a 25-hour day)", async () => {
    // Midnight EDT is 04:00Z; noon EST is 17:00Z, 13 hours later.
    const noon = at("2026-11-01T17:30:00Z")
    expect(startOfZonedDay(noon, NY)).toBe(at("2026-11-01T04:00:00Z"))
    await billed("2026-11-01T03:00:00Z", 7) // 11 PM on October 31: yesterday
    await billed("2026-11-01T04:00:00Z", 3) // 12 AM: today
    await billed("2026-11-01T17:00:00Z", 2)
    expect((await usage(noon)).day.used).toBe(5)
  })
})
