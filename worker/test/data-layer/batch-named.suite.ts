/**
 * batchNamed (db/sql/batch-named.ts): one batch whose results are read by name, the same on D1 and
 * libSQL: key order is statement order, a left-out statement answers [] without shifting the others,
 * a list answers one rows list per statement, and it is still one transaction.
 */
import { describe, expect, expectTypeOf, it } from "vitest"
import { batchNamed, sql, typed } from "../../src/db/sql/batch-named"
import type { Row } from "../../src/db/sql/sql-port"
import type { DataLayerEngine } from "./engine"

const INSERT_DNC = "INSERT INTO do_not_call (phone, reason, source, created_at) VALUES (?, 'test', 'manual', 0)"
const insertDnc = (phone: string) => ({ sql: `${INSERT_DNC} RETURNING phone`, params: [phone] })
const COUNT = "SELECT count(*) AS n FROM do_not_call"

export function batchNamedSuite(engine: DataLayerEngine) {
  describe(`batchNamed on ${engine.name}`, () => {
    it("answers each statement's rows by its name, typed by the statement, in key order", async () => {
      const db = await engine.fresh()
      const skip = false as boolean
      const out = await batchNamed(db.port, {
        inserted: typed<{ phone: string }>(insertDnc("+15550000001")),
        skipped: skip && sql<{ n: number }>(COUNT),
        // Runs after the insert: it sees it.
        counted: sql<{ n: number }>(COUNT),
        untyped: { sql: "SELECT ? AS a", params: ["x"] },
        more: [insertDnc("+15550000002"), insertDnc("+15550000003")].map((s) => typed<{ phone: string }>(s)),
        none: [],
        after: sql<{ n: number }>(COUNT),
      })
      expect(out).toEqual({
        inserted: [{ phone: "+15550000001" }],
        skipped: [],
        counted: [{ n: 1 }],
        untyped: [{ a: "x" }],
        more: [[{ phone: "+15550000002" }], [{ phone: "+15550000003" }]],
        none: [],
        after: [{ n: 3 }],
      })
      expectTypeOf(out.counted).toEqualTypeOf<{ n: number }[]>()
      expectTypeOf(out.skipped).toEqualTypeOf<{ n: number }[]>()
      expectTypeOf(out.untyped).toEqualTypeOf<Row[]>()
      expectTypeOf(out.more).toEqualTypeOf<{ phone: string }[][]>()
    })

    it("is one transaction: a failing statement rolls back the named ones before it", async () => {
      const db = await engine.fresh()
      await expect(
        batchNamed(db.port, { first: insertDnc("+15550000004"), again: insertDnc("+15550000004") })
      ).rejects.toThrow(/UNIQUE|constraint/i)
      expect(await db.port.first(COUNT)).toEqual({ n: 0 })
    })

    it("runs nothing when every statement is left out, and refuses keys that would reorder the batch", async () => {
      const db = await engine.fresh()
      expect(await batchNamed(db.port, { a: undefined, b: null, c: [] })).toEqual({ a: [], b: [], c: [] })
      await expect(batchNamed(db.port, { b: sql(COUNT), 1: sql(COUNT) })).rejects.toThrow(/would reorder/)
    })
  })
}
