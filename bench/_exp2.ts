import { openMigratedDb } from "./lib/sqlite"
import { seedContacts } from "./lib/seed-data"
import { percentile, timeSync, ms } from "./lib/stats"
import { buildPageSql } from "../worker/src/services/contacts-query"
const db = openMigratedDb()
for (const s of [10, 12]) db.exec(`CREATE TABLE cb${s}(bucket INTEGER PRIMARY KEY, n INTEGER NOT NULL);
CREATE TRIGGER cb${s}_ai AFTER INSERT ON contacts BEGIN INSERT INTO cb${s}(bucket,n) VALUES (new.id >> ${s}, 1) ON CONFLICT(bucket) DO UPDATE SET n = n + 1; END;`)
seedContacts(db, 100_000)
const t = (name: string, sql: string, params: unknown[] = []) => {
  const s = db.prepare(sql)
  const x = timeSync(() => s.all(...params), 3000, 200)
  console.log(name.padEnd(40), "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), JSON.stringify(s.all(...params)).slice(0, 60))
}
const cols = buildPageSql({}, { offset: 0, limit: 25 }).sql.split("WHERE p.id IN")[0]
for (const s of [10, 12]) {
  const page = `${cols} WHERE p.id IN (SELECT c.id FROM contacts c WHERE c.id < (SELECT (bucket + 1) << ${s} FROM t) ORDER BY c.id DESC LIMIT ? OFFSET (SELECT skip FROM t)) ORDER BY p.id DESC`
  const pre = `WITH b AS (SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC) AS upto FROM cb${s}),
t AS (SELECT bucket, ? - (upto - n) AS skip FROM b WHERE upto > ? ORDER BY bucket DESC LIMIT 1) `
  for (const k of [25, 50000, 99975]) t(`shift ${s} @${k}`, pre + page, [k, k, 25])
  const pre2 = `WITH t AS (SELECT bucket, ? - (upto - n) AS skip FROM (SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC ROWS UNBOUNDED PRECEDING) AS upto FROM cb${s}) WHERE upto > ? LIMIT 1) `
  for (const k of [25, 50000, 99975]) t(`rows-frame shift ${s} @${k}`, pre2 + page, [k, k, 25])
}
for (const k of [0, 50000, 99975]) { const q = buildPageSql({}, { offset: k, limit: 25, total: 100000 }); t("current @" + k, q.sql, q.params) }
t("window only", `SELECT count(*) FROM (SELECT bucket, sum(n) OVER (ORDER BY bucket DESC) FROM cb10)`)
t("window only 12", `SELECT count(*) FROM (SELECT bucket, sum(n) OVER (ORDER BY bucket DESC) FROM cb12)`)
t("sum only", `SELECT sum(n) FROM cb10`)
