/**
 * docs/database.md lists every trigger of the migrated schema with what it keeps, and cannot drift:
 * the list in the page must be exactly `SELECT name FROM sqlite_master WHERE type = 'trigger'` of the
 * migrations as they are now, and the page exactly what scripts/db-docs.ts renders (run
 * `npx tsx scripts/db-docs.ts` after changing a migration or worker/src/db/schema/triggers.ts).
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DB_TRIGGERS } from "../worker/src/db/schema/triggers"
import { DOC_PATH, migratedSchema, renderDatabaseDoc } from "./db-docs"

const page = () => readFileSync(DOC_PATH, "utf8")

/** The trigger names in the page's trigger table (its first column), in order. */
const listedTriggers = (markdown: string) => {
  const section = markdown.slice(markdown.indexOf("## Triggers"))
  return [...section.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1])
}

describe("docs/database.md", () => {
  const db = migratedSchema()
  const live = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid").all() as {
      name: string
    }[]
  ).map((r) => r.name)

  it("lists exactly the triggers of the migrated schema (run npx tsx scripts/db-docs.ts to update it)", () => {
    expect(live.length).toBeGreaterThan(0)
    expect(listedTriggers(page())).toEqual(live)
  })

  it("is what scripts/db-docs.ts renders from the migrations and triggers.ts", () => {
    expect(page()).toBe(renderDatabaseDoc(db))
  })

  it("says what every trigger keeps: each one is declared in triggers.ts", () => {
    expect(live.filter((name) => !DB_TRIGGERS[name])).toEqual([])
  })
})
