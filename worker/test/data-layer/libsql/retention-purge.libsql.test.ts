/** The retention purge on libSQL (Node, a file database per test); retention-purge.test.ts runs it on D1. */
import { afterAll, describe, expect, it } from "vitest"
import { databaseSize } from "../../../src/services/system-info.service"
import { libsqlEngine } from "./libsql-engine"
import { retentionPurgeSuite } from "../retention-purge.suite"

const engine = libsqlEngine()
afterAll(() => engine.close())

retentionPurgeSuite(engine)

describe("system information on libSQL", () => {
  it("reads the database size from the page count and size", async () => {
    const size = await databaseSize(await engine.fresh())
    expect(size).toBeGreaterThan(4096)
    expect(size! % 512).toBe(0)
  })
})
