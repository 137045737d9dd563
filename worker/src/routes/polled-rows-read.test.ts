import { env } from "cloudflare:test"
import { beforeAll, describe, expect, it } from "vitest"
import { appRequest } from "../../test/app-request"
import { port } from "../../test/port"
import type { Env } from "../env"
import type { ScrapedGroup } from "../schemas/api-routes/scraping"
import type { ContactList } from "../schemas/contacts-api"

/**
 * Polled screens read about as many D1 rows as they show (issue 20), however large the tables grow:
 * each route is asked at two sizes and must read (nearly) the same rows at both. The rows come from
 * the X-D1-Rows-Read header the bench probe adds (BENCH_ROWS_READ=1), the figure D1 bills.
 */
const e = { ...env, BENCH_ROWS_READ: "1" } as Env

async function rowsRead<T>(path: string) {
  // After-write: the query runs again instead of answering from the cached body.
  const res = await appRequest(e, path, { headers: { "X-Bench-After-Write": "1" } })
  expect(res.status).toBe(200)
  // A trailing "+" says a raw() read ran uncounted (drizzle reads settings so); the sum is what grows.
  return { rows: Number.parseInt(res.headers.get("X-D1-Rows-Read") ?? "", 10), body: (await res.json()) as T }
}

/** `n` more contacts in one statement: every `scrapedEvery`th one scraped under one of three labels. */
async function addContacts(n: number, scrapedEvery = 2) {
  await port.run(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?1)
     INSERT INTO contacts (business_name, phone, source, scrape_job_id, created_at, updated_at)
     SELECT 'Biz ' || (base + i), '+1616' || printf('%07d', base + i),
            iif(i % ?2 = 0, 'Dentists in ' || (i % 3), 'manual'), iif(i % ?2 = 0, 1, NULL),
            1767225600000 + i, 1767225600000 + i
     FROM k, (SELECT coalesce(max(id), 0) AS base FROM contacts)`,
    [n, scrapedEvery]
  )
}

const scrapedCount = async (label?: string) =>
  (
    await port.first<{ n: number }>(
      `SELECT count(*) AS n FROM contacts WHERE scrape_job_id IS NOT NULL ${label ? "AND source = ?1" : ""}`,
      label ? [label] : []
    )
  )?.n

describe("Maps Scraping's Scraped Contacts and Create Campaign groups", () => {
  beforeAll(async () => {
    await port.run("DELETE FROM contacts")
  })

  const reads = async () => ({
    page: await rowsRead<ContactList>("/api/scraping/contacts?page=1&pageSize=25"),
    labelled: await rowsRead<ContactList>(
      `/api/scraping/contacts?page=1&pageSize=25&label=${encodeURI("Dentists in 1")}`
    ),
    groups: await rowsRead<{ groups: ScrapedGroup[] }>("/api/scraping/groups"),
  })

  it("read the same rows at 600 and at 6,000 contacts, with exact totals and groups", async () => {
    await addContacts(600)
    const small = await reads()
    await addContacts(5_400)
    const large = await reads()

    expect(large.page.body.items).toHaveLength(25)
    expect(large.page.body.total).toBe(await scrapedCount())
    expect(large.labelled.body.total).toBe(await scrapedCount("Dentists in 1"))
    expect(large.labelled.body.items.every((i) => i.source === "Dentists in 1")).toBe(true)
    expect(large.groups.body.groups.map((g) => g.count)).toEqual(
      await Promise.all(large.groups.body.groups.map((g) => scrapedCount(g.label)))
    )
    expect(large.groups.body.groups[0]?.names).toHaveLength(3)

    for (const key of ["page", "labelled", "groups"] as const) {
      // Within 2x the 25 rows shown (a page) plus a few point reads, and not growing with the table.
      expect(large[key].rows, key).toBeLessThanOrEqual(small[key].rows + 2)
      expect(large[key].rows, key).toBeLessThanOrEqual(2 * 25 + 5)
    }
  })

  it("keep their counts exact as contacts are deleted, relabelled and unlinked from their job", async () => {
    await port.run("DELETE FROM contacts WHERE id IN (SELECT id FROM contacts WHERE source = 'Dentists in 2' LIMIT 40)")
    await port.run(
      "UPDATE contacts SET source = 'Salons in 9' WHERE id IN (SELECT id FROM contacts WHERE source = 'Dentists in 0' LIMIT 7)"
    )
    await port.run(
      "UPDATE contacts SET scrape_job_id = NULL WHERE id IN (SELECT id FROM contacts WHERE source = 'Dentists in 1' LIMIT 5)"
    )
    await port.run(
      "UPDATE contacts SET scrape_job_id = 3 WHERE id IN (SELECT id FROM contacts WHERE scrape_job_id IS NULL LIMIT 4)"
    )
    const { body } = await rowsRead<{ groups: ScrapedGroup[] }>("/api/scraping/groups")
    const expected = await port.all<{ label: string; count: number }>(
      `SELECT source AS label, count(*) AS count FROM contacts WHERE scrape_job_id IS NOT NULL
       GROUP BY source ORDER BY count DESC, source`
    )
    expect(body.groups.map(({ label, count }) => ({ label, count }))).toEqual(expected)
    expect((await rowsRead<ContactList>("/api/scraping/contacts")).body.total).toBe(await scrapedCount())

    // A label with no scraped contact left is no group.
    await port.run("DELETE FROM contacts WHERE source = 'Salons in 9'")
    const after = await rowsRead<{ groups: ScrapedGroup[] }>("/api/scraping/groups")
    expect(after.body.groups.map((g) => g.label)).not.toContain("Salons in 9")
  })
})

describe("the Demo Calendar's month", () => {
  const DAY = 86_400_000
  const now = Date.now()

  /** `n` demos one every `every` ms from `start`, beside as many calls without a demo; test calls add none. */
  async function addDemos(n: number, start: number, every: number, isTest = 0) {
    await port.run(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ?1 * 2 - 1)
       INSERT INTO calls (status, demo_scheduled, demo_date, is_test, created_at, updated_at)
       SELECT 'completed', i % 2, iif(i % 2 = 1, ?2 + (i / 2) * ?3, NULL), ?4, ?2, ?2 FROM k`,
      [n, start, every, isTest]
    )
  }
  const month = () => {
    const from = Math.floor(now / DAY) * DAY - 14 * DAY
    return `/api/calendar/events?from=${new Date(from).toISOString()}&to=${new Date(from + 42 * DAY).toISOString()}`
  }
  const expectedCounts = async () =>
    port.first<{ upcoming: number; total: number }>(
      `SELECT sum(demo_date >= ?1) AS upcoming, count(*) AS total FROM calls
       WHERE demo_scheduled = 1 AND demo_date IS NOT NULL AND is_test = 0`,
      [now]
    )
  type Events = { events: unknown[]; counts: { upcoming: number; completed: number; total: number } }

  beforeAll(async () => {
    await port.run("DELETE FROM calls")
  })

  it("reads the same rows with 40 and with 4,000 older demos, and counts them exactly", async () => {
    // Demos to come: every 5 hours for the next 10 days (some later today), and a few test calls.
    await addDemos(48, now - 3 * 3_600_000, 5 * 3_600_000)
    await addDemos(5, now + DAY, DAY, 1)
    await addDemos(40, now - 400 * DAY, 3_600_000)
    const small = await rowsRead<Events>(month())
    await addDemos(3_960, now - 300 * DAY, 3_600_000)
    const large = await rowsRead<Events>(month())

    const expected = await expectedCounts()
    expect(large.body.counts).toEqual({
      upcoming: expected?.upcoming,
      completed: (expected?.total ?? 0) - (expected?.upcoming ?? 0),
      total: expected?.total,
    })
    expect(large.body.counts.total).toBe(4_048)
    expect(large.body.events).toEqual(small.body.events)
    expect(large.rows).toBeLessThanOrEqual(small.rows + 2)
  })

  it("keeps its counts exact as demos move, are cancelled, deleted or marked test calls", async () => {
    await port.run(
      `UPDATE calls SET demo_date = demo_date + 600 * ${DAY} WHERE id IN
      (SELECT id FROM calls WHERE demo_scheduled = 1 AND demo_date < ?1 LIMIT 30)`,
      [now]
    )
    await port.run(
      `UPDATE calls SET demo_scheduled = 0 WHERE id IN
      (SELECT id FROM calls WHERE demo_scheduled = 1 AND demo_date >= ?1 LIMIT 4)`,
      [now]
    )
    await port.run("DELETE FROM calls WHERE id IN (SELECT id FROM calls WHERE demo_scheduled = 1 LIMIT 25)")
    await port.run("UPDATE calls SET is_test = 1 WHERE id IN (SELECT id FROM calls WHERE demo_scheduled = 1 LIMIT 3)")
    await port.run("UPDATE calls SET is_test = 0 WHERE is_test = 1 AND demo_scheduled = 1 AND demo_date > ?1", [now])
    await port.run(
      "UPDATE calls SET demo_date = NULL WHERE id IN (SELECT id FROM calls WHERE demo_scheduled = 1 LIMIT 2)"
    )
    const { body } = await rowsRead<Events>(month())
    const expected = await expectedCounts()
    expect(body.counts.total).toBe(expected?.total)
    expect(body.counts.upcoming).toBe(expected?.upcoming)
  })
})

describe("the campaign checklist's ready contacts", () => {
  beforeAll(async () => {
    await port.run("DELETE FROM contacts")
  })
  const count = async (where: string, params: string[]) =>
    (await port.first<{ n: number }>(`SELECT count(*) AS n FROM contacts WHERE ${where}`, params))?.n

  it("totals one status, category or source in the same rows at 600 and 6,000 contacts, exactly", async () => {
    await addContacts(600)
    const small = await rowsRead<ContactList>("/api/contacts?status=ready&pageSize=100")
    await addContacts(5_400)
    await port.run("UPDATE contacts SET status = 'called' WHERE id % 7 = 0")
    await port.run("UPDATE contacts SET category = 'Dental' WHERE id % 5 = 0")
    await port.run("DELETE FROM contacts WHERE id % 11 = 0")
    const large = await rowsRead<ContactList>("/api/contacts?status=ready&pageSize=100")
    expect(large.body.items).toHaveLength(100)
    expect(large.body.total).toBe(await count("status = ?1", ["ready"]))
    expect(large.rows).toBeLessThanOrEqual(small.rows + 2)

    const called = await rowsRead<ContactList>("/api/contacts?status=called")
    expect(called.body.total).toBe(await count("status = ?1", ["called"]))
    const dental = await rowsRead<ContactList>("/api/contacts?category=Dental")
    expect(dental.body.total).toBe(await count("category = ?1", ["Dental"]))
    const label = await rowsRead<ContactList>(`/api/contacts?source=${encodeURI("Dentists in 2")}`)
    expect(label.body.total).toBe(await count("source = ?1", ["Dentists in 2"]))
    // Two filters still count their matches over the index.
    const both = await rowsRead<ContactList>("/api/contacts?status=ready&category=Dental")
    expect(both.body.total).toBe(await count("status = ?1 AND category = ?2", ["ready", "Dental"]))
  })
})
