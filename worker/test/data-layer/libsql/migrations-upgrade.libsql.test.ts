/**
 * Every migration upgrades a real database (issue 37): the schema is one baseline (0000_baseline.sql)
 * and whatever came after it. For each step, a database migrated up to it with a random history is
 * upgraded through everything after, and then answers the Analytics page exactly as its calls do; a
 * database of the chain the baseline replaced is taken over (or refused with what to do).
 */
import { createClient } from "@libsql/client"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createDb } from "../../../src/db/client"
import { libsqlPort } from "../../../src/db/sql/libsql-port"
import { applyMigrations, BASELINE, OLD_CHAIN_MESSAGE, SQUASHED_LAST } from "../../../src/db/sql/migrate"
import { readMigrations } from "../../../tools/migrate-libsql"
import { changeRandomCalls, expectRollupsMatchCalls, seedRandomHistory } from "../analytics-rollups.suite"

async function withDatabase(fn: (port: ReturnType<typeof libsqlPort>) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-upgrade-"))
  const client = createClient({ url: `file:${join(dir, "upgrade.db")}` })
  try {
    await fn(libsqlPort(client))
  } finally {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const migrations = readMigrations()

describe("the migrations", () => {
  it("start from the one baseline", () => {
    expect(migrations[0]!.name).toBe(BASELINE)
  })

  it.each(migrations.map((m, i) => [m.name, i] as const))(
    "upgrade a database with history at %s through every later one, which answers as its calls do",
    async (_, step) => {
      await withDatabase(async (port) => {
        await applyMigrations(port, migrations.slice(0, step + 1))
        const db = createDb(port)
        await changeRandomCalls(db, await seedRandomHistory(db, 31 + step, 200), 60)
        expect(await applyMigrations(port, migrations)).toEqual(migrations.slice(step + 1).map((m) => m.name))
        await expectRollupsMatchCalls(db, ["America/New_York", "Asia/Kolkata"])
      })
    },
    60_000
  )

  it("take over a database the old chain migrated to its end, and refuse one it left part-way", async () => {
    await withDatabase(async (port) => {
      // The baseline's schema, recorded as the old chain recorded it.
      await applyMigrations(port, migrations.slice(0, 1))
      await port.run("UPDATE d1_migrations SET name = ?1 WHERE name = ?2", [SQUASHED_LAST, BASELINE])
      expect(await applyMigrations(port, migrations)).toEqual(migrations.slice(1).map((m) => m.name))
      const names = (await port.all<{ name: string }>("SELECT name FROM d1_migrations")).map((r) => r.name)
      expect(names).toContain(BASELINE)
    })
    await withDatabase(async (port) => {
      await applyMigrations(port, migrations.slice(0, 1))
      await port.run("UPDATE d1_migrations SET name = '0030_analytics_rollups_lean.sql' WHERE name = ?1", [BASELINE])
      await expect(applyMigrations(port, migrations)).rejects.toThrow(OLD_CHAIN_MESSAGE)
    })
  })
})
