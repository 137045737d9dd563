import { applyD1Migrations, env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import { d1Port } from "../src/db/sql/d1-port"
import { seedCall, seedCampaign, seedContact, setSettings } from "./call-fixtures"
import { freshDatabase } from "./fresh-database"

/**
 * Every worker test file trusts that it starts from exactly what the migrations leave, though after
 * the first file of a runtime the database is reset from a snapshot, not migrated (fresh-database.ts).
 * This file dirties every kind of state a test leaves (rows behind triggers, summary tables, version
 * counters, AUTOINCREMENT counters, the full-text index) and compares the reset with a real migration.
 */
const port = d1Port(env.DB)

/** Every row of every table (the full-text index's own tables included) and the schema, as text. */
async function dump() {
  const tables = await port.all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`
  )
  const rows: Record<string, string[]> = {}
  for (const { name } of tables) {
    const all = await port.all<Record<string, unknown>>(`SELECT * FROM "${name}"`)
    // When each migration ran is the clock's, not the migrations': a second migration differs there.
    const kept = name === "d1_migrations" ? all.map((r) => ({ ...r, applied_at: "" })) : all
    rows[name] = kept.map((r) => JSON.stringify(r)).sort()
  }
  const schema = await port.all(
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name"
  )
  return { rows, schema }
}

/** What a test leaves behind: contacts (full-text index, buckets), calls (stats), a campaign, settings. */
async function dirty() {
  const campaign = await seedCampaign()
  const a = await seedContact({ businessName: "Zebra Plumbing" })
  const b = await seedContact({ businessName: "Acme Roofing" })
  await seedCall({ contactId: a.id, campaignId: campaign.id, status: "completed", vapiCallId: "call_x" })
  await seedCall({ contactId: b.id, status: "calling", vapiCallId: "call_y", dialedAt: new Date() })
  await setSettings({ assistant_id: "asst_dirty" })
  await port.run("DELETE FROM contacts WHERE id = ?", [a.id])
}

const search = (term: string) => port.all("SELECT rowid FROM contacts_fts WHERE contacts_fts MATCH ?", [`"${term}"`])

// A key of this file's own, so the first reset below records the database it just migrated.
const KEY = "fresh-database.test"
let migrations = 0
const migrate = () => {
  migrations++
  return applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
}

describe("a test file's fresh database", () => {
  it("is, reset from the record, what the migrations leave on an empty database", async () => {
    await freshDatabase(KEY, port, migrate)
    expect(migrations).toBe(1)
    const migrated = await dump()
    const first = await seedContact({ businessName: "Acme Roofing" })
    expect(await search("Acme")).toEqual([{ rowid: first.id }])
    await dirty()
    expect((await dump()).rows).not.toEqual(migrated.rows)

    await freshDatabase(KEY, port, migrate)
    expect(migrations).toBe(1)
    expect(await dump()).toEqual(migrated)
    expect(await search("Acme")).toEqual([])
    // New rows get the ids a freshly migrated database gives them, and are found again.
    const again = await seedContact({ businessName: "Acme Roofing" })
    expect(again.id).toBe(first.id)
    expect(await search("Acme")).toEqual([{ rowid: first.id }])
  })

  it("is migrated afresh when a file left the schema changed", async () => {
    await freshDatabase(KEY, port, migrate)
    const migrated = await dump()
    const before = migrations
    await port.run("DROP TRIGGER scraping_jobs_version_ai")
    await port.run("CREATE TABLE stray (x)")
    await dirty()
    await freshDatabase(KEY, port, migrate)
    expect(migrations).toBe(before + 1)
    expect(await dump()).toEqual(migrated)
    await seedContact({ businessName: "Acme Roofing" })
    expect(await search("Acme")).toHaveLength(1)
  })
})
