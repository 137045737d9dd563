// Seeds the local D1 with the sandbox data set, once: a settings marker makes re-runs a no-op.
import { spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { d1Execute, root } from "./lib.mjs"

function seedSql() {
  const res = spawnSync(`${root}node_modules/.bin/tsx`, ["worker/seed/seed-sql.ts"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`seed generation failed:\n${res.stderr}`)
  return res.stdout
}

export function seedOnce(persistTo) {
  const [res] = d1Execute(persistTo, { command: "SELECT value FROM settings WHERE key = 'sandbox_seeded'" })
  if (res?.results?.length) {
    console.log("Sandbox data already seeded.")
    return false
  }
  mkdirSync(`${root}.wrangler`, { recursive: true })
  const file = `${root}.wrangler/seed-${process.pid}.sql`
  writeFileSync(file, seedSql())
  d1Execute(persistTo, { file })
  console.log("Seeded the sandbox data set.")
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) seedOnce(process.env.PERSIST_TO)
