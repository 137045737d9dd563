import type { DB } from "../src/db/client"
import { testDb } from "./port"

/**
 * The test database, with `then` run once inside the first read whose SQL contains `marker` and
 * that comes back empty: a pass's last look for work, made while it still holds its lease. What
 * `then` writes or runs lands exactly in that window (a race the lease must not lose).
 */
export function onceOnEmptyRead(marker: string, then: () => Promise<void>): DB {
  const db = testDb()
  const all = db.port.all.bind(db.port)
  let done = false
  const port: typeof db.port = Object.assign(Object.create(db.port) as typeof db.port, {
    all: async <T>(sql: string, params?: unknown[]) => {
      const rows = await all<T>(sql, params)
      if (!done && sql.includes(marker) && rows.length === 0) {
        done = true
        await then()
      }
      return rows
    },
  })
  return Object.assign(Object.create(db) as DB, { port })
}
