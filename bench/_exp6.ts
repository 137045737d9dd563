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
const JOINS = `LEFT JOIN contacts c ON c.id = k.contact_id LEFT JOIN campaigns p ON p.id = k.campaign_id`
for (const dir of ["ASC", "DESC"]) {
  const ids = `SELECT k.id AS id, k.contact_id AS s1, k.contact_id AS s2 FROM calls k WHERE k.contact_id IS NULL
UNION ALL SELECT k.id, c.business_name, c.id FROM contacts c CROSS JOIN calls k ON k.contact_id = c.id
ORDER BY 2 ${dir}, 3 ${dir}, 1 ${dir} LIMIT ? OFFSET ?`
  t("contact in " + dir, `SELECT ${ITEM} FROM calls k ${JOINS} WHERE k.id IN (SELECT id FROM (${ids})) ORDER BY c.business_name ${dir}, c.id ${dir}, k.id ${dir}`, [10, 0])
  t("contact from " + dir, `SELECT ${ITEM} FROM (${ids}) s CROSS JOIN calls k ON k.id = s.id ${JOINS} ORDER BY s.s1 ${dir}, s.s2 ${dir}, s.id ${dir}`, [10, 0])
  const ids2 = `SELECT k.id AS id, k.campaign_id AS s1, k.campaign_id AS s2 FROM calls k WHERE k.campaign_id IS NULL
UNION ALL SELECT k.id, p.name, p.id FROM campaigns p CROSS JOIN calls k ON k.campaign_id = p.id
ORDER BY 2 ${dir}, 3 ${dir}, 1 ${dir} LIMIT ? OFFSET ?`
  t("campaign from " + dir, `SELECT ${ITEM} FROM (${ids2}) s CROSS JOIN calls k ON k.id = s.id ${JOINS} ORDER BY s.s1 ${dir}, s.s2 ${dir}, s.id ${dir}`, [10, 0])
  t("campaign from deep " + dir, `SELECT ${ITEM} FROM (${ids2}) s CROSS JOIN calls k ON k.id = s.id ${JOINS} ORDER BY s.s1 ${dir}, s.s2 ${dir}, s.id ${dir}`, [10, 100000])
  const ids3 = `SELECT k.id, k.created_at AS s1 FROM calls k ORDER BY k.created_at ${dir}, k.id ${dir} LIMIT ? OFFSET ?`
  t("created from " + dir, `SELECT ${ITEM} FROM (${ids3}) s CROSS JOIN calls k ON k.id = s.id ${JOINS} ORDER BY s.s1 ${dir}, s.id ${dir}`, [10, 0])
}
