/**
 * One Export Backup in a process of its own (bench/backup.bench.ts starts it with a 128 MB V8 heap):
 * `node --import tsx --expose-gc bench/lib/backup-export-child.ts <sqlite file> stream|in-memory`.
 * Prints one JSON line: seconds, the peak of JS heap + ArrayBuffers above the start (sampled at every
 * D1 read and every zip chunk), the zip's bytes and the D1 queries.
 */
import Database from "better-sqlite3"
import { createDb } from "../../worker/src/db/client"
import { d1Port } from "../../worker/src/db/sql/d1-port"
import { backupZipStream } from "../../worker/src/services/sheets/backup-export"
import { backupInMemory } from "./backup-in-memory"
import { d1Over } from "./d1-over"

const [file, mode] = process.argv.slice(2)
const sqlite = new Database(file!, { readonly: true })
const { d1, n } = d1Over(sqlite)
const port = d1Port(d1)

const used = () => {
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}
let peak = 0
const sample = () => {
  peak = Math.max(peak, used())
}
const db = createDb({
  ...port,
  all: async (sql, params) => {
    sample()
    const rows = await port.all(sql, params)
    sample()
    return rows as never
  },
})

;(globalThis as { gc?: () => void }).gc?.()
const base = used()
peak = base
const t0 = performance.now()
let bytes = 0
if (mode === "stream") {
  const reader = (await backupZipStream(db)).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    // The client side of the response: bytes counted and dropped, as a download would.
    bytes += value.length
    sample()
  }
} else {
  bytes = (await backupInMemory(db, sample)).length
}
const seconds = (performance.now() - t0) / 1000
process.stdout.write(`${JSON.stringify({ seconds, peak: peak - base, bytes, queries: n.roundTrips })}\n`)
