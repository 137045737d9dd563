/**
 * The daily retention purge (services/settings/retention-purge.ts) on each engine: what goes, what
 * is always kept, Forever, chunks, once per operator-zone day, and the trigger-kept counters after.
 * Runs on D1 (services/settings/retention-purge.test.ts) and libSQL (retention-purge.libsql.test.ts).
 */
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { PURGE_MARKER, purgeExpiredData } from "../../src/services/settings/retention-purge"

export interface PurgeEngine {
  name: string
  /** A migrated database with none of the app's rows. */
  fresh(): Promise<DB>
}

// Monday 2026-06-15, noon in New York (the default operator zone).
export const T0 = Date.parse("2026-06-15T16:00:00Z")
const DAY = 86_400_000
const OLD = T0 - 100 * DAY // past the 90-day default
const RECENT = T0 - 10 * DAY

/** A small world of rows with explicit timestamps; returns their ids by name. */
export async function seedWorld(db: DB) {
  const p = db.port
  let phone = 1000
  const ids: Record<string, number> = {}
  const one = async (name: string, sql: string, params: unknown[]) => {
    const row = await p.first<{ id: number }>(`${sql} RETURNING id`, params)
    ids[name] = row!.id
  }
  const campaign = (name: string, status: string) =>
    one(name, "INSERT INTO campaigns (name, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)", [
      name,
      status,
      OLD,
    ])
  const job = (name: string, status: string, at: number, runId: number | null = null) =>
    one(
      name,
      `INSERT INTO scraping_jobs (query, location, status, created_at, completed_at, run_id)
       VALUES ('dentist', 'Grand Rapids, MI', ?1, ?2, ?3, ?4)`,
      [status, at, status === "completed" || status === "failed" ? at : null, runId]
    )
  const contact = (name: string, at: number, scrapeJob: number | null, status = "ready") =>
    one(
      name,
      `INSERT INTO contacts (business_name, phone, status, source, scrape_job_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
      [name, `+1616555${phone++}`, status, scrapeJob ? "dentist - Grand Rapids, MI" : "manual", scrapeJob, at]
    )
  const call = (
    name: string,
    o: { contact?: number; campaign?: number; status?: string; demo?: boolean; at: number }
  ) =>
    one(
      name,
      `INSERT INTO calls (contact_id, campaign_id, status, result, demo_scheduled, created_at, updated_at, completed_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7)`,
      [
        o.contact ?? null,
        o.campaign ?? null,
        o.status ?? "completed",
        o.status && o.status !== "completed" ? null : "answered",
        o.demo ? 1 : 0,
        o.at,
        ["queued", "calling"].includes(o.status ?? "") ? null : o.at + 60_000,
      ]
    )
  const enrol = (campaignId: number, contactId: number, position: number) =>
    p.run("INSERT INTO campaign_contacts (campaign_id, contact_id, position, state) VALUES (?1, ?2, ?3, 'done')", [
      campaignId,
      contactId,
      position,
    ])

  await campaign("running", "running")
  await campaign("paused", "paused")
  await campaign("finished", "completed")
  await one(
    "latestRun",
    `INSERT INTO automation_runs (city, state, location, time_zone, website_filter, categories, campaign_name, status, created_at)
     VALUES ('Grand Rapids', 'MI', 'Grand Rapids, MI', 'America/Detroit', 'all', '[]', 'Auto', 'completed', ?1)`,
    [OLD]
  )

  await job("keptJob", "completed", OLD) // a kept contact still comes from it
  await job("emptyJob", "completed", OLD) // its only contact goes: the job goes too
  await job("recentJob", "completed", RECENT)
  await job("runningJob", "running", OLD)
  await job("latestRunJob", "completed", OLD, ids.latestRun)
  await p.run("INSERT INTO scraped_places (job_id, place_id) VALUES (?1, 'place-a'), (?2, 'place-b')", [
    ids.emptyJob,
    ids.keptJob,
  ])

  await contact("manualOld", OLD, null)
  await contact("scrapedPlain", OLD, ids.keptJob!)
  await contact("scrapedAlone", OLD, ids.emptyJob!)
  await contact("scrapedDemo", OLD, ids.keptJob!)
  await contact("scrapedRunning", OLD, ids.keptJob!)
  await contact("scrapedPaused", OLD, ids.keptJob!)
  await contact("scrapedFinished", OLD, ids.keptJob!)
  await contact("scrapedCalling", OLD, ids.keptJob!)
  await contact("scrapedRecent", RECENT, ids.recentJob!)
  await contact("forQueued", OLD, null)

  await enrol(ids.running!, ids.scrapedRunning!, 0)
  await enrol(ids.paused!, ids.scrapedPaused!, 0)
  await enrol(ids.finished!, ids.scrapedFinished!, 0)

  await call("oldManual", { contact: ids.manualOld, at: OLD })
  await call("oldFinished", { contact: ids.scrapedFinished, campaign: ids.finished, at: OLD })
  await call("oldDemo", { contact: ids.scrapedDemo, demo: true, at: OLD })
  await call("oldRunning", { contact: ids.scrapedRunning, campaign: ids.running, at: OLD })
  await call("oldPaused", { contact: ids.scrapedPaused, campaign: ids.paused, at: OLD })
  await call("oldQueued", { contact: ids.forQueued, status: "queued", at: OLD })
  await call("oldCalling", { contact: ids.scrapedCalling, status: "calling", at: OLD })
  await call("oldFailed", { contact: ids.scrapedPlain, status: "failed", at: OLD })
  await call("recent", { contact: ids.manualOld, at: RECENT })
  return ids
}

const idsOf = async (db: DB, table: string) =>
  (await db.port.all<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).map((r) => r.id)

const setRetention = (db: DB, calls: string, scraped: string) =>
  db.port.batch(
    [
      ["call_logs_retention", calls],
      ["scraped_data_retention", scraped],
    ].map(([key, value]) => ({
      sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?1, ?2, 0)",
      params: [key, value],
    }))
  )

/** The counters triggers keep (row counts, demos, contact buckets) still equal a recount. */
async function expectCountersRight(db: DB) {
  const [versions = [], actual = []] = await db.port.batch([
    { sql: "SELECT name, row_count AS n FROM data_versions WHERE name IN ('contacts', 'calls', 'scraping_jobs')" },
    {
      sql: `SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM calls) AS calls,
              (SELECT count(*) FROM scraping_jobs) AS scraping_jobs,
              (SELECT count(*) FROM calls WHERE demo_scheduled = 1) AS demos,
              (SELECT demos FROM call_stats WHERE id = 1) AS stat_demos,
              (SELECT coalesce(sum(n), 0) FROM contact_buckets) AS bucketed`,
    },
  ])
  const counts = actual[0] as Record<string, number>
  for (const row of versions as { name: string; n: number }[]) expect(row.n, row.name).toBe(counts[row.name])
  expect(counts.stat_demos).toBe(counts.demos)
  expect(counts.bucketed).toBe(counts.contacts)
}

export function retentionPurgeSuite(engine: PurgeEngine) {
  describe(`retention purge on ${engine.name}`, () => {
    it("deletes old call logs and scraped contacts, keeping demos, active campaigns and calls in flight", async () => {
      const db = await engine.fresh()
      const ids = await seedWorld(db)
      // Nothing is stored: the 90-day default applies to both.
      const result = await purgeExpiredData(db, {}, T0)
      expect(result).toEqual({ date: "2026-06-15", calls: 3, contacts: 3, scrapingJobs: 1, done: true })

      const kept = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b)
      expect(await idsOf(db, "calls")).toEqual(
        kept("oldDemo", "oldRunning", "oldPaused", "oldQueued", "oldCalling", "recent")
      )
      expect(await idsOf(db, "contacts")).toEqual(
        kept(
          "manualOld",
          "scrapedDemo",
          "scrapedRunning",
          "scrapedPaused",
          "scrapedCalling",
          "scrapedRecent",
          "forQueued"
        )
      )
      expect(await idsOf(db, "scraping_jobs")).toEqual(kept("keptJob", "recentJob", "runningJob", "latestRunJob"))
      // Rows hanging off what went are gone too; the finished campaign keeps its other figures.
      expect(await db.port.all("SELECT job_id FROM scraped_places")).toEqual([{ job_id: ids.keptJob }])
      expect(await db.port.all("SELECT campaign_id FROM campaign_contacts ORDER BY campaign_id")).toEqual([
        { campaign_id: ids.running },
        { campaign_id: ids.paused },
      ])
      expect(await idsOf(db, "campaigns")).toHaveLength(3)
      await expectCountersRight(db)
      expect(await db.port.first("SELECT value FROM system_state WHERE key = ?1", [PURGE_MARKER])).toEqual({
        value: "2026-06-15",
      })
    })

    it("purges nothing when both are kept Forever, and each kind follows its own setting", async () => {
      const db = await engine.fresh()
      await seedWorld(db)
      await setRetention(db, "forever", "forever")
      expect(await purgeExpiredData(db, {}, T0)).toBeNull()
      expect(await idsOf(db, "calls")).toHaveLength(9)
      expect(await idsOf(db, "contacts")).toHaveLength(10)
      expect(await idsOf(db, "scraping_jobs")).toHaveLength(5)

      await setRetention(db, "forever", "30_days")
      expect(await purgeExpiredData(db, {}, T0)).toMatchObject({ calls: 0, contacts: 3, scrapingJobs: 1 })
      expect(await idsOf(db, "calls")).toHaveLength(9)
    })

    it("keeps rows younger than the chosen period: 1 year keeps 100-day-old rows, not 400-day-old ones", async () => {
      const db = await engine.fresh()
      await seedWorld(db)
      await setRetention(db, "1_year", "1_year")
      expect(await purgeExpiredData(db, {}, T0)).toMatchObject({ calls: 0, contacts: 0, scrapingJobs: 0, done: true })
      expect(await purgeExpiredData(db, {}, T0 + 300 * DAY)).toMatchObject({ calls: 3, contacts: 3, scrapingJobs: 1 })
    })

    it("runs once per operator-zone day, spreading a backlog over chunks", async () => {
      const db = await engine.fresh()
      await seedWorld(db)
      // Chunks of 2: the three old calls need two looks; the day is done only after the second.
      expect(await purgeExpiredData(db, {}, T0, 2)).toMatchObject({ calls: 2, done: false })
      expect(await purgeExpiredData(db, {}, T0 + 60_000, 2)).toMatchObject({ calls: 1, done: true })
      expect(await purgeExpiredData(db, {}, T0 + 120_000, 2)).toBeNull()

      // An old call that appears later that day waits for the next day in New York.
      await db.port.run(
        "INSERT INTO calls (status, demo_scheduled, created_at, updated_at, completed_at) VALUES ('completed', 0, ?1, ?1, ?1)",
        [OLD]
      )
      const lateEvening = Date.parse("2026-06-16T03:30:00Z") // 23:30 on the 15th in New York
      expect(await purgeExpiredData(db, {}, lateEvening)).toBeNull()
      expect(await idsOf(db, "calls")).toHaveLength(7)
      const nextDay = Date.parse("2026-06-16T04:30:00Z") // 00:30 on the 16th
      expect(await purgeExpiredData(db, {}, nextDay)).toMatchObject({ date: "2026-06-16", calls: 1, done: true })
      expect(await idsOf(db, "calls")).toHaveLength(6)
      await expectCountersRight(db)
    })
  })
}
