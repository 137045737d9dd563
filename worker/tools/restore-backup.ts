/**
 * `npx tsx worker/tools/restore-backup.ts cold-caller-backup-<date>.zip > restore.sql`: Export Backup's
 * zip as SQL inserts for a freshly migrated, empty database (docs/using.md, "Backups and restore"). Apply it
 * with `npx wrangler d1 execute DB --remote --file=restore.sql` (or `--local`, or a libSQL shell).
 */
import { once } from "node:events"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { restoreInserts, restoreSql } from "../src/services/sheets/backup-restore"

async function main(args: string[]) {
  const [file] = args
  if (!file || args.length !== 1) {
    console.error("Usage: npx tsx worker/tools/restore-backup.ts <backup.zip> > restore.sql")
    process.exit(2)
  }
  let inserts: ReturnType<typeof restoreInserts>
  try {
    inserts = restoreInserts(new Uint8Array(readFileSync(file)))
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  let lines: string[] = []
  const flush = async () => {
    if (!process.stdout.write(lines.join(""))) await once(process.stdout, "drain")
    lines = []
  }
  for (const line of restoreSql(inserts)) {
    lines.push(line)
    if (lines.length === 1000) await flush()
  }
  await flush()
  console.error(`Restore SQL for ${inserts.map((t) => `${t.rows.length} ${t.table}`).join(", ")}.`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2))
