import { env } from "cloudflare:test"
import { unzipSync } from "fflate"
import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import { BACKUP_PAGE, backupZipStream } from "./backup-export"
import { BACKUP_TABLES, backupCell } from "./backup-tables"
import { createDb } from "../../db/client"
import { d1Port } from "../../db/sql/d1-port"

const CONTACTS = 2 * BACKUP_PAGE + 500
const CALLS = 2 * BACKUP_PAGE + 100
const BACKUP_SQL = new Set(BACKUP_TABLES.map((t) => t.sql))

/** Names a CSV writer and a spreadsheet each trip on: delimiters, quotes, line breaks, formula starts. */
const TRICKY = [
  "Comma, Inc",
  'Quote "Q" Ltd',
  "Line\nbreak\r\nShop",
  '=HYPERLINK("x")',
  "+1 Plumbing",
  "-Dash Diner",
  "@At Bakery",
  "\tTab Salon",
  " Spaced ",
  "Plain Dental",
]

/** The D1 binding, counting the backup's page reads. */
function countingEnv() {
  const n = { reads: 0 }
  const DB = new Proxy(env.DB, {
    get(target, key) {
      if (key !== "prepare") return Reflect.get(target, key)
      return (sql: string) => {
        if (BACKUP_SQL.has(sql)) n.reads++
        return target.prepare(sql)
      }
    },
  })
  return { e: { ...(env as Env), DB }, n }
}

/** Rows in bulk, one statement per thousand (one JSON parameter each), through the real triggers. */
async function seed() {
  await port.run(
    "INSERT INTO campaigns (id, name, status, created_at, updated_at) VALUES (1, 'Spring, \"Push\"', 'running', 0, 0), (2, '=cmd', 'paused', 0, 0)"
  )
  for (let start = 1; start <= CONTACTS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, CONTACTS - start + 1) }, (_, i) => {
      const id = start + i
      return { id, name: `${TRICKY[id % TRICKY.length]} ${id}`, phone: `+1616${String(5_000_000 + id)}` }
    })
    await port.run(
      `INSERT INTO contacts (id, business_name, phone, address, category, source, status, created_at, updated_at)
       SELECT json_extract(value, '$.id'), json_extract(value, '$.name'), json_extract(value, '$.phone'),
              '1 Main St, Grand Rapids, MI', 'Dentist', 'manual', 'called', 1700000000000, 1700000000000
       FROM json_each(?1)`,
      [JSON.stringify(rows)]
    )
  }
  for (let start = 1; start <= CALLS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, CALLS - start + 1) }, (_, i) => {
      const id = start + i
      const demo = id % 7 === 0 ? 1 : 0
      return {
        id,
        contact: id % 50 === 0 ? null : id,
        campaign: id % 3 === 0 ? null : (id % 2) + 1,
        demo,
        demoDate: demo ? 1_900_000_000_000 + id : null,
        summary: `${TRICKY[(id + 3) % TRICKY.length]} summary ${id}`,
      }
    })
    await port.run(
      `INSERT INTO calls (id, contact_id, campaign_id, status, result, duration, demo_scheduled, demo_date, summary,
                          created_at, updated_at, completed_at)
       SELECT json_extract(value, '$.id'), json_extract(value, '$.contact'), json_extract(value, '$.campaign'),
              'completed', 'answered', 42, json_extract(value, '$.demo'), json_extract(value, '$.demoDate'),
              json_extract(value, '$.summary'), 1700000000000, 1700000000000, 1700000100000
       FROM json_each(?1)`,
      [JSON.stringify(rows)]
    )
  }
}

/** What each file must hold: the whole table read at once, written as one CSV (the in-memory build's way). */
async function expectedFiles() {
  const files: Record<string, string> = {}
  for (const t of BACKUP_TABLES) {
    const rows = await port.all<Record<string, unknown>>(t.sql, [0, 1_000_000])
    const data = rows.map((r) => Object.entries(r).map(([k, v]) => backupCell(k, v)))
    files[t.file] = `\uFEFF${Papa.unparse({ fields: t.header, data }, { newline: "\r\n" })}`
  }
  return files
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array[] = []) {
  const chunks = [...first]
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) out.set(c, (at += c.length) - c.length)
  return out
}

// ignoreBOM keeps the byte-order mark the files start with (for Excel) in the text compared.
const utf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true })
const unzipText = (zip: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, utf8.decode(bytes)]))

describe("Export Backup streams", () => {
  beforeAll(seed)

  it("answers after one page read and sends its first bytes long before the last page is read", async () => {
    const { e, n } = countingEnv()
    const res = await appRequest(e, "/api/sheets/backup")
    expect(res.status).toBe(200)
    expect(res.headers.get("Content-Type")).toBe("application/zip")
    // 3 pages of contacts, 3 of calls (the last short), 1 of campaigns, 1 of demos.
    const pages = Math.ceil((CONTACTS + 1) / BACKUP_PAGE) + Math.ceil((CALLS + 1) / BACKUP_PAGE) + 2
    expect(n.reads).toBe(1)
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    expect(n.reads).toBeLessThanOrEqual(2)
    const zip = await readAll(reader, [first.value!])
    expect(n.reads).toBe(pages)
    expect(unzipText(zip)).toEqual(await expectedFiles())
  })

  it("writes every row across many small pages, byte for byte the file written at once", async () => {
    const db = createDb(d1Port(env.DB))
    const stream = await backupZipStream(db, { pageSize: 97 })
    const files = unzipText(await readAll(stream.getReader()))
    expect(Object.keys(files)).toEqual(["contacts.csv", "calls.csv", "campaigns.csv", "demos.csv"])
    expect(files).toEqual(await expectedFiles())

    const contacts = Papa.parse<string[]>(files["contacts.csv"]!.slice(1), { newline: "\r\n" }).data
    expect(contacts).toHaveLength(CONTACTS + 1)
    expect(contacts.slice(1).map((r) => Number(r[0]))).toEqual(Array.from({ length: CONTACTS }, (_, i) => i + 1))
    // Formula starts get a leading quote; commas, quotes and line breaks survive as they were.
    expect(contacts[3]![1]).toBe(`'=HYPERLINK("x") 3`)
    expect(contacts[4]![1]).toBe("'+1 Plumbing 4")
    expect(contacts[7]![1]).toBe("'\tTab Salon 7")
    expect(contacts[2]![1]).toBe("Line\nbreak\r\nShop 2")
    expect(contacts[1]![1]).toBe('Quote "Q" Ltd 1')
    const calls = Papa.parse<string[]>(files["calls.csv"]!.slice(1), { newline: "\r\n" }).data
    expect(calls).toHaveLength(CALLS + 1)
    expect(calls[1]![4]).toBe("'=cmd")
    expect(calls[2]![4]).toBe('Spring, "Push"')
    const demos = Papa.parse<string[]>(files["demos.csv"]!.slice(1), { newline: "\r\n" }).data
    expect(demos).toHaveLength(Math.floor(CALLS / 7) + 1)
    expect(demos[1]![5]).toBe(new Date(1_900_000_000_007).toISOString())
  })

  it("stops reading when the download is cancelled", async () => {
    const { e, n } = countingEnv()
    const res = await appRequest(e, "/api/sheets/backup")
    const reader = res.body!.getReader()
    await reader.read()
    await reader.cancel()
    const after = n.reads
    await new Promise((r) => setTimeout(r, 20))
    expect(n.reads).toBe(after)
    expect(after).toBeLessThan(4)
  })
})
