/**
 * Export Backup (SPEC §2.9): every contact, call, campaign and demo as CSV files in one zip, named
 * with the date, which any spreadsheet opens. The zip is a stream: each pull reads one page of one
 * table by primary key (a small indexed query: D1 runs one at a time), appends its CSV lines to that
 * table's deflated entry and hands the bytes on. Nothing asks for the next page until the client has
 * taken what came before (ReadableStream backpressure), so memory stays at about a page whatever the
 * database holds; built whole, 100k contacts and 300k calls would not fit a 128 MB isolate.
 */
import { Zip, ZipDeflate } from "fflate"
import Papa from "papaparse"
import type { DB } from "../../db/client"
import { BACKUP_TABLES, backupCell } from "./backup-tables"

/** Rows a D1 query reads: ~0.5 MB of results; 400k rows are ~420 queries, well under Paid's 1,000. */
export const BACKUP_PAGE = 1000

export interface BackupOptions {
  pageSize?: number
  /** Deflate level; 6 is what the in-memory build used. */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
}

export const backupFileName = (now = new Date()) => `cold-caller-backup-${now.toISOString().slice(0, 10)}.zip`

// Papa's quoting is per cell, so a file written a page at a time is byte for byte the file written at once.
const csv = (rows: string[][]) => Papa.unparse(rows, { newline: "\r\n" })

/**
 * The backup as a zip stream. The first page is read before this resolves, so a database that fails
 * at once is a normal error answer rather than a download that breaks.
 */
export async function backupZipStream(db: DB, options: BackupOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const { pageSize = BACKUP_PAGE, level = 6 } = options
  const encoder = new TextEncoder()
  let ready: Uint8Array[] = []
  let failed: Error | null = null
  let done = false
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err
    else {
      ready.push(chunk)
      if (final) done = true
    }
  })
  let table = 0
  let after = 0
  let entry: ZipDeflate | null = null

  /** One page of one table into the zip (or the zip's end once every table is written). */
  async function step() {
    const t = BACKUP_TABLES[table]
    if (!t) return zip.end()
    if (!entry) {
      entry = new ZipDeflate(t.file, { level })
      zip.add(entry)
      entry.push(encoder.encode(`\uFEFF${csv([t.header])}`))
    }
    const page = await db.port.all<Record<string, unknown>>(t.sql, [after, pageSize])
    if (page.length > 0) {
      const rows = page.map((r) => Object.entries(r).map(([k, v]) => backupCell(k, v)))
      entry.push(encoder.encode(`\r\n${csv(rows)}`))
      after = Number(Object.values(page.at(-1)!)[0])
    }
    if (page.length < pageSize) {
      entry.push(new Uint8Array(0), true)
      entry = null
      table++
      after = 0
    }
  }

  /** Steps until the zip has bytes to hand on (deflate keeps small inputs back) or is complete. */
  async function fill() {
    while (ready.length === 0 && !done) {
      await step()
      if (failed) throw failed
    }
    const out = ready
    ready = []
    return out
  }

  const first = await fill()
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        for (const chunk of first) controller.enqueue(chunk)
        if (done) controller.close()
      },
      async pull(controller) {
        for (const chunk of await fill()) controller.enqueue(chunk)
        if (done) controller.close()
      },
      cancel() {
        // The client went away: stop reading pages.
        done = true
        zip.terminate()
      },
    },
    // One page's bytes queued at most before the next read waits for the client.
    { highWaterMark: 1 }
  )
}
