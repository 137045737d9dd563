import { describe, expect, it } from "vitest"

import { heldList } from "./recent-calls-hold"

const call = (id: number, status = "calling") => ({ id, status })

describe("Recent Calls held while you read (issue 38)", () => {
  it("draws the list as it is when nothing was shown yet", () => {
    expect(heldList(null, [call(3), call(2)])).toEqual({ rows: [call(3), call(2)], newCount: 0 })
    expect(heldList([], [call(3)])).toEqual({ rows: [call(3)], newCount: 0 })
  })

  it("keeps the shown rows in place, updated, and counts newer calls behind the bar", () => {
    const shown = [call(5), call(4), call(3)]
    const latest = [call(7), call(6), call(5, "completed"), call(4)]
    expect(heldList(shown, latest)).toEqual({ rows: [call(5, "completed"), call(4), call(3)], newCount: 2 })
  })
})
