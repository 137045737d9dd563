/**
 * The state registry's SQL (settings/state-store.ts) on each engine: typed reads with defaults, the
 * stored formats existing rows have, and each upsert policy (replace, keep, patch, raise, rotate, lease).
 */
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { SHEETS_DEFAULTS } from "../../src/schemas/sheets"
import {
  initStateStatement,
  lease,
  patchStateStatement,
  raiseStateStatement,
  readState,
  readStateStatement,
  rotateStateStatement,
  stateFromRows,
  stateJson,
  stateSql,
  writeState,
} from "../../src/settings/state-store"
import type { DataLayerEngine } from "./engine"

const stored = async (db: DB, key: string) =>
  db.port.first<{ value: string; updated_at: number }>("SELECT value, updated_at FROM system_state WHERE key = ?1", [
    key,
  ])
const put = (db: DB, key: string, value: string) =>
  db.port.run("INSERT OR REPLACE INTO system_state (key, value, updated_at) VALUES (?1, ?2, 0)", [key, value])
const run = (db: DB, s: { sql: string; params?: readonly unknown[] }) => db.port.all(s.sql, s.params)

export function stateStoreSuite(engine: DataLayerEngine) {
  describe(`state registry on ${engine.name}`, () => {
    it("reads defaults for missing keys and for values their schema refuses", async () => {
      const db = await engine.fresh()
      expect(await readState(db, "vapi_rate_limited_at")).toBeNull()
      expect(await readState(db, "notifications_read_upto")).toBe(0)
      expect(await readState(db, "sheets_config")).toEqual(SHEETS_DEFAULTS)
      await put(db, "vapi_rate_limited_at", "soon")
      await put(db, "sheets_config", "{not json")
      await put(db, "retention_purge_date", "yesterday")
      expect(await readState(db, "vapi_rate_limited_at")).toBeNull()
      expect(await readState(db, "sheets_config")).toEqual(SHEETS_DEFAULTS)
      expect(await readState(db, "retention_purge_date")).toBeNull()
    })

    it("stores text and JSON as existing rows have them, and reads them back typed", async () => {
      const db = await engine.fresh()
      await writeState(db, "vapi_rate_limited_at", 1_700_000_000_000, 5)
      expect(await stored(db, "vapi_rate_limited_at")).toEqual({ value: "1700000000000", updated_at: 5 })
      expect(await readState(db, "vapi_rate_limited_at")).toBe(1_700_000_000_000)
      const config = { ...SHEETS_DEFAULTS, spreadsheetUrl: "1AbCdEfGhIjKlMnOpQrStUvWxYz" }
      await writeState(db, "sheets_config", config, 6)
      expect(JSON.parse((await stored(db, "sheets_config"))!.value)).toEqual(config)
      expect(await readState(db, "sheets_config")).toEqual(config)
      const [rows] = await db.port.batch([readStateStatement("sheets_config")])
      expect(stateFromRows("sheets_config", rows)).toEqual(config)
    })

    it("reads values and JSON fields inside other SQL, NULL when absent", async () => {
      const db = await engine.fresh()
      const probe = `SELECT ${stateSql("retention_purge_date")} AS d,
                            ${stateJson("sheets_config", "$.autoSync.callResults")} AS on_,
                            ${stateJson("sheets_config", "$.spreadsheetUrl")} AS url`
      expect(await db.port.first(probe)).toEqual({ d: null, on_: null, url: null })
      await writeState(db, "retention_purge_date", "2026-06-15")
      await writeState(db, "sheets_config", SHEETS_DEFAULTS)
      expect(await db.port.first(probe)).toEqual({ d: "2026-06-15", on_: 1, url: "" })
      expect(() => stateJson("sheets_config", "$.spreadsheetUrl') --" as "$.spreadsheetUrl")).toThrow(/JSON path/)
    })

    it("keeps a first value, merges JSON patches, and raises a watermark without lowering it", async () => {
      const db = await engine.fresh()
      await run(db, initStateStatement("calendar_feed_token", "first", 0))
      await run(db, initStateStatement("calendar_feed_token", "second", 9))
      expect(await stored(db, "calendar_feed_token")).toEqual({ value: "first", updated_at: 0 })

      await run(db, patchStateStatement("sheets_connection", { ok: true, tabsReady: ["a"] }, 1))
      await run(db, patchStateStatement("sheets_connection", { error: "Denied", ok: false }, 2))
      await run(db, patchStateStatement("sheets_connection", { error: null }, 3))
      expect(await readState(db, "sheets_connection")).toMatchObject({ ok: false, error: null, tabsReady: ["a"] })

      await run(db, raiseStateStatement("notifications_read_upto", 7, 1))
      await run(db, raiseStateStatement("notifications_read_upto", 3, 2))
      expect(await readState(db, "notifications_read_upto")).toBe(7)
      await run(db, raiseStateStatement("notifications_read_upto", 50, 3, "min(?2, 12)"))
      expect(await stored(db, "notifications_read_upto")).toEqual({ value: "12", updated_at: 3 })
    })

    it("rotates only outside the window, answering the value in force", async () => {
      const db = await engine.fresh()
      expect(await run(db, rotateStateStatement("calendar_feed_token", "a", 10_000, 5_000))).toEqual([{ value: "a" }])
      expect(await run(db, rotateStateStatement("calendar_feed_token", "b", 14_999, 5_000))).toEqual([])
      expect(await run(db, rotateStateStatement("calendar_feed_token", "c", 15_000, 5_000))).toEqual([{ value: "c" }])
      expect(await readState(db, "calendar_feed_token")).toBe("c")
    })

    it("gives a lease to one holder, renews and releases it only for that holder, and lets it expire", async () => {
      const db = await engine.fresh()
      const key = "sheets_sync_lease"
      expect(await run(db, lease.take(key, "t1", 1_000, 100))).toHaveLength(1)
      expect(await run(db, lease.take(key, "t2", 1_050, 100))).toHaveLength(0)
      expect(await run(db, lease.take(key, "t1", 1_060, 100))).toHaveLength(1)
      expect(await run(db, lease.renew(key, "t2", 1_070))).toHaveLength(0)
      expect(await run(db, lease.renew(key, "t1", 1_070))).toHaveLength(1)
      const held = (token: string) => db.port.first(`SELECT ${lease.heldSql(key, "?1")} AS held`, [token])
      expect(await held("t1")).toEqual({ held: 1 })
      expect(await held("t2")).toEqual({ held: 0 })
      await run(db, lease.release(key, "t2"))
      expect(await readState(db, key)).toBe("t1")
      expect(await run(db, lease.take(key, "t2", 1_171, 100))).toHaveLength(1)
      await run(db, lease.release(key, "t2"))
      expect(await readState(db, key)).toBeNull()
    })
  })
}
