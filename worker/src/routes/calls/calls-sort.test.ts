import { beforeEach, describe, expect, it } from "vitest"
import { request, resetData, sandboxEnv } from "../../../test/call-fixtures"
import type { CallListPage } from "../../schemas/api-routes/calls"
import { CALL_SORTS } from "../../schemas/calls"
import { port } from "../../../test/port"
import { expectedOrder, seedMixedHistory } from "./calls-sort-fixtures"

beforeEach(resetData)

const page = async (query: string) =>
  (await (await request(sandboxEnv(), `/api/calls?${query}`)).json()) as CallListPage

async function allPages(query: string, pageSize: number) {
  const ids: number[] = []
  for (let p = 1; ; p++) {
    const { items, total } = await page(`${query}&page=${p}&pageSize=${pageSize}`)
    ids.push(...items.map((i) => i.id))
    if (p * pageSize >= total) return ids
  }
}

describe("Call History sorting", () => {
  it("gives every sort a total order in both directions, on every page, from either end", async () => {
    const rows = await seedMixedHistory()
    for (const sort of CALL_SORTS) {
      for (const order of ["asc", "desc"] as const) {
        // 7 per page: pages past the middle are read from the far end and must still line up.
        expect(await allPages(`sort=${sort}&order=${order}`, 7), `${sort} ${order}`).toEqual(
          expectedOrder(rows, sort, order)
        )
      }
    }
  })

  it("orders filtered calls the same way", async () => {
    const rows = await seedMixedHistory()
    const completed = rows.filter((r) => r.status === "completed")
    for (const sort of ["contact", "campaign", "createdAt"] as const) {
      for (const order of ["asc", "desc"] as const) {
        expect(await allPages(`status=completed&sort=${sort}&order=${order}`, 4), `${sort} ${order}`).toEqual(
          expectedOrder(completed, sort, order)
        )
      }
    }
  })

  it("sorts by contact the same way when few contacts have calls", async () => {
    const rows = await seedMixedHistory()
    // 450 contacts without calls: too sparse to walk names, so the matching calls are sorted.
    await port.batch(
      Array.from({ length: 450 }, (_, i) => ({
        sql: "INSERT INTO contacts (business_name, phone, created_at, updated_at) VALUES (?, ?, 0, 0)",
        params: [`Aaa Idle ${i}`, `+1202555${String(i).padStart(4, "0")}`],
      }))
    )
    for (const order of ["asc", "desc"] as const) {
      expect(await allPages(`sort=contact&order=${order}`, 10), order).toEqual(expectedOrder(rows, "contact", order))
    }
  })
})
