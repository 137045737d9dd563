import { openMigratedDb } from "../bench/lib/sqlite"
import { seedContacts } from "../bench/lib/seed-data"
import { buildCountSql, buildPageSql } from "../worker/src/services/contacts-query"
import { percentile, timeSync, ms } from "../bench/lib/stats"
const db = openMigratedDb()
seedContacts(db, 100_000)
const t = (name: string, sql: string, params: unknown[] = []) => {
  const s = db.prepare(sql)
  const x = timeSync(() => s.all(...params), 500, 50)
  console.log(name.padEnd(40), "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), JSON.stringify(s.all(...params)).slice(0, 80))
}
const c = buildCountSql({ q: "riverside" })
t("count riverside", c.sql, c.params)
const p = buildPageSql({ q: "riverside" }, { offset: 0, limit: 25 })
t("page riverside", p.sql, p.params)
t("count capped 1000", `SELECT count(*) n FROM (SELECT 1 FROM contacts_fts WHERE contacts_fts MATCH ? LIMIT 1000)`, c.params)
t("count capped 1001 desc", `SELECT count(*) n FROM (SELECT 1 FROM contacts_fts WHERE contacts_fts MATCH ? ORDER BY rowid DESC LIMIT 1001)`, c.params)
t("count 'dentist'", c.sql, ['"dentist"'])
t("count 'ive'", c.sql, ['"ive"'])
t("count 'riv'", c.sql, ['"riv"'])
t("segments", `SELECT count(*) FROM contacts_fts_idx`)
db.exec("INSERT INTO contacts_fts(contacts_fts) VALUES('optimize')")
t("segments after optimize", `SELECT count(*) FROM contacts_fts_idx`)
t("count riverside optimized", c.sql, c.params)
const cs = buildCountSql({ q: "riverside", status: "ready" })
t("count riverside+ready", cs.sql, cs.params)
const ps = buildPageSql({ q: "riverside", status: "ready" }, { offset: 0, limit: 25 })
t("page riverside+ready", ps.sql, ps.params)
t("plan", "EXPLAIN QUERY PLAN " + cs.sql, cs.params)
