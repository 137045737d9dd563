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

describe("the dashboard's stats and the Campaign Status panel", () => {
  const HOUR = 3_600_000
  const now = Date.now()
  const nowHour = Math.floor(now / HOUR)
  const todayHour = Math.floor(now / 86_400_000) * 24

  beforeAll(async () => {
    await port.run("DELETE FROM calls")
  })

  /**
   * `n` placed calls one every `every` hours up to `hoursAgo` (every third answered, every fifth with
   * a demo, a cost on each), oldest first as they are made, and `calling` more in progress now.
   */
  async function addCalls(n: number, hoursAgo: number, every: number, calling = 0) {
    await port.run(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ?1 - 1)
       INSERT INTO calls (status, vapi_call_id, result, demo_scheduled, cost, dialed_at, created_at, updated_at)
       SELECT 'completed', 'v' || lower(hex(randomblob(8))), iif(i % 3 = 0, 'answered', 'no answer'), i % 5 = 0, 0.25,
         t, t, t FROM (SELECT i, (?2 - ?3 - (?1 - 1 - i) * ?4) * ${HOUR} + 60000 AS t FROM k)`,
      [n, nowHour, hoursAgo, every]
    )
    await port.run(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ?1 - 1)
       INSERT INTO calls (status, vapi_call_id, dialed_at, created_at, updated_at)
       SELECT 'calling', 'v' || lower(hex(randomblob(8))), ?2, ?2, ?2 FROM k WHERE ?1 > 0`,
      [calling, now - 10 * 60_000]
    )
  }

  type Stats = {
    callsToday: number
    week: {
      thisWeek: Record<string, number>
      lastWeek: Record<string, number>
      from: string
      lastWeekFrom: string
      lastWeekTo: string
    }
    spend: { voice: number; monthStart: string }
  }
  type Panel = { todaysCalls: number; activeCalls: number; answered: number; demosScheduled: number }
  const reads = async () => ({
    stats: await rowsRead<Stats>("/api/dashboard/stats?tz=UTC"),
    panel: await rowsRead<Panel>("/api/campaigns/status?tz=UTC"),
  })

  /** The plain sums over the hourly buckets (the counters' own definition) from `from` to `to` (ms). */
  const bucketSums = async (from: string, to = "9999-01-01T00:00:00Z") =>
    port.first<{ placed: number; answered: number; demos: number; cost: number }>(
      `SELECT coalesce(sum(placed), 0) AS placed, coalesce(sum(answered), 0) AS answered,
        coalesce(sum(demos), 0) AS demos, coalesce(sum(cost), 0) AS cost
       FROM call_hourly_stats WHERE hour >= ?1 AND hour <= ?2`,
      [Math.floor(Date.parse(from) / HOUR), Math.floor(Date.parse(to) / HOUR)]
    )

  async function expectExact() {
    const { stats, panel } = await reads()
    const today = await bucketSums(new Date(todayHour * HOUR).toISOString())
    expect(stats.body.callsToday).toBe(today?.placed)
    expect(panel.body).toMatchObject({
      todaysCalls: today?.placed,
      answered: today?.answered,
      demosScheduled: today?.demos,
    })
    const calling = await port.first<{ n: number }>(
      "SELECT count(*) AS n FROM calls WHERE status = 'calling' AND is_test = 0"
    )
    expect(panel.body.activeCalls).toBe(calling?.n)
    const week = await bucketSums(stats.body.week.from)
    expect(stats.body.week.thisWeek).toMatchObject({
      placed: week?.placed,
      answered: week?.answered,
      demos: week?.demos,
    })
    const last = await bucketSums(stats.body.week.lastWeekFrom, stats.body.week.lastWeekTo)
    expect(stats.body.week.lastWeek).toMatchObject({
      placed: last?.placed,
      answered: last?.answered,
      demos: last?.demos,
    })
    expect(stats.body.spend.voice).toBeCloseTo((await bucketSums(stats.body.spend.monthStart))?.cost ?? -1, 4)
  }

  it("read the same rows with a month and with a year of calls, and count exactly", async () => {
    // Today's calls (every hour so far), a month of history, and calls in progress.
    await addCalls(Math.max(1, nowHour - todayHour), 0, 1)
    await addCalls(30 * 4, 1, 6, 20)
    const small = await reads()
    // Eleven older months (added after the newer calls: an old hour's change writes that hour only).
    await addCalls(11 * 30 * 4, 30 * 24, 6, 200)
    const large = await reads()
    for (const key of ["stats", "panel"] as const) {
      // The panel counts the calls on the line from their index (no counter rows written per call):
      // one entry each, here the 200 more in progress; never the history.
      const onTheLine = key === "panel" ? 200 : 0
      expect(large[key].rows, key).toBeLessThanOrEqual(small[key].rows + 2 + onTheLine)
      // At most a month and a week of hourly rows (call_hourly_stats, no running sums), whatever the history.
      expect(large[key].rows, key).toBeLessThanOrEqual((31 + 7) * 24 + 30)
    }
    await expectExact()
  })

  it("keep their counts exact as calls end, change result, get cancelled, are deleted and cost more", async () => {
    await port.run(
      "UPDATE calls SET status = 'completed', result = 'answered' WHERE id IN (SELECT id FROM calls WHERE status = 'calling' LIMIT 30)"
    )
    await port.run(
      "UPDATE calls SET status = 'cancelled' WHERE id IN (SELECT id FROM calls WHERE status = 'calling' LIMIT 15)"
    )
    await port.run("UPDATE calls SET result = 'busy', demo_scheduled = 1 WHERE result = 'answered' AND id % 4 = 0")
    await port.run("UPDATE calls SET cost = cost + 1.5 WHERE id % 9 = 0")
    await port.run("DELETE FROM calls WHERE id % 13 = 0")
    // A bucket removed outright (nothing does so today) leaves the sums right too.
    await port.run("DELETE FROM call_hourly_stats WHERE hour = (SELECT min(hour) FROM call_hourly_stats)")
    await expectExact()
  })
})

describe("why a campaign waits", () => {
  beforeAll(async () => {
    await port.run("DELETE FROM contacts")
    await port.run("DELETE FROM campaigns")
  })
  type Waiting = {
    items: { campaignId: number; callableNow: number; reasons: { reason: string; count: number | null }[] }[]
  }

  /** Selects every contact not in the campaign yet: zones in turn, 1 in 10 waiting to retry, 1 in 50 in a call. */
  async function select(campaignId: number) {
    await port.run(
      `INSERT INTO campaign_contacts (campaign_id, contact_id, position, state, due_at, callee_tz)
       SELECT ?1, id, id, iif(id % 50 = 0, 'in_flight', 'pending'), iif(id % 10 = 0, ?2 + 3600000, 0),
         CASE id % 3 WHEN 0 THEN 'America/Chicago' WHEN 1 THEN 'America/New_York' ELSE '' END
       FROM contacts WHERE id NOT IN (SELECT contact_id FROM campaign_contacts WHERE campaign_id = ?1)`,
      [campaignId, Date.now()]
    )
  }
  const waiting = async (id: number) => {
    const { rows, body } = await rowsRead<Waiting>("/api/campaigns/waiting")
    return { rows, item: body.items.find((i) => i.campaignId === id)! }
  }
  const count = (item: Waiting["items"][number], reason: string) =>
    item.reasons.filter((r) => r.reason === reason).reduce((n, r) => n + (r.count ?? 0), 0)
  const plain = async (id: number, where: string) =>
    (
      await port.first<{ n: number }>(
        `SELECT count(*) AS n FROM campaign_contacts WHERE campaign_id = ?1 AND ${where}`,
        where.includes("?2") ? [id, Date.now()] : [id]
      )
    )?.n

  it("reads the same rows for 600 and 6,000 selected contacts, and counts them exactly", async () => {
    const t = 1767225600000
    const id = Number(
      (
        await port.first<{ id: number }>(
          `INSERT INTO campaigns (name, status, timezone, start_time, end_time, created_at, updated_at)
           VALUES ('Big', 'running', 'UTC', '00:00', '00:00', ?1, ?1) RETURNING id`,
          [t]
        )
      )?.id
    )
    await addContacts(600)
    await select(id)
    const small = await waiting(id)
    const inFlightSmall = (await plain(id, "state = 'in_flight'"))!
    await addContacts(5_400)
    await select(id)
    const large = await waiting(id)
    // The waiting contacts cost nothing more; the calls on the line one index entry each (no
    // counter row is written per dial to spare this read).
    const moreInFlight = (await plain(id, "state = 'in_flight'"))! - inFlightSmall
    expect(moreInFlight).toBeGreaterThan(50)
    expect(large.rows).toBeLessThanOrEqual(small.rows + 2 + moreInFlight)

    const check = async () => {
      const { item } = await waiting(id)
      expect(count(item, "in_call")).toBe(await plain(id, "state = 'in_flight'"))
      // Every pending contact is callable now or named in a reason, once.
      const named =
        item.callableNow + count(item, "retry_gap") + count(item, "callee_hours") + count(item, "callee_window")
      expect(named).toBe(await plain(id, "state = 'pending'"))
      if (item.callableNow > 0)
        expect(count(item, "retry_gap")).toBe(await plain(id, "state = 'pending' AND due_at > ?2"))
    }
    await check()
    // Calls end, contacts are skipped, retried later or removed, and the campaign's rows follow.
    await port.run("UPDATE campaign_contacts SET state = 'done' WHERE campaign_id = ?1 AND contact_id % 7 = 0", [id])
    await port.run("UPDATE campaign_contacts SET state = 'skipped' WHERE campaign_id = ?1 AND contact_id % 11 = 0", [
      id,
    ])
    await port.run("UPDATE campaign_contacts SET due_at = ?2 + 60000 WHERE campaign_id = ?1 AND contact_id % 13 = 0", [
      id,
      Date.now(),
    ])
    await port.run(
      "UPDATE campaign_contacts SET callee_tz = 'America/Denver' WHERE campaign_id = ?1 AND contact_id % 17 = 0",
      [id]
    )
    await port.run("DELETE FROM contacts WHERE id % 19 = 0")
    await check()
    // A deleted campaign leaves no counts behind.
    await port.run("DELETE FROM campaigns WHERE id = ?1", [id])
    expect(
      (await port.first<{ n: number }>("SELECT count(*) AS n FROM campaign_due_hours WHERE campaign_id = ?1", [id]))?.n
    ).toBe(0)
  })
})
