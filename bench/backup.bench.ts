/**
 * Issue 35 benchmark, Export Backup at 100k contacts and 300k calls (better-sqlite3 on the real
 * migrations behind D1's API, the real export code). Each export runs in a Node process of its own
 * with a 128 MB V8 heap, the memory a Worker isolate has: its time, its peak of JS heap + ArrayBuffers
 * above the start (sampled at every D1 read and every zip chunk: garbage not yet collected included),
 * the zip's size and its D1 queries (Workers Paid allows 1,000 an invocation). The counterpart is the
 * build it replaced (bench/lib/backup-in-memory.ts): measured without the cap, then tried under it.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { openMigratedDb } from "./lib/sqlite"
import { printTable, type Row } from "./lib/stats"

const CONTACTS = scale(100_000, 10_000)
const CALLS = scale(300_000, 30_000)
const LIMIT_MB = 128
const CHILD = fileURLToPath(new URL("./lib/backup-export-child.ts", import.meta.url))
const MB = 1024 * 1024

interface Run {
  seconds: number
  peak: number
  bytes: number
  queries: number
}

/** One export in its own process; null when it ran out of memory (or failed otherwise: stderr is shown). */
function exportIn(file: string, mode: "stream" | "in-memory", heapMb?: number): Run | null {
  const flags = ["--import", "tsx", "--expose-gc", ...(heapMb ? [`--max-old-space-size=${heapMb}`] : [])]
  const child = spawnSync(process.execPath, [...flags, CHILD, file, mode], { encoding: "utf8" })
  if (child.status !== 0) {
    const oom = /heap out of memory|Allocation failed/i.test(child.stderr)
    if (!oom) console.error(child.stderr.slice(-2000))
    return null
  }
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Run
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`

export async function runBackupBench() {
  const dir = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "bench-backup-"))
  const file = join(dir, "backup.sqlite")
  try {
    const sqlite = openMigratedDb(file)
    seedContacts(sqlite, CONTACTS)
    seedCalls(sqlite, { n: CALLS, contactCount: CONTACTS })
    sqlite.pragma("wal_checkpoint(TRUNCATE)")
    sqlite.close()

    const streamed = exportIn(file, "stream", LIMIT_MB)
    const whole = exportIn(file, "in-memory")
    const wholeCapped = exportIn(file, "in-memory", LIMIT_MB)
    const size = `${CONTACTS.toLocaleString("en-US")} contacts, ${CALLS.toLocaleString("en-US")} calls`
    const rows: Row[] = [
      {
        what: `Export Backup streamed (${size}) under a ${LIMIT_MB} MB heap: peak JS heap + ArrayBuffers`,
        figure: streamed ? mb(streamed.peak) : "out of memory",
        target: `< ${LIMIT_MB} MB (Workers isolate)`,
        ok: streamed !== null && streamed.peak < LIMIT_MB * MB,
        counterpart: `in-memory build ${whole ? mb(whole.peak) : "out of memory"} (uncapped), ${
          wholeCapped ? "completes" : "out of memory"
        } under ${LIMIT_MB} MB`,
      },
      {
        what: "  wall time (deflate level 6, Node; D1's own latency not included)",
        figure: streamed ? `${streamed.seconds.toFixed(1)} s` : "-",
        target: "reported",
        ok: null,
        counterpart: whole ? `in-memory build ${whole.seconds.toFixed(1)} s` : undefined,
      },
      {
        what: "  D1 queries (a page of 1,000 rows each)",
        figure: streamed ? String(streamed.queries) : "-",
        target: "< 1,000 (Workers Paid, per invocation)",
        ok: streamed !== null && streamed.queries < 1000,
      },
      {
        what: "  zip size",
        figure: streamed ? mb(streamed.bytes) : "-",
        target: "reported",
        ok: null,
        counterpart: whole ? `in-memory build ${mb(whole.bytes)}` : undefined,
      },
    ]
    printTable("Export Backup, streamed (issue 35)", rows)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
