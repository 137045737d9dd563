import { beforeEach, describe, expect, it } from "vitest"
import { request, resetData, sandboxEnv, seedCall, seedCampaign, seedContact } from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import type { CallListPage } from "../../schemas/api-routes/calls"
import { CALL_SORTS, type CallSort } from "../../schemas/calls"
import { CURSOR_INVALID_MESSAGE, encodeCursor } from "../../schemas/page-cursor"
import { expectedOrder, seedMixedHistory, storedCalls } from "./calls-sort-fixtures"

beforeEach(resetData)

const SIZE = 7

async function page(query: string): Promise<CallListPage> {
  const res = await request(sandboxEnv(), `/api/calls?pageSize=${SIZE}&${query}`)
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** What Next asks for from `from`, and Previous. */
const next = (query: string, from: CallListPage) => page(`${query}&page=${from.page + 1}&after=${from.nextCursor}`)
const previous = (query: string, from: CallListPage) => page(`${query}&page=${from.page - 1}&before=${from.prevCursor}`)

/** Next from `first` until a page comes back short or empty. */
async function forward(query: string, first: CallListPage) {
  const pages = [first]
  while (pages.at(-1)!.items.length === SIZE) {
    const p = await next(query, pages.at(-1)!)
    if (p.items.length === 0) break
    pages.push(p)
  }
  return pages
}

/** Previous from `last` until page 1. */
async function backward(query: string, last: CallListPage) {
  const pages = [last]
  while (pages[0]!.page > 1) pages.unshift(await previous(query, pages[0]!))
  return pages
}

const ids = (pages: CallListPage[]) => pages.flatMap((p) => p.items.map((i) => i.id))

async function expectEveryCallOnce(query: string, sort: CallSort, order: "asc" | "desc", label: string) {
  const expected = expectedOrder(await storedCalls(), sort, order)
  const pages = await forward(query, await page(query))
  expect(ids(pages), `${label}: Next`).toEqual(expected)
  expect(ids(await backward(query, pages.at(-1)!)), `${label}: Previous`).toEqual(expected)
}

describe("Call History by cursor", () => {
  it("pages forward with Next and back with Previous through every sort, each call exactly once, in order", async () => {
    await seedMixedHistory()
    for (const sort of CALL_SORTS) {
      for (const order of ["asc", "desc"] as const) {
        await expectEveryCallOnce(`sort=${sort}&order=${order}`, sort, order, `${sort} ${order}`)
      }
    }
  })

  it("pages filtered calls, and names sorted when few contacts have calls, the same way", async () => {
    await seedMixedHistory()
    for (const sort of ["contact", "campaign", "result", "createdAt"] as const) {
      const q = `status=completed&sort=${sort}&order=asc`
      const completed = (await storedCalls()).filter((r) => r.status === "completed")
      expect(ids(await forward(q, await page(q))), q).toEqual(expectedOrder(completed, sort, "asc"))
    }
    // 450 contacts without calls: too sparse to walk names, so the calls are sorted.
    await port.batch(
      Array.from({ length: 450 }, (_, i) => ({
        sql: "INSERT INTO contacts (business_name, phone, created_at, updated_at) VALUES (?, ?, 0, 0)",
        params: [`Aaa Idle ${i}`, `+1202555${String(i).padStart(4, "0")}`],
      }))
    )
    for (const order of ["asc", "desc"] as const) {
      await expectEveryCallOnce(`sort=contact&order=${order}`, "contact", order, `sparse contact ${order}`)
    }
  })

  it("reads about the rows a Next page shows, also from inside a contact's or a campaign's hundreds of calls", async () => {
    const busy = await seedContact({ businessName: "Busy Bakery" })
    const campaign = await seedCampaign("Big Push")
    const others = await Promise.all(["Alpha Auto", "Zulu Zoo"].map((businessName) => seedContact({ businessName })))
    // 300 calls of one contact in one campaign, among calls of contacts before and after it by name.
    await port.run(
      `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < 300)
       INSERT INTO calls (contact_id, campaign_id, status, created_at, updated_at)
       SELECT ?1, ?2, 'completed', n * 1000, n * 1000 FROM k`,
      [busy.id, campaign.id]
    )
    for (const c of others) for (let i = 0; i < 5; i++) await seedCall({ contactId: c.id, status: "completed" })
    const probe = { ...sandboxEnv(), BENCH_ROWS_READ: "1" }
    for (const sort of ["contact", "campaign"] as const) {
      const q = `sort=${sort}&order=asc`
      const all = expectedOrder(await storedCalls(), sort, "asc")
      // Walk to a page inside the big group, then ask for the page after it.
      let at = await page(q)
      while (at.items.length && !ids([at]).includes(all[150]!)) at = await next(q, at)
      const res = await request(probe, `/api/calls?pageSize=${SIZE}&${q}&page=${at.page + 1}&after=${at.nextCursor}`)
      const body = (await res.json()) as CallListPage
      expect(ids([body]), q).toEqual(all.slice(all.indexOf(at.items.at(-1)!.id) + 1).slice(0, SIZE))
      // The page, one row more to know there is a next, and the version: not the group's 150 calls before it.
      const rowsRead = Number(res.headers.get("X-D1-Rows-Read"))
      expect(rowsRead, q).toBeGreaterThan(SIZE)
      expect(rowsRead, q).toBeLessThanOrEqual(2 * SIZE)
    }
  })

  it("keeps a polled page's rows when calls arrive, and Next goes on without repeats or gaps", async () => {
    await seedMixedHistory()
    for (const [sort, order] of [
      ["createdAt", "desc"],
      ["status", "asc"],
      ["contact", "asc"],
    ] as const) {
      const q = `sort=${sort}&order=${order}`
      const first = await page(q)
      const second = await next(q, first)
      const polledUrl = `${q}&page=2&after=${first.nextCursor}`
      // Arrivals: the newest call, one among the oldest, one mid-list, one without a contact.
      const acme = await seedContact({ businessName: "Acme Plumbing" })
      const added = [
        await seedCall({ contactId: acme.id, status: "completed", createdAt: new Date("2026-04-01T00:00:00Z") }),
        await seedCall({ contactId: null, status: "failed", createdAt: new Date("2026-01-01T00:00:00Z") }),
        await seedCall({ contactId: null, status: "completed", createdAt: new Date("2026-03-01T12:05:30Z") }),
      ].map((c) => c.id)
      const all = expectedOrder(await storedCalls(), sort, order)
      const at = all.indexOf(first.items.at(-1)!.id)

      const polled = await page(polledUrl)
      // Exactly the calls after page 1's last row: an arrival before it neither pushes a row of
      // page 1 onto this page nor hides one.
      expect(ids([polled]), q).toEqual(all.slice(at + 1, at + 1 + SIZE))
      if (sort === "createdAt") expect(ids([polled])).toEqual(ids([second]))
      const seen = [...ids([first]), ...ids(await forward(q, polled))]
      expect(seen, q).toEqual(all.filter((id) => !added.includes(id) || all.indexOf(id) > at))
      await port.run(`DELETE FROM calls WHERE id IN (${added.join(", ")})`)
    }
  })

  it("polls a page reached by its number from its first row, and pages on from it", async () => {
    await seedMixedHistory()
    const q = "sort=result&order=desc"
    const all = expectedOrder(await storedCalls(), "result", "desc")
    const jumped = await page(`${q}&page=3`)
    expect(ids([jumped])).toEqual(all.slice(14, 21))
    expect(await page(`${q}&page=3&after=${jumped.pageCursor}`)).toEqual(jumped)
    expect(ids([await previous(q, jumped)])).toEqual(all.slice(7, 14))
    expect(ids([await next(q, jumped)])).toEqual(all.slice(21, 28))
    // "Last" is a page number too; Previous from it.
    const last = await page(`${q}&page=5`)
    expect(ids([last])).toEqual(all.slice(28))
    expect(ids([await previous(q, last)])).toEqual(all.slice(21, 28))
  })

  it("answers page 1 in full when Previous finds fewer calls before it than a page (some were deleted)", async () => {
    await seedMixedHistory()
    const q = "sort=createdAt&order=desc"
    const second = await next(q, await page(q))
    const gone = (await page(q)).items.slice(0, 4).map((i) => i.id)
    await port.run(`DELETE FROM calls WHERE id IN (${gone.join(", ")})`)
    const back = await previous(q, second)
    expect(back.page).toBe(1)
    expect(ids([back])).toEqual(expectedOrder(await storedCalls(), "createdAt", "desc").slice(0, SIZE))
  })

  it("refuses a malformed cursor, one from another sort, and after with before, with the 400 envelope", async () => {
    await seedMixedHistory()
    const byStatus = await page("sort=status")
    const cases: [string, string][] = [
      ["after=not-a-cursor!", CURSOR_INVALID_MESSAGE],
      [`after=${btoa("hello")}`, CURSOR_INVALID_MESSAGE],
      [`before=${"A".repeat(2000)}`, CURSOR_INVALID_MESSAGE],
      [`sort=contact&after=${byStatus.nextCursor}`, CURSOR_INVALID_MESSAGE],
      [
        `after=${encodeCursor({ sort: "createdAt", keys: ["yesterday", 3], inclusive: false })}`,
        CURSOR_INVALID_MESSAGE,
      ],
      [`after=${encodeCursor({ sort: "contacts", keys: [3], inclusive: false })}`, CURSOR_INVALID_MESSAGE],
      [`sort=status&after=${byStatus.nextCursor}&before=${byStatus.prevCursor}`, "Send after or before, not both."],
    ]
    for (const [query, message] of cases) {
      const res = await request(sandboxEnv(), `/api/calls?${query}`)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error, query).toMatchObject({ code: "validation_failed", message })
    }
  })
})
