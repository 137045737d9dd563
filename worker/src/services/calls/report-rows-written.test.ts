import { beforeEach, describe, expect, it } from "vitest"
import { callingCall, callRow, endOfCallReport, resetData, sandboxEnv, webhook } from "../../../test/call-fixtures"
import { port } from "../../../test/port"

/*
 * D1 bills every row a statement writes, its triggers' included, and a batch holds the database
 * while it writes them. An end-of-call report moves its call's summary row (the Analytics page's
 * day rollups, one row of each kind) and the counters by the result; the cost it carries must ride
 * on that same update, not move them a second time (issue 37: at most 30 rows per report).
 */

const metered = () => ({ ...sandboxEnv(), BENCH_ROWS_READ: "1" })
const written = (res: Response) => Number(res.headers.get("X-D1-Rows-Written"))
const COST = { cost: 0.42, costs: [{ type: "vapi", subType: "normal", minutes: 2, cost: 0.42 }] }

beforeEach(async () => {
  await resetData()
  // The summary outlives purged calls (it holds no personal data): each test counts its own.
  await port.batch(
    ["analytics_days", "analytics_day_slots", "analytics_day_groups"].map((t) => ({ sql: `DELETE FROM ${t}` }))
  )
})

describe("an end-of-call report's writes", () => {
  it("with the call's cost writes about the rows of one without (the summary moves once)", async () => {
    const e = metered()
    await callingCall("v-plain", { businessName: "Plain Bakery" })
    const { call } = await callingCall("v-costed", { businessName: "Costed Cafe" })
    const plain = await webhook(e, endOfCallReport("v-plain"))
    const costed = await webhook(e, endOfCallReport("v-costed", COST))
    expect([plain.status, costed.status]).toEqual([200, 200])
    expect(written(plain)).toBeGreaterThan(3)
    expect(written(plain)).toBeLessThanOrEqual(30)
    expect(written(costed)).toBeLessThanOrEqual(written(plain) + 3)
    expect(await callRow(call.id)).toMatchObject({ result: "answered", cost: 0.42 })
    const rollup = await port.first<{ cost: number; dialled: number }>(
      "SELECT sum(cost) AS cost, sum(dialled) AS dialled FROM analytics_days WHERE dims = 1"
    )
    expect(rollup).toEqual({ cost: 0.42, dialled: 2 })
  })

  it("stores a cost that comes after the result once, and a later different one not at all", async () => {
    const e = metered()
    const { call } = await callingCall("v-late", { businessName: "Late Bill Diner" })
    await webhook(e, endOfCallReport("v-late"))
    const late = await webhook(e, endOfCallReport("v-late", COST))
    const again = await webhook(e, endOfCallReport("v-late", { ...COST, cost: 9.99 }))
    expect([late.status, again.status]).toEqual([200, 200])
    expect(await callRow(call.id)).toMatchObject({ result: "answered", cost: 0.42 })
    expect(written(again)).toBe(0)
    const rollup = await port.first<{ cost: number; dialled: number; answered: number }>(
      "SELECT sum(cost) AS cost, sum(dialled) AS dialled, sum(answered) AS answered FROM analytics_days WHERE dims = 1"
    )
    expect(rollup).toEqual({ cost: 0.42, dialled: 1, answered: 1 })
  })
})
