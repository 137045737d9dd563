import { openMigratedDb } from "./lib/sqlite"
import { seedContacts } from "./lib/seed-data"
import { percentile, timeSync, ms } from "./lib/stats"
const db = openMigratedDb()
db.exec(`CREATE TABLE cb(bucket INTEGER PRIMARY KEY, n INTEGER NOT NULL);
CREATE TRIGGER cb_ai AFTER INSERT ON contacts BEGIN INSERT INTO cb(bucket,n) VALUES (new.id >> 10, 1) ON CONFLICT(bucket) DO UPDATE SET n = n + 1; END;`)
seedContacts(db, 100_000)
const variants: Record<string, string> = {
  orderOuter: `SELECT bucket, ? - (upto - n) AS skip FROM (SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC ROWS UNBOUNDED PRECEDING) AS upto FROM cb) WHERE upto > ? ORDER BY bucket DESC LIMIT 1`,
  noOrder: `SELECT bucket, ? - (upto - n) AS skip FROM (SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC ROWS UNBOUNDED PRECEDING) AS upto FROM cb) WHERE upto > ? LIMIT 1`,
  bareMax: `SELECT max(bucket) AS bucket, ? - (upto - n) AS skip FROM (SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC ROWS UNBOUNDED PRECEDING) AS upto FROM cb) WHERE upto > ?`,
}
for (const [name, sql] of Object.entries(variants)) {
  console.log(name, db.prepare("EXPLAIN QUERY PLAN " + sql).all(1, 1).map((r: any) => r.detail).join(" | "))
}
for (let round = 0; round < 2; round++)
for (const [name, sql] of Object.entries(variants)) for (const k of [1024, 50000, 99000, 100000]) {
  const s = db.prepare(sql)
  const x = timeSync(() => s.all(k, k), 5000, 200)
  console.log(name.padEnd(12), k, "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), JSON.stringify(s.all(k, k)))
}
