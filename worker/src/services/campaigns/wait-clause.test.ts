import { describe, expect, it } from "vitest"
import { waitClause } from "./campaign-waiting"

// Tue Nov 24 2026, 22:22 Central (04:22 UTC Wednesday).
const NOW = Date.UTC(2026, 10, 25, 4, 22)
const IN_2H = NOW + 2 * 3_600_000

describe("why a campaign waits: one clause per group of contacts (issue 38)", () => {
  it("agrees in number: one contact waits, several wait", () => {
    const one = waitClause("retry_gap", 1, { zone: "America/Chicago", at: IN_2H }, "America/New_York", NOW)
    expect(one).toMatch(/^1 contact waits to retry/)
    const many = waitClause("retry_gap", 3, { zone: "America/Chicago", at: IN_2H }, "America/New_York", NOW)
    expect(many).toMatch(/^3 contacts wait to retry/)
    expect(waitClause("callee_window", 1, { zone: "America/Chicago", at: null }, "America/New_York", NOW)).toMatch(
      /^1 waits for their window/
    )
    expect(waitClause("callee_hours", 2, { zone: "America/Chicago", at: null }, "America/New_York", NOW)).toMatch(
      /^2 wait for 8 AM-9 PM their time/
    )
  })

  it("gives its time on the campaign's clock, as the line's other times, the callees' clock in words", () => {
    const retry = waitClause("retry_gap", 1, { zone: "America/Chicago", at: IN_2H }, "America/New_York", NOW)
    // 00:22 Central is 1:22 AM Eastern: the campaign's zone, not the contact's "CT".
    expect(retry).toBe("1 contact waits to retry, next at 1:22 AM ET")
    const window = waitClause("callee_window", 3, { zone: "America/Chicago", at: IN_2H }, "America/New_York", NOW)
    expect(window).toBe("3 wait for their window (10:22 PM in Central Time), next at 1:22 AM ET")
    expect(window).not.toContain("CT")
  })
})
