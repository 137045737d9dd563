import { openMigratedDb } from "./lib/sqlite"
import { seedContacts } from "./lib/seed-data"
import { seedCalls } from "./lib/seed-calls"
import { percentile, timeSync, ms } from "./lib/stats"
import { buildCallPageSql, RECENT_CALLS_SQL, buildStatsSql, CALL_VERSIONS_SQL } from "../worker/src/services/calls/calls-sql"
import { CALL_SORTS } from "../worker/src/schemas/calls"
const db = openMigratedDb()
let t0 = performance.now()
seedContacts(db, 100_000)
console.log("contacts", (performance.now() - t0).toFixed(0)); t0 = performance.now()
seedCalls(db, { n: 300_000, contactCount: 100_000, openCount: 100 })
console.log("calls", (performance.now() - t0).toFixed(0))
console.log(db.prepare("select * from call_stats").all(), db.prepare("select * from data_versions").all())
const t = (name: string, sql: string, params: unknown[] = [], it = 200) => {
  const s = db.prepare(sql)
  const x = timeSync(() => s.all(...params), it, 10)
  const plan = db.prepare("EXPLAIN QUERY PLAN " + sql).all(...params).map((r: any) => r.detail).join(" | ")
  console.log(name.padEnd(28), "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), plan.includes("TEMP B-TREE") ? "TEMPBTREE" : "", plan.slice(0, 200))
}
t("stats", buildStatsSql(1000).sql, buildStatsSql(1000).params)
t("recent", RECENT_CALLS_SQL.sql)
t("versions", CALL_VERSIONS_SQL.sql)
for (const sort of CALL_SORTS) for (const order of ["asc", "desc"] as const) {
  const q = buildCallPageSql({ page: 1, pageSize: 10, sort, order } as any)
  t(`${sort} ${order}`, q.sql, q.params, sort === "contact" || sort === "campaign" ? 5 : 200)
}
const q = buildCallPageSql({ page: 15000, pageSize: 10, sort: "createdAt", order: "desc" } as any)
t("createdAt p15000", q.sql, q.params)
db.serialize()
import { writeFileSync } from "node:fs"
writeFileSync("/tmp/perf/calls.sqlite", db.serialize())
