/**
 * A backup restored into a fresh database gives the same backup back: Export Backup's zip (streamed,
 * many pages) through `worker/tools/restore-backup.ts` as a SQL file, run into a freshly migrated
 * libSQL file database the way `wrangler d1 execute --file` runs it into D1.
 */
import { createClient } from "@libsql/client"
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { unzipSync } from "fflate"
import { afterAll, expect, it } from "vitest"
import { createDb, type DB } from "../src/db/client"
import { libsqlPort } from "../src/db/sql/libsql-port"
import { applyMigrations } from "../src/db/sql/migrate"
import { backupZipStream } from "../src/services/sheets/backup-export"
import { readMigrations } from "./migrate-libsql"

const root = fileURLToPath(new URL("../../", import.meta.url))
const dir = mkdtempSync(join(tmpdir(), "restore-backup-"))
const clients: ReturnType<typeof createClient>[] = []
afterAll(() => {
  for (const c of clients) c.close()
  rmSync(dir, { recursive: true, force: true })
})

async function freshDb(name: string) {
  const client = createClient({ url: `file:${join(dir, name)}` })
  clients.push(client)
  await applyMigrations(libsqlPort(client), readMigrations())
  return { client, db: createDb(libsqlPort(client)) }
}

const NAMES = ["Comma, Inc", 'Quote "Q"', "Line\nbreak", "=SUM(A1)", "+1 Plumbing", "O'Brien's; Pub", "Plain"]

async function seed(db: DB) {
  await db.port.run(
    `INSERT INTO campaigns (id, name, status, start_time, end_time, work_days, timezone, scheduled_start,
       total_contacts, completed_calls, demo_scheduled, created_at, updated_at)
     VALUES (3, 'Spring, "Push"', 'running', '09:00', '17:00', '["monday","friday"]', 'America/Chicago',
       1900000000000, 40, 12, 2, 1700000000000, 1700000000000), (5, '@Salons', 'completed', '19:00', '21:00',
       '["sunday"]', 'America/New_York', NULL, 0, 0, 0, 1700000001000, 1700000001000)`
  )
  for (let id = 1; id <= 60; id++) {
    await db.port.run(
      `INSERT INTO contacts (id, business_name, phone, address, category, source, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'Dentist', ?5, ?6, ?7, ?8)`,
      [
        id * 2,
        `${NAMES[id % NAMES.length]} ${id}`,
        `+1616555${String(1000 + id)}`,
        id % 5 ? `${id} Main St, Austin, TX` : "",
        id % 3 ? "Manual Entry" : "=cmd|' /C calc'!A0",
        id % 4 ? "called" : "ready",
        1700000000000 + id,
        1700000500000 + id,
      ]
    )
  }
  for (let id = 1; id <= 90; id++) {
    const demo = id % 6 === 0
    await db.port.run(
      `INSERT INTO calls (id, contact_id, campaign_id, status, result, duration, demo_scheduled, demo_date, summary,
         created_at, updated_at, completed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
      [
        id + 10,
        id % 10 ? ((id % 60) + 1) * 2 : null,
        id % 3 === 0 ? null : id % 3 === 1 ? 3 : 5,
        id % 9 ? "completed" : "failed",
        id % 9 ? "answered" : null,
        id % 9 ? 30 + id : null,
        demo ? 1 : 0,
        demo ? 1900000000000 + id * 1000 : null,
        id % 2 ? `-${NAMES[id % NAMES.length]} said "call back"` : null,
        1700001000000 + id,
        1700002000000 + id,
        id % 9 ? 1700002000000 + id : null,
      ]
    )
  }
}

async function backup(db: DB) {
  const stream = await backupZipStream(db, { pageSize: 7 })
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

it("restores a backup into a fresh database: the same backup comes back, and search finds the contacts", async () => {
  const source = await freshDb("source.db")
  await seed(source.db)
  const zip = await backup(source.db)
  const file = join(dir, "backup.zip")
  writeFileSync(file, zip)

  const sql = execFileSync(join(root, "node_modules/.bin/tsx"), ["worker/tools/restore-backup.ts", file], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
  const target = await freshDb("target.db")
  await target.client.executeMultiple(sql)

  const again = unzipSync(await backup(target.db))
  const first = unzipSync(zip)
  expect(Object.keys(again)).toEqual(["contacts.csv", "calls.csv", "campaigns.csv", "demos.csv"])
  for (const name of Object.keys(first)) expect([name, again[name]]).toEqual([name, first[name]])

  // The triggers ran: the full-text index and the calls' copies of their contact are rebuilt.
  const found = await target.db.port.all<{ rowid: number }>(
    "SELECT rowid FROM contacts_fts WHERE contacts_fts MATCH 'Plumbing' ORDER BY rowid"
  )
  expect(found.map((r) => r.rowid)).toEqual([8, 22, 36, 50, 64, 78, 92, 106, 120])
  const copy = await target.db.port.first<{ contact_name: string; campaign_name: string }>(
    "SELECT contact_name, campaign_name FROM calls WHERE id = 11"
  )
  expect(copy).toEqual({ contact_name: "Line\nbreak 2", campaign_name: 'Spring, "Push"' })
  // Safety net, not a timing: two migrations and a tsx start on a busy 2-core machine.
}, 60_000)

it("refuses a zip that is not a Cold Caller backup", async () => {
  const file = join(dir, "other.zip")
  const { zipSync, strToU8 } = await import("fflate")
  writeFileSync(file, zipSync({ "contacts.csv": strToU8("Name,Phone\r\nx,y") }))
  expect(() =>
    execFileSync(join(root, "node_modules/.bin/tsx"), ["worker/tools/restore-backup.ts", file], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    })
  ).toThrow(/Not a Cold Caller backup: contacts.csv starts with "Name,Phone"/)
}, 30_000)
