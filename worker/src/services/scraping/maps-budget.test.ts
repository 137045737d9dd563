import { beforeEach, describe, expect, it } from "vitest"
import { port, testDb } from "../../../test/port"
import { startOfZonedDay } from "../../lib/zoned-time"
import { readUsage } from "./maps-budget"

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

  // The hour before midnight is yesterday's; midnight's hour and noon's are today's.
  it.each([
    {
      day: "2026-03-08, clocks go forward (a 23-hour day): midnight EST, noon EDT 11 hours later",
      noon: "2026-03-08T16:30:00Z",
      midnight: "2026-03-08T05:00:00Z",
      before: "2026-03-08T04:00:00Z",
      noonHour: "2026-03-08T16:00:00Z",
    },
    {
      day: "2026-11-01, clocks go back (a 25-hour day): midnight EDT, noon EST 13 hours later",
      noon: "2026-11-01T17:30:00Z",
      midnight: "2026-11-01T04:00:00Z",
      before: "2026-11-01T03:00:00Z",
      noonHour: "2026-11-01T17:00:00Z",
    },
  ])("starts at local midnight on $day", async ({ noon, midnight, before, noonHour }) => {
    expect(startOfZonedDay(at(noon), NY)).toBe(at(midnight))
    await billed(before, 7)
    await billed(midnight, 3)
    await billed(noonHour, 2)
    expect((await usage(at(noon))).day.used).toBe(5)
  })
})
