/** The data-layer suites on libSQL (Node, a file database per test). data-layer.test.ts runs them on D1. */
import { afterAll, describe, expect, it } from "vitest"
import { applyMigrations } from "../../../src/db/sql/migrate"
import { libsqlEngine } from "./libsql-engine"
import { batchNamedSuite } from "../batch-named.suite"
import { callCopiesSuite } from "../call-copies.suite"
import { portRulesSuite } from "../port-rules.suite"
import { schemaObjectsSuite } from "../schema-objects.suite"
import { servicesSuite } from "../services.suite"
import { stateStoreSuite } from "../state-store.suite"

const engine = libsqlEngine()
afterAll(() => engine.close())

describe("migrations on libSQL", () => {
  it("apply once each, recorded in d1_migrations as wrangler records them on D1", async () => {
    const db = await engine.fresh()
    const applied = await db.port.all<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id")
    expect(applied.map((m) => m.name)).toEqual(engine.migrations.map((m) => m.name))
    expect(await applyMigrations(db.port, engine.migrations)).toEqual([])
  })
})

schemaObjectsSuite(engine)
portRulesSuite(engine)
batchNamedSuite(engine)
servicesSuite(engine)
stateStoreSuite(engine)
callCopiesSuite(engine)
