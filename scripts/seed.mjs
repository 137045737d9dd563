// Seeds the local D1 with the sandbox data set, once: a settings marker makes re-runs a no-op.
import { mkdirSync, writeFileSync } from "node:fs"
import { sandboxContacts } from "../worker/seed/sandbox-data.mjs"
import { d1Execute, root } from "./lib.mjs"

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`)

export function seedSql() {
  const rows = sandboxContacts()
  const lines = rows.map(
    (c) =>
      `INSERT OR IGNORE INTO contacts (business_name, phone, address, category, source, status, created_at, updated_at) VALUES (${[c.businessName, c.phone, c.address, c.category, c.source, c.status, c.createdAt, c.updatedAt].map(q).join(", ")});`
  )
  lines.push(`INSERT OR IGNORE INTO settings (key, value, updated_at) VALUES ('sandbox_seeded', '1', ${Date.now()});`)
  return lines.join("\n")
}

export function seedOnce(persistTo) {
  const [res] = d1Execute(persistTo, { command: "SELECT value FROM settings WHERE key = 'sandbox_seeded'" })
  if (res?.results?.length) {
    console.log("Sandbox data already seeded.")
    return false
  }
  mkdirSync(`${root}.wrangler`, { recursive: true })
  const file = `${root}.wrangler/seed.sql`
  writeFileSync(file, seedSql())
  d1Execute(persistTo, { file })
  console.log("Seeded the sandbox data set.")
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) seedOnce(process.env.PERSIST_TO)
