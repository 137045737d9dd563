import { describe, expect, it } from "vitest"

import { collectAllContacts, EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE } from "./collect-contacts"
import type { ContactList, ContactListItem } from "@shared/contacts-api"

const item = (id: number) => ({ id, businessName: `Shop ${id}` }) as ContactListItem

/** A fake paged API over ids total..1 (newest first), recording the pages asked for. */
function fakeApi(total: number) {
  const asked: number[] = []
  const fetchPage = async (page: number, pageSize: number): Promise<ContactList> => {
    asked.push(page)
    const ids = Array.from({ length: total }, (_, i) => total - i)
    return {
      items: ids.slice((page - 1) * pageSize, page * pageSize).map(item),
      total,
      totalCapped: false,
      page,
      pageSize,
    }
  }
  return { fetchPage, asked }
}

describe("collectAllContacts", () => {
  it("fetches every page at the largest page size and reports progress up to the total", async () => {
    const api = fakeApi(1234)
    const progress: number[] = []
    const all = await collectAllContacts(api.fetchPage, (p) => progress.push(p.done))
    expect(all).toHaveLength(1234)
    expect(all[0]?.id).toBe(1234)
    expect(all.at(-1)?.id).toBe(1)
    expect(api.asked.sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(1234 / EXPORT_PAGE_SIZE) }, (_, i) => i + 1)
    )
    expect(progress.at(-1)).toBe(1234)
  })

  it("asks once for an empty or single-page result", async () => {
    const empty = fakeApi(0)
    expect(await collectAllContacts(empty.fetchPage)).toEqual([])
    expect(empty.asked).toEqual([1])
    const small = fakeApi(40)
    expect(await collectAllContacts(small.fetchPage)).toHaveLength(40)
    expect(small.asked).toEqual([1])
  })

  it("keeps fetching past a capped total until the server reports the end", async () => {
    // 2,345 matches; like the API, a search counts up to whole thousands beyond the page.
    const matches = 2345
    const asked: number[] = []
    const fetchPage = async (page: number, pageSize: number): Promise<ContactList> => {
      asked.push(page)
      const ids = Array.from({ length: matches }, (_, i) => matches - i)
      const cap = (Math.floor((page * pageSize) / 1000) + 1) * 1000
      const capped = matches > cap
      return {
        items: ids.slice((page - 1) * pageSize, page * pageSize).map(item),
        total: capped ? cap : matches,
        totalCapped: capped,
        page,
        pageSize,
      }
    }
    const progress: { done: number; total: number }[] = []
    const all = await collectAllContacts(fetchPage, (p) => progress.push(p))
    expect(all).toHaveLength(matches)
    expect(new Set(all.map((c) => c.id)).size).toBe(matches)
    expect(Math.max(...asked)).toBeLessThanOrEqual(24 + EXPORT_CONCURRENCY)
    expect(progress.at(-1)).toEqual({ done: matches, total: matches })
  })

  it("drops a row seen twice when an insert shifts rows between pages", async () => {
    const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => item(from - i))
    const fetchPage = async (page: number, pageSize: number): Promise<ContactList> => ({
      // Page 2 was read after a new contact pushed id 51 down from page 1.
      items: page === 1 ? range(150, 51) : range(51, 2),
      total: 150,
      totalCapped: false,
      page,
      pageSize,
    })
    const ids = (await collectAllContacts(fetchPage)).map((c) => c.id)
    expect(ids).toHaveLength(149)
    expect(new Set(ids).size).toBe(149)
    expect(ids.slice(0, 2)).toEqual([150, 149])
  })

  it("stops when aborted", async () => {
    const controller = new AbortController()
    const api = fakeApi(1000)
    const run = collectAllContacts(api.fetchPage, () => controller.abort(), controller.signal)
    await expect(run).rejects.toThrow()
    expect(api.asked.length).toBeLessThan(10)
  })
})
