import { desc, eq, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { campaigns } from "../../db/schema"
import type { Ctx } from "../../context/ctx"
import { AppError, notFound } from "../../lib/errors"
import { MAX_DELAY_SECONDS } from "../../lib/queue-limits"
import { callVersions } from "../calls/calls-read.service"
import { queueDials } from "../calls/queue-dials"
import type { CampaignContactsPage } from "../../schemas/api-routes/campaigns"
import { CALLING_HOURS_MESSAGES, hoursReach } from "../../schemas/calling-hours"
import type { Weekday } from "../../schemas/campaign-rules"
import { isWithinWindow } from "./calling-window"
import { campaignItemColumns, type CampaignItemRow } from "./campaign-view"

/** One page of campaigns, newest first, without their selected ids (see campaignItemColumns). */
export async function listCampaigns(db: DB, page: { page: number; pageSize: number }) {
  return db
    .select(campaignItemColumns)
    .from(campaigns)
    .orderBy(desc(campaigns.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
}

/**
 * The campaign list's version: the campaigns' and the calls'. What only a call changes (the spend,
 * answered calls, demos, pacing) moves the calls version alone (campaigns_version_au skips those
 * columns), so a call's life writes no campaigns version row.
 */
export async function campaignsVersion(db: DB) {
  const v = await callVersions(db)
  return `${v.campaigns}.${v.calls}`
}

export async function getCampaign(db: DB, id: number): Promise<CampaignItemRow> {
  const [row] = await db.select(campaignItemColumns).from(campaigns).where(eq(campaigns.id, id))
  if (!row) throw notFound("Campaign")
  return row
}

/**
 * A page of a campaign's contacts by contact id, from the dialer's own rows (a deleted contact
 * leaves the campaign with it). Id order walks the primary key (campaign_id, contact_id), where
 * selection order would sort every row of a 100k-contact campaign for each page.
 */
export async function listCampaignContacts(
  db: DB,
  id: number,
  page: { page: number; pageSize: number }
): Promise<CampaignContactsPage> {
  const { total, rows } = await batchNamed(db.port, {
    total: typed<{ found: number; n: number }>({
      sql: `SELECT (SELECT count(*) FROM campaigns WHERE id = ?1) AS found,
          (SELECT count(*) FROM campaign_contacts WHERE campaign_id = ?1) AS n`,
      params: [id],
    }),
    rows: typed<CampaignContactsPage["items"][number]>({
      sql: `SELECT cc.contact_id AS contactId, ct.business_name AS businessName, ct.phone, cc.state,
          cc.attempts, cc.outcome
        FROM campaign_contacts cc JOIN contacts ct ON ct.id = cc.contact_id
        WHERE cc.campaign_id = ?1 ORDER BY cc.contact_id LIMIT ?2 OFFSET ?3`,
      params: [id, page.pageSize, (page.page - 1) * page.pageSize],
    }),
  })
  const counts = total[0]!
  if (!counts.found) throw notFound("Campaign")
  return {
    items: rows,
    total: counts.n,
    page: page.page,
    pageSize: page.pageSize,
  }
}

const completedError = () =>
  new AppError("campaign_completed", 409, "This campaign has already called all its contacts.")

/**
 * Start/resume (running) and pause (SPEC §4). Starting outside the calling window stores it as paused
 * by the window, so the cron resumes it when the window opens ("auto-pause until 12:01 AM"); the
 * answer says so with pausedReason "window" and resumesAt. Pausing is always the operator's: the cron
 * never resumes a manually paused campaign. Pacing survives a pause (nextDialAt is kept).
 */
export async function setCampaignStatus(db: DB, id: number, status: "running" | "paused", now = Date.now()) {
  const campaign = await getCampaign(db, id)
  if (campaign.status === "completed") throw completedError()
  const patch =
    status === "paused"
      ? { status: "paused" as const, pausedReason: "manual" as const }
      : isWithinWindow(campaign, now)
        ? { status: "running" as const, pausedReason: null }
        : { status: "paused" as const, pausedReason: "window" as const }
  const [row] = await db
    .update(campaigns)
    .set({ ...patch, updatedAt: new Date(now) })
    .where(eq(campaigns.id, id))
    .returning(campaignItemColumns)
  return row!
}

/**
 * Reschedule changes only scheduledStart (SPEC §4). A paused campaign remembers it was rescheduled,
 * so the cron starts it at the new time; a scheduled one simply starts then.
 */
export async function rescheduleCampaign(db: DB, id: number, scheduledStart: Date, now = Date.now()) {
  await getCampaign(db, id)
  const [row] = await db
    .update(campaigns)
    .set({
      scheduledStart,
      pausedReason: sql`CASE WHEN ${campaigns.status} = 'paused' THEN 'rescheduled' ELSE ${campaigns.pausedReason} END`,
      updatedAt: new Date(now),
    })
    .where(eq(campaigns.id, id))
    .returning(campaignItemColumns)
  return row!
}

/** Refuses hours that cannot reach anyone under the operator's "8 AM-9 PM callee time" rule. */
export function assertHoursReach(
  hours: { startTime: string; endTime: string; workDays: readonly Weekday[] },
  calleeHoursOnly: boolean
) {
  if (hoursReach(hours, calleeHoursOnly) === "none") {
    throw new AppError("window_unreachable", 400, CALLING_HOURS_MESSAGES.unreachable)
  }
}

/**
 * A campaign's calling hours (and optionally its zone), edited at any time before it completes. The
 * cron's next tick reads them: a running campaign now outside them pauses, a window-paused one inside
 * them resumes, and contacts are picked by the new hours in their own zones.
 */
export async function setCampaignHours(
  db: DB,
  id: number,
  hours: { startTime: string; endTime: string; workDays: Weekday[]; timezone?: string },
  calleeHoursOnly: boolean,
  now = Date.now()
) {
  const campaign = await getCampaign(db, id)
  if (campaign.status === "completed") {
    throw new AppError("campaign_completed", 409, CALLING_HOURS_MESSAGES.notEditable)
  }
  assertHoursReach(hours, calleeHoursOnly)
  const [row] = await db
    .update(campaigns)
    .set({
      startTime: hours.startTime,
      endTime: hours.endTime,
      workDays: hours.workDays,
      ...(hours.timezone ? { timezone: hours.timezone } : {}),
      updatedAt: new Date(now),
    })
    .where(eq(campaigns.id, id))
    .returning(campaignItemColumns)
  return row!
}

/**
 * Deletes a campaign. Its queued calls are cancelled first (never dialled); calls already made stay
 * in the history (their campaign link is cleared by the foreign key). Its dial queue goes with it.
 */
export async function deleteCampaign(db: DB, id: number, now = Date.now()) {
  const { cancelled, deleted } = await batchNamed(db.port, {
    cancelled: {
      sql: `UPDATE calls SET status = 'cancelled', error = 'Campaign deleted', completed_at = ?2, updated_at = ?2
         WHERE campaign_id = ?1 AND status = 'queued' RETURNING id`,
      params: [id, now],
    },
    deleted: { sql: "DELETE FROM campaigns WHERE id = ? RETURNING id", params: [id] },
  })
  if (!deleted.length) throw notFound("Campaign")
  // Counted from RETURNING: a batch answers rows, not changes (and D1's changes count trigger rows).
  return { id, cancelledCalls: cancelled.length }
}

/** SPEC §9: resumed queued calls are spaced 2 seconds apart. */
export const RESUME_SPACING_SECONDS = 2
// Queues delay a message by at most 12 hours; beyond that the rest waits for the next Resume.
const MAX_RESUME = Math.floor(MAX_DELAY_SECONDS / RESUME_SPACING_SECONDS)

/**
 * Resume Queued: every queued call is put back on the calls queue, 2 s apart (delaySeconds 0, 2, 4…).
 * Safe to repeat: placing a call claims it first, so a call queued twice is dialled once.
 */
export async function resumeQueuedCalls(ctx: Ctx) {
  const rows = await ctx.db.port.all<{ id: number }>(
    "SELECT id FROM calls WHERE status = 'queued' ORDER BY id LIMIT ?",
    [MAX_RESUME]
  )
  const ids = rows.map((r) => r.id)
  await queueDials(ctx, ids, { spacingSeconds: RESUME_SPACING_SECONDS })
  const message = ids.length
    ? `Resumed ${ids.length} queued call${ids.length === 1 ? "" : "s"}, 2 seconds apart.`
    : "There are no queued calls to resume."
  return { message, resumedCount: ids.length }
}
