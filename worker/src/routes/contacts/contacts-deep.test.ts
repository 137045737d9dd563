import { beforeEach, describe, expect, it } from "vitest"
import { list, resetContacts, seedContacts } from "./contacts-test-helpers"
import { port } from "../../../test/port"

beforeEach(resetContacts)

async function deleteIds(ids: number[]) {
  // D1 binds at most 100 parameters per statement.
  const statements = []
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100)
    statements.push({ sql: `DELETE FROM contacts WHERE id IN (${chunk.map(() => "?").join(",")})`, params: chunk })
  }
  await port.batch(statements)
}

describe("unfiltered pages past the first thousand contacts", () => {
  it("list every contact exactly once, newest first, around gaps left by deletes", async () => {
    // Over 2,048 kept, so pages in the middle are more than 1,024 rows from either end and are
    // located through contact_buckets; the gaps leave some buckets part-full and one empty.
    const ids = await seedContacts(5000)
    const gone = new Set([...ids.slice(900, 1500), ...ids.filter((_, i) => i % 7 === 0)])
    await deleteIds([...gone])
    const kept = ids.filter((id) => !gone.has(id)).reverse()

    const seen: number[] = []
    for (let page = 1; page <= Math.ceil(kept.length / 100); page++) {
      const res = await list({ page, pageSize: 100 })
      expect(res.total).toBe(kept.length)
      seen.push(...res.items.map((i) => i.id))
    }
    expect(seen).toEqual(kept)
    // Single deep pages from both halves, and past the end.
    for (const page of [44, 45, 70, 90, 100, 150]) {
      const res = await list({ page })
      expect(
        res.items.map((i) => i.id),
        `page ${page}`
      ).toEqual(kept.slice((page - 1) * 25, page * 25))
    }
    expect((await list({ page: 200 })).items).toEqual([])
    // 5,000 contacts and 42 pages: a safety net for a busy 2-core machine, not a timing.
  }, 60_000)
})

describe("search totals", () => {
  it("count a broad search up to 1,000 matches past the page and say so", async () => {
    await seedContacts(1300, (i) => ({ businessName: i < 1100 ? `Riverside Dental ${i}` : `Harbor Bakery ${i}` }))
    expect(await list({ q: "riverside" })).toMatchObject({ total: 1000, totalCapped: true })
    expect(await list({ q: "ri" })).toMatchObject({ total: 1000, totalCapped: true }) // short term: LIKE
    expect(await list({ q: "riverside", status: "ready" })).toMatchObject({ total: 1000, totalCapped: true })
    // From the page ending at row 1,000 on, the count reaches 2,000: here every match.
    const page40 = await list({ q: "riverside", page: 40 })
    expect(page40).toMatchObject({ total: 1100, totalCapped: false })
    expect(page40.items).toHaveLength(25)
    expect(await list({ q: "harbor" })).toMatchObject({ total: 200, totalCapped: false })
    expect(await list()).toMatchObject({ total: 1300, totalCapped: false })
  })
})
