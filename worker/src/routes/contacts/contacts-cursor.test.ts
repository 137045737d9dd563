import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { port } from "../../../test/port"
import { CURSOR_INVALID_MESSAGE, encodeCursor } from "../../schemas/page-cursor"
import { API, insertCalls, list, type ListJson, resetContacts, seedContacts } from "./contacts-test-helpers"

beforeEach(resetContacts)

const SIZE = 7
type Query = Record<string, string | number>

/** What Next and Previous ask for from a page. */
const next = (q: Query, from: ListJson) => list({ ...q, pageSize: SIZE, page: from.page + 1, after: from.nextCursor! })
const previous = (q: Query, from: ListJson) =>
  list({ ...q, pageSize: SIZE, page: from.page - 1, before: from.prevCursor! })

const ids = (pages: ListJson[]) => pages.flatMap((p) => p.items.map((i) => i.id))

/** Next from page 1 to the end, then Previous back to page 1: each way, every page's ids in order. */
async function bothWays(q: Query) {
  const pages = [await list({ ...q, pageSize: SIZE })]
  while (pages.at(-1)!.items.length === SIZE) {
    const p = await next(q, pages.at(-1)!)
    if (p.items.length === 0) break
    pages.push(p)
  }
  const back = [pages.at(-1)!]
  while (back[0]!.page > 1) back.unshift(await previous(q, back[0]!))
  return { forward: ids(pages), backward: ids(back) }
}

describe("GET /api/contacts by cursor", () => {
  it("pages forward with Next and back with Previous, each contact exactly once, newest first, filtered or not", async () => {
    const seeded = await seedContacts(40, (i) => ({
      businessName: `${i % 2 ? "Riverside" : "Harbor"} Shop ${i}`,
      status: i % 3 === 0 ? "called" : "ready",
    }))
    await insertCalls(
      seeded.filter((_, i) => i % 4 === 0),
      "completed",
      "answered",
      1
    )
    const newest = [...seeded].reverse()
    const where = (keep: (i: number) => boolean) => newest.filter((id) => keep(seeded.indexOf(id)))
    const cases: [Query, number[]][] = [
      [{}, newest],
      [{ status: "called" }, where((i) => i % 3 === 0)],
      [{ q: "riverside" }, where((i) => i % 2 === 1)], // the FTS index
      [{ q: "p 1" }, where((i) => String(i).startsWith("1"))], // a 3-character phrase, "Shop 1…"
      [{ q: "riverside", status: "ready" }, where((i) => i % 2 === 1 && i % 3 !== 0)],
      [{ called: "false", status: "ready" }, where((i) => i % 4 !== 0 && i % 3 !== 0)],
    ]
    for (const [q, expected] of cases) {
      const { forward, backward } = await bothWays(q)
      expect(forward, JSON.stringify(q)).toEqual(expected)
      expect(backward, JSON.stringify(q)).toEqual(expected)
    }
    // A short (LIKE) search matches phones as well: the cursor pages list what the page numbers list.
    const byNumber = ids(await Promise.all([1, 2, 3, 4, 5, 6].map((page) => list({ q: "3", pageSize: SIZE, page }))))
    expect(byNumber.length).toBeGreaterThan(SIZE)
    const { forward, backward } = await bothWays({ q: "3" })
    expect(forward).toEqual(byNumber)
    expect(backward).toEqual(byNumber)
  })

  it("keeps a polled page's contacts when new ones arrive, and Next goes on without repeats or gaps", async () => {
    const seeded = await seedContacts(30)
    const newest = [...seeded].reverse()
    const first = await list({ pageSize: SIZE })
    const polled = { pageSize: SIZE, page: 2, after: first.nextCursor! }
    const second = await list(polled)
    expect(ids([second])).toEqual(newest.slice(7, 14))

    const added = await seedContacts(3, (i) => ({
      businessName: `Newcomer ${i}`,
      phone: `556${String(i).padStart(7, "0")}`,
    }))
    const again = await list(polled)
    expect(again.items).toEqual(second.items)
    expect(again.total).toBe(33)
    const rest = [again]
    while (rest.at(-1)!.nextCursor && rest.at(-1)!.items.length === SIZE) rest.push(await next({}, rest.at(-1)!))
    expect([...ids([first]), ...ids(rest)]).toEqual(newest)
    // Page 1 read from the top shows the newcomers.
    expect(ids([await list({ pageSize: SIZE })]).slice(0, 3)).toEqual([...added].reverse())
  })

  it("polls a page reached by its number from its first row, with 304 while nothing changed", async () => {
    const seeded = await seedContacts(30)
    const newest = [...seeded].reverse()
    const jumped = await list({ pageSize: SIZE, page: 3 })
    expect(ids([jumped])).toEqual(newest.slice(14, 21))
    const poll = `${API}?pageSize=${SIZE}&page=3&after=${jumped.pageCursor}`
    const res = await SELF.fetch(poll)
    expect(await res.json()).toEqual(jumped)
    const unchanged = await SELF.fetch(poll, { headers: { "If-None-Match": res.headers.get("ETag")! } })
    expect(unchanged.status).toBe(304)
    expect(ids([await previous({}, jumped)])).toEqual(newest.slice(7, 14))
    expect(ids([await next({}, jumped)])).toEqual(newest.slice(21, 28))
  })

  it("answers page 1 in full when Previous finds fewer contacts before it than a page", async () => {
    const seeded = await seedContacts(20)
    const first = await list({ pageSize: SIZE })
    const second = await next({}, first)
    await port.run(`DELETE FROM contacts WHERE id IN (${ids([first]).slice(0, 3).join(", ")})`)
    const back = await previous({}, second)
    expect(back.page).toBe(1)
    expect(ids([back])).toEqual(
      [...seeded]
        .reverse()
        .filter((id) => !ids([first]).slice(0, 3).includes(id))
        .slice(0, SIZE)
    )
  })

  it("refuses a malformed cursor, one from Call History, and after with before, with the 400 envelope", async () => {
    await seedContacts(10)
    const first = await list({ pageSize: 3 })
    const cases: [string, string][] = [
      ["after=%%%", CURSOR_INVALID_MESSAGE],
      [`before=${btoa('["contacts",0,"seven"]')}`, CURSOR_INVALID_MESSAGE],
      [`after=${encodeCursor({ sort: "createdAt", keys: [1, 2], inclusive: false })}`, CURSOR_INVALID_MESSAGE],
      [`after=${encodeCursor({ sort: "contacts", keys: [1.5], inclusive: false })}`, CURSOR_INVALID_MESSAGE],
      [`after=${first.nextCursor}&before=${first.prevCursor}`, "Send after or before, not both."],
    ]
    for (const [query, message] of cases) {
      const res = await SELF.fetch(`${API}?${query}`)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error, query).toMatchObject({ code: "validation_failed", message })
    }
  })
})
