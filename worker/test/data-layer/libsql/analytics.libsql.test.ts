/** The Analytics SQL on libSQL (Node, a file database per test). analytics.test.ts runs it on D1. */
import { createClient } from "@libsql/client"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { createDb } from "../../../src/db/client"
import { libsqlPort } from "../../../src/db/sql/libsql-port"
import { applyMigrations } from "../../../src/db/sql/migrate"
import { readMigrations } from "../../../tools/migrate-libsql"
import {
  analyticsRollupsSuite,
  changeRandomCalls,
  expectRollupsMatchCalls,
  seedRandomHistory,
} from "../analytics-rollups.suite"
import { analyticsSuite } from "../analytics.suite"
import { libsqlEngine } from "./libsql-engine"

const engine = libsqlEngine()
afterAll(() => engine.close())

analyticsSuite(engine)
analyticsRollupsSuite(engine)

/** A database at `before` (migrations before it) with a random history, then upgraded to today's. */
async function upgradedFrom(before: string, seed: number, zones: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), "analytics-upgrade-"))
  const client = createClient({ url: `file:${join(dir, "upgrade.db")}` })
  try {
    const port = libsqlPort(client)
    const migrations = readMigrations()
    await applyMigrations(
      port,
      migrations.filter((m) => m.name < before)
    )
    const db = createDb(port)
    await changeRandomCalls(db, await seedRandomHistory(db, seed, 200), 60)
    // `before` first, then whatever came after it: the upgrade a database of that day gets today.
    expect((await applyMigrations(port, migrations))[0]).toMatch(new RegExp(`^${before}_`))
    await expectRollupsMatchCalls(db, zones)
  } finally {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("the analytics rollups migrations", () => {
  it("fills the rollups from the summary kept before them, so a database upgraded answers as one built new", async () => {
    await upgradedFrom("0027", 5, ["America/Chicago", "UTC"])
  }, 30_000)

  it("count the voicemails with a message left that were counted as other, and the lists from the series", async () => {
    await upgradedFrom("0030", 11, ["Asia/Kolkata", "America/New_York"])
  }, 30_000)

  it("pivot the heatmap's hour slots into weekday rows without losing a call, from its hours and days", async () => {
    await upgradedFrom("0032", 13, ["Asia/Kolkata", "America/Los_Angeles", "UTC"])
  }, 30_000)

  it("fill the one hourly summary from the calls, so a database with the old rollups answers the same (issue 37)", async () => {
    await upgradedFrom("0039", 17, ["Asia/Kathmandu", "America/New_York", "UTC"])
  }, 30_000)

  it("count the settled calls per local day, so a database with the hourly summary answers the same in any zone (issue 37)", async () => {
    await upgradedFrom("0042", 19, ["Asia/Kolkata", "America/Denver", "UTC"])
  }, 30_000)
})
