/**
 * The migrated database has every trigger and index the app relies on. Triggers keep version
 * counters, stats and the search index (db/schema/triggers.ts says which); drizzle's schema cannot
 * show them, and `drizzle-kit generate` rebuilding a table (copy, DROP, rename) drops them without
 * a word. Expected indexes come from the migrations' own CREATE INDEX statements.
 */
import { describe, expect, it } from "vitest"
import { DB_TRIGGERS, DB_VIRTUAL_TABLES } from "../../src/db/schema/triggers"
import type { Migration } from "../../src/db/sql/migrate"
import type { DataLayerEngine } from "./engine"

const NAME = '[`"\\[]?(\\w+)[`"\\]]?'
const CREATE = new RegExp(
  `^\\s*CREATE\\s+(?:UNIQUE\\s+)?(INDEX|TRIGGER)\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?${NAME}[\\s\\S]*?\\bON\\s+${NAME}`,
  "i"
)
const DROP = new RegExp(`^\\s*DROP\\s+(INDEX|TRIGGER|TABLE)\\s+(?:IF\\s+EXISTS\\s+)?${NAME}`, "i")

/** Indexes and triggers the migrations leave behind, replayed in order (a dropped table takes its own). */
export function objectsCreatedBy(migrations: readonly Migration[]) {
  const objects = new Map<string, { type: "index" | "trigger"; table: string }>()
  for (const m of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const chunk of m.sql.split("--> statement-breakpoint")) {
      const sql = chunk.replace(/--.*$/gm, "")
      const created = CREATE.exec(sql)
      if (created) {
        objects.set(created[2]!, { type: created[1]!.toLowerCase() as "index" | "trigger", table: created[3]! })
        continue
      }
      const dropped = DROP.exec(sql)
      if (!dropped) continue
      if (dropped[1]!.toUpperCase() !== "TABLE") objects.delete(dropped[2]!)
      else for (const [name, o] of objects) if (o.table === dropped[2]) objects.delete(name)
    }
  }
  return objects
}

const names = (objects: Map<string, { type: string }>, type: string) =>
  [...objects]
    .filter(([, o]) => o.type === type)
    .map(([name]) => name)
    .sort()

export function schemaObjectsSuite(engine: DataLayerEngine) {
  describe(`schema objects on ${engine.name}`, () => {
    const present = async () => {
      const db = await engine.fresh()
      const rows = await db.port.all<{ type: string; name: string }>(
        "SELECT type, name FROM sqlite_master WHERE type IN ('index', 'trigger', 'table') AND name NOT LIKE 'sqlite_%'"
      )
      return (type: string) => new Set(rows.filter((r) => r.type === type).map((r) => r.name))
    }
    const expected = objectsCreatedBy(engine.migrations)

    it("reads the migrations it checks against", () => {
      expect(engine.migrations.length).toBeGreaterThan(0)
      expect(names(expected, "index").length).toBeGreaterThan(10)
      expect(names(expected, "trigger").length).toBe(Object.keys(DB_TRIGGERS).length)
    })

    it("keeps at most 30 triggers and no running sums (issue 37: every trigger is paid on every write)", async () => {
      expect(Object.keys(DB_TRIGGERS).length).toBeLessThanOrEqual(30)
      expect((await present())("table").has("call_hourly_totals")).toBe(false)
    })

    // A column left off an UPDATE OF list would change on a page while its ETag answered 304.
    it.each([
      // The name copies: calls_ai and the renames (which bump the calls version themselves).
      ["calls", "calls_au", ["contact_name", "contact_phone", "contact_address", "campaign_name"]],
      // What only a call changes: the campaign list's version adds the calls version.
      ["campaigns", "campaigns_version_au", ["next_dial_at", "spent", "answered_calls", "demo_scheduled"]],
    ] as const)("bumps the %s version on an update of any column a page shows (%s)", async (table, name, skipped) => {
      const db = await engine.fresh()
      const columns = (await db.port.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)).map(
        (c) => c.name
      )
      const trigger = await db.port.first<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = ?1", [name])
      const listed = /AFTER UPDATE OF ([\s\S]*?) ON/
        .exec(trigger!.sql)![1]!
        .split(",")
        .map((c) => c.trim())
      expect(columns.filter((c) => !listed.includes(c) && !(skipped as readonly string[]).includes(c))).toEqual([])
    })

    it("has every trigger db/schema/triggers.ts declares", async () => {
      const triggers = (await present())("trigger")
      expect(Object.keys(DB_TRIGGERS).filter((t) => !triggers.has(t))).toEqual([])
    })

    it("declares every trigger the database has (so TypeScript shows them all)", async () => {
      const triggers = (await present())("trigger")
      expect([...triggers].filter((t) => !(t in DB_TRIGGERS)).sort()).toEqual([])
    })

    it("has every index and trigger the migrations create", async () => {
      const has = await present()
      expect(names(expected, "index").filter((i) => !has("index").has(i))).toEqual([])
      expect(names(expected, "trigger").filter((t) => !has("trigger").has(t))).toEqual([])
    })

    it("has the virtual tables beside drizzle's tables", async () => {
      const tables = (await present())("table")
      expect(DB_VIRTUAL_TABLES.filter((t) => !tables.has(t))).toEqual([])
    })
  })
}
