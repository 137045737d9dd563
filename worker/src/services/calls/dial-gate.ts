import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { RunMode } from "../../providers/provider-mode"
import { DIALER_SETTING_KEYS } from "../../schemas/campaign-rules"
import { unitSettings } from "../../settings/load-settings"
import { parseSetting } from "../../settings/registry"
import { type LimitHourRow, voiceLimitReasonOf } from "../costs/limits"
import { limitsFromTotals, limitTotalsSql } from "../costs/limit-totals"
import { isWithinCalleeHours } from "../campaigns/callee-time"
import { type CallingWindow, isWithinWindowAt, localTime } from "../campaigns/calling-window"

/** What the last checks before a queued dial need to know about the call. */
export type DialGate = {
  status: string
  campaignId: number | null
  listed: number
  campaignStatus: string | null
  /** The voice the campaign's first call was placed with ("real" | "sandbox"); null before it. */
  voiceMode: RunMode | null
  timezone: string | null
  startTime: string | null
  endTime: string | null
  workDays: string | null
  calleeTz: string | null
  calleeHoursOnly: string | null
}

// Everything the last checks need, in one read: the call, whether its number is on the do-not-call
// list, its campaign's state and window, the callee's zone.
const GATE_SQL = `SELECT c.status, c.campaign_id AS campaignId,
    EXISTS (SELECT 1 FROM do_not_call d WHERE d.phone = ct.phone) AS listed,
    cp.status AS campaignStatus, cp.voice_mode AS voiceMode, cp.timezone, cp.start_time AS startTime, cp.end_time AS endTime,
    cp.work_days AS workDays, cc.callee_tz AS calleeTz,
    (SELECT value FROM settings WHERE key = '${DIALER_SETTING_KEYS.calleeHoursOnly}') AS calleeHoursOnly
  FROM calls c
  LEFT JOIN contacts ct ON ct.id = c.contact_id
  LEFT JOIN campaigns cp ON cp.id = c.campaign_id
  LEFT JOIN campaign_contacts cc ON cc.campaign_id = c.campaign_id AND cc.contact_id = c.contact_id
  WHERE c.id = ?`

/**
 * The gate, the settings (handed to the unit, so the providers and the call's record read none) and
 * the running totals the daily quota and the voice budget are judged on (limit-totals.ts, read before
 * the zone is known): one round trip before a dial.
 * `limit` is why no call may be placed now (services/costs/limits.ts), or null.
 */
export async function readDialGate(ctx: Ctx, callId: number) {
  const now = ctx.clock.now()
  const unit = unitSettings(ctx)
  const read = await batchNamed(ctx.db.port, {
    gate: typed<DialGate>({ sql: GATE_SQL, params: [callId] }),
    settings: unit.statement,
    totals: typed<LimitHourRow>(limitTotalsSql(now)),
  })
  const settings = await unit.of(read.settings)
  const gate = read.gate[0] ?? null
  const limits = limitsFromTotals(read.totals, settings, now)
  return { gate, limit: voiceLimitReasonOf(limits) }
}

/** May a campaign call be dialled now? Its campaign must be running and inside its window (also in the callee's zone). */
export function campaignAllows(g: DialGate, now: number) {
  if (g.campaignStatus !== "running") return false
  const window: CallingWindow = {
    timezone: g.timezone!,
    startTime: g.startTime!,
    endTime: g.endTime!,
    workDays: JSON.parse(g.workDays ?? "[]") as string[],
  }
  if (!isWithinWindowAt(window, localTime(now, window.timezone))) return false
  const calleeZone = g.calleeTz || window.timezone
  const callee = localTime(now, calleeZone)
  if (g.calleeTz && !isWithinWindowAt(window, callee)) return false
  return !parseSetting("callee_hours_only", g.calleeHoursOnly) || isWithinCalleeHours(callee)
}
