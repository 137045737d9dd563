import Database from "better-sqlite3"
import { readFileSync } from "node:fs"
import { percentile, timeSync, ms } from "./lib/stats"
const db = new Database(readFileSync("/tmp/perf/calls.sqlite"))
db.exec(`CREATE INDEX contacts_business_name_idx ON contacts(business_name);
CREATE INDEX campaigns_name_idx ON campaigns(name);
CREATE INDEX calls_campaign_id_idx ON calls(campaign_id, id);`)
const t = (name: string, sql: string, params: unknown[] = [], it = 500) => {
  const s = db.prepare(sql)
  const x = timeSync(() => s.all(...params), it, 10)
  const plan = db.prepare("EXPLAIN QUERY PLAN " + sql).all(...params).map((r: any) => `${r.id}/${r.parent} ${r.detail}`).join(" | ")
  console.log(name.padEnd(28), "p50", ms(percentile(x, 50)), "p99", ms(percentile(x, 99)), JSON.stringify(s.all(...params).map((r: any) => r.id)).slice(0, 90), "\n   ", plan)
}
const ITEM = `k.id, k.contact_id AS contactId, k.campaign_id AS campaignId, p.name AS campaignName,
  k.vapi_call_id AS vapiCallId, k.status, k.result, k.duration, k.demo_scheduled AS demoScheduled,
  k.demo_date AS demoDate, k.created_at AS createdAt, k.completed_at AS completedAt,
  c.business_name AS businessName, c.phone, c.address`
const FROM = `FROM calls k LEFT JOIN contacts c ON c.id = k.contact_id LEFT JOIN campaigns p ON p.id = k.campaign_id`
for (const dir of ["ASC", "DESC"]) {
  const ids = `SELECT k.id AS id, NULL AS name, 0 AS oid FROM calls k WHERE k.contact_id IS NULL
UNION ALL SELECT k.id, c.business_name, c.id FROM contacts c CROSS JOIN calls k ON k.contact_id = c.id
ORDER BY 2 ${dir}, 3 ${dir}, 1 ${dir} LIMIT ? OFFSET ?`
  const sql = `SELECT ${ITEM} ${FROM} WHERE k.id IN (SELECT id FROM (${ids})) ORDER BY c.business_name ${dir}, c.id ${dir}, k.id ${dir}`
  t("contact " + dir, sql, [10, 0])
  t("contact deep " + dir, sql, [10, 20000])
  const ids2 = `SELECT k.id AS id, NULL AS name, 0 AS oid FROM calls k WHERE k.campaign_id IS NULL
UNION ALL SELECT k.id, p.name, p.id FROM campaigns p CROSS JOIN calls k ON k.campaign_id = p.id
ORDER BY 2 ${dir}, 3 ${dir}, 1 ${dir} LIMIT ? OFFSET ?`
  const sql2 = `SELECT ${ITEM} ${FROM} WHERE k.id IN (SELECT id FROM (${ids2})) ORDER BY p.name ${dir}, p.id ${dir}, k.id ${dir}`
  t("campaign " + dir, sql2, [10, 0])
  t("campaign deep " + dir, sql2, [10, 150000])
  const ids3 = `SELECT k.id FROM calls k ORDER BY k.created_at ${dir}, k.id ${dir} LIMIT ? OFFSET ?`
  const sql3 = `SELECT ${ITEM} ${FROM} WHERE k.id IN (${ids3}) ORDER BY k.created_at ${dir}, k.id ${dir}`
  t("created " + dir, sql3, [10, 0])
  t("created deep " + dir, sql3, [10, 150000])
  const ids4 = `SELECT k.id FROM calls k ORDER BY k.status ${dir}, k.created_at ${dir}, k.id ${dir} LIMIT ? OFFSET ?`
  const sql4 = `SELECT ${ITEM} ${FROM} WHERE k.id IN (${ids4}) ORDER BY k.status ${dir}, k.created_at ${dir}, k.id ${dir}`
  t("status " + dir, sql4, [10, 0])
}
