import { openMigratedDb } from "./lib/sqlite"
import { seedContacts } from "./lib/seed-data"
import { percentile, timeSync, ms } from "./lib/stats"
import { buildCountSql, buildPageSql, searchCountCap } from "../worker/src/services/contacts-query"
const db = openMigratedDb()
db.exec(`CREATE TABLE contact_buckets(bucket INTEGER PRIMARY KEY, n INTEGER NOT NULL);
CREATE TRIGGER cb_ai AFTER INSERT ON contacts BEGIN INSERT INTO contact_buckets(bucket,n) VALUES (new.id >> 10, 1) ON CONFLICT(bucket) DO UPDATE SET n = n + 1; END;`)
seedContacts(db, 100_000)
const t = (name: string, q: { sql: string; params: unknown[] }, it = 2000) => {
  const s = db.prepare(q.sql)
  const x = timeSync(() => s.all(...q.params), it, 100)
  const plan = db.prepare("EXPLAIN QUERY PLAN " + q.sql).all(...q.params).map((r: any) => r.detail).join(" | ")
  const rows = s.all(...q.params) as any[]
  console.log(name.padEnd(30), "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), rows.length, JSON.stringify(rows.map((r) => r.id ?? r.n)).slice(0, 60), "\n    ", plan)
}
for (const k of [0, 1000, 1025, 50000, 99975, 100000, 120000]) t(`unfiltered @${k}`, buildPageSql({}, { offset: k, limit: 25, total: 100000 }))
t("search count capped", buildCountSql({ q: "riverside" }, searchCountCap(0, 25)))
t("search+ready count capped", buildCountSql({ q: "riverside", status: "ready" }, searchCountCap(0, 25)))
t("search+dentist count capped", buildCountSql({ q: "riverside", category: "Dentist" }, searchCountCap(0, 25)))
t("search+ready page", buildPageSql({ q: "riverside", status: "ready" }, { offset: 0, limit: 25 }))
t("search+dentist page", buildPageSql({ q: "riverside", category: "Dentist" }, { offset: 0, limit: 25 }))
t("search 'market' count capped", buildCountSql({ q: "market" }, searchCountCap(0, 25)))
t("search 'ma' count capped", buildCountSql({ q: "ma" }, searchCountCap(0, 25)))
t("search 'zq' count capped", buildCountSql({ q: "zq" }, searchCountCap(0, 25)), 50)
{
const q = buildCountSql({ q: "riverside", category: "Dentist" }, 1000)
const sql2 = q.sql.replace("CROSS JOIN contacts c ON", "CROSS JOIN contacts c INDEXED BY contacts_category_id_idx ON")
t("INDEXED BY dentist", { sql: sql2, params: q.params })
const q3 = buildCountSql({ q: "riverside", status: "ready" }, 1000)
t("INDEXED BY ready", { sql: q3.sql.replace("CROSS JOIN contacts c ON", "CROSS JOIN contacts c INDEXED BY contacts_status_id_idx ON"), params: q3.params })
const sql4 = `SELECT count(*) AS n FROM (SELECT 1 FROM contacts_fts WHERE contacts_fts MATCH ? AND EXISTS (SELECT 1 FROM contacts c WHERE c.category = ? AND c.id = contacts_fts.rowid) LIMIT 1001)`
t("EXISTS dentist", { sql: sql4, params: q.params.slice(0, 2) })
t("exact count dentist INDEXED", { sql: `SELECT count(*) n FROM contacts_fts CROSS JOIN contacts c INDEXED BY contacts_category_id_idx ON c.id = contacts_fts.rowid WHERE contacts_fts MATCH ? AND c.category = ?`, params: q.params.slice(0, 2) })
}
