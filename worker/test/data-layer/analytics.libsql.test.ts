/** The Analytics SQL on libSQL (Node, a file database per test). analytics.test.ts runs it on D1. */
import { createClient } from "@libsql/client"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { createDb } from "../../src/db/client"
import { libsqlPort } from "../../src/db/sql/libsql-port"
import { applyMigrations } from "../../src/db/sql/migrate"
import { readMigrations } from "../../tools/migrate-libsql"
import {
  analyticsRollupsSuite,
  changeRandomCalls,
  expectRollupsMatchCalls,
  seedRandomHistory,
} from "./analytics-rollups.suite"
import { analyticsSuite } from "./analytics.suite"
import { libsqlEngine } from "./libsql-engine"

const engine = libsqlEngine()
afterAll(() => engine.close())

analyticsSuite(engine)
analyticsRollupsSuite(engine)

describe("the analytics rollups migration", () => {
  it("fills the rollups from the summary kept before it, so a database upgraded answers as one built new", async () => {
    const dir = mkdtempSync(join(tmpdir(), "analytics-upgrade-"))
    const client = createClient({ url: `file:${join(dir, "upgrade.db")}` })
    try {
      const port = libsqlPort(client)
      const migrations = readMigrations()
      await applyMigrations(
        port,
        migrations.filter((m) => m.name < "0027")
      )
      const db = createDb(port)
      await changeRandomCalls(db, await seedRandomHistory(db, 5, 200), 60)
      // 0027 first, then whatever came after it: the upgrade a database of that day gets today.
      expect((await applyMigrations(port, migrations))[0]).toBe("0027_analytics_rollups.sql")
      await expectRollupsMatchCalls(db, ["America/Chicago", "UTC"])
    } finally {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
