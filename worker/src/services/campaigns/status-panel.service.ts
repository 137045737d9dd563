import { desc, eq } from "drizzle-orm"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { campaigns } from "../../db/schema"
import type { CampaignStatusPanel } from "../../schemas/api-routes/campaigns"
import { startOfZonedDay } from "../../lib/zoned-time"
import { hourSums } from "../calls/calls-sql"
import { campaignItemColumns, toCampaignItem } from "./campaign-view"

/** SPEC §4/§9: a call is live while "calling" and created less than 5 minutes ago; 3 are shown. */
export const LIVE_WINDOW_MS = 5 * 60_000
export const LIVE_SHOWN = 3

const HOUR = 3_600_000

/**
 * The Campaign Status panel. "Today" is the operator's day in `timeZone` (the browser's zone, default
 * Eastern): todaysCalls = calls placed today, answered and demosScheduled = today's calls with that
 * result / a demo booked (by the hour each was dialled, test calls apart, as the dashboard counts
 * them); activeCalls = calls in progress now. Each count is a row or two of a summary kept by
 * triggers (the day's hourly rows, calls per status), never a walk over calls, however many there are.
 */
export async function getStatusPanel(db: DB, timeZone: string, now = Date.now()): Promise<CampaignStatusPanel> {
  const dayStart = startOfZonedDay(now, timeZone)
  const liveSince = now - LIVE_WINDOW_MS
  type Cells = Record<string, number | string | null>
  const { counts, live } = await batchNamed(db.port, {
    counts: typed<Cells>({
      sql: `SELECT
          (SELECT count(*) FROM campaigns WHERE status = 'running') AS running,
          d.placed AS todays,
          (SELECT count(*) FROM calls WHERE status = 'calling' AND is_test = 0) AS active,
          d.answered AS answered,
          d.demos AS demos,
          (SELECT count(*) FROM calls WHERE status = 'calling' AND created_at > ?3 AND is_test = 0) AS live
        FROM (SELECT 1) ${hourSums("d", "hour >= ?1 AND hour <= ?2")}`,
      params: [Math.floor(dayStart / HOUR), Math.floor(now / HOUR), liveSince],
    }),
    live: typed<Cells>({
      sql: `SELECT c.id, c.campaign_id AS campaignId, c.created_at AS createdAt, c.direction,
          ct.business_name AS businessName, ct.phone, cp.name AS campaignName
        FROM calls c
        LEFT JOIN contacts ct ON ct.id = c.contact_id
        LEFT JOIN campaigns cp ON cp.id = c.campaign_id
        WHERE c.status = 'calling' AND c.created_at > ?1 AND c.is_test = 0
        ORDER BY c.created_at DESC LIMIT ?2`,
      params: [liveSince, LIVE_SHOWN],
    }),
  })
  const n = counts[0]!
  const [active] = Number(n.running)
    ? await db
        .select(campaignItemColumns)
        .from(campaigns)
        .where(eq(campaigns.status, "running"))
        .orderBy(desc(campaigns.id))
        .limit(1)
    : []
  const liveCalls = live.map((r) => ({
    id: Number(r.id),
    businessName: (r.businessName as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    campaignId: r.campaignId === null ? null : Number(r.campaignId),
    campaignName: (r.campaignName as string | null) ?? null,
    direction: r.direction === "inbound" ? ("inbound" as const) : ("outbound" as const),
    createdAt: new Date(Number(r.createdAt)).toISOString(),
  }))
  return {
    running: Number(n.running) > 0,
    runningCount: Number(n.running),
    activeCampaign: active ? toCampaignItem(active, now) : null,
    liveCalls,
    moreCount: Math.max(0, Number(n.live) - liveCalls.length),
    todaysCalls: Number(n.todays),
    activeCalls: Number(n.active),
    answered: Number(n.answered),
    demosScheduled: Number(n.demos),
  }
}
