import type { Ctx } from "../../context/ctx"
import type { SqlStatement } from "../../db/sql/sql-port"
import { AppError, publicMessage } from "../../lib/errors"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import type { VoiceLimitReason } from "../costs/limits"
import { notifyCallFailed } from "../notifications/call-notifications"
import { campaignAllows, type DialGate, readDialGate } from "./dial-gate"
import { placeCall, RetryableCallError } from "./place-call"

/** A queued call whose voice is not configured yet is looked at again after this. */
const NOT_CONFIGURED_RETRY_SECONDS = 300
/** A Call Now held by the daily quota or the voice budget is looked at again after this. */
const LIMIT_RETRY_SECONDS = 900

/** Nothing (done: acknowledge) or when to try again. Throwing means "retry with the usual back-off". */
export type DialOutcome = { retryAfterSeconds: number } | undefined

async function skipListed(ctx: Ctx, callId: number, now: number) {
  await ctx.db.port.batch([
    {
      sql: `UPDATE calls SET status = 'cancelled', error = 'On the do-not-call list', completed_at = ?2, updated_at = ?2
         WHERE id = ?1 AND status = 'queued'`,
      params: [callId, now],
    },
    {
      sql: "UPDATE campaign_contacts SET state = 'skipped', outcome = 'dnc' WHERE call_id = ? AND state = 'in_flight'",
      params: [callId],
    },
  ])
  ctx.events.emit({ type: "call_updated", callId, status: "cancelled" })
}

/**
 * The campaign paused (or its window closed) between the tick and this delivery: the queued call is
 * withdrawn (it was never dialled, so no history is lost) and the contact waits for the next turn.
 * If another delivery already claimed the call, the DELETE matches nothing and the contact stays put.
 */
async function withdraw(ctx: Ctx, callId: number) {
  await ctx.db.port.batch([
    { sql: "DELETE FROM calls WHERE id = ? AND status = 'queued'", params: [callId] },
    {
      sql: `UPDATE campaign_contacts SET state = 'pending', attempts = attempts - 1, call_id = NULL, dispatched_at = NULL
         WHERE call_id = ?1 AND state = 'in_flight' AND NOT EXISTS (SELECT 1 FROM calls WHERE id = ?1)`,
      params: [callId],
    },
  ])
  ctx.events.emit({ type: "call_updated", callId, status: "cancelled" })
}

/**
 * A campaign keeps the voice its first call was placed with: calls made with real Vapi are never
 * followed by sandbox calls (their results would mix with real ones) nor sandbox ones by real dials.
 * The first dial records the mode (`record`: written in the same batch as the dial's claim); a later
 * one that finds the other voice (or none after real Vapi) pauses the campaign, saying why, and
 * withdraws its call (`changed`).
 */
async function voiceChanged(
  ctx: Ctx,
  gate: DialGate,
  callId: number,
  current: RunMode | null,
  now: number
): Promise<{ changed: boolean; record?: SqlStatement }> {
  const { db } = ctx
  const started = gate.voiceMode
  if (started === null) {
    if (!current) return { changed: false }
    return {
      changed: false,
      record: {
        sql: "UPDATE campaigns SET voice_mode = ?2 WHERE id = ?1 AND voice_mode IS NULL",
        params: [gate.campaignId, current],
      },
    }
  }
  // Sandbox, then no voice at all (a host now deployed without a key): nothing would dial; the call waits.
  if (started === current || (started === "sandbox" && current === null)) return { changed: false }
  await db.port.run(
    `UPDATE campaigns SET status = 'paused', paused_reason = 'voice_changed', updated_at = ?2
     WHERE id = ?1 AND status = 'running'`,
    [gate.campaignId, now]
  )
  await withdraw(ctx, callId)
  ctx.events.emit({ type: "campaign_updated", campaignId: gate.campaignId! })
  return { changed: true }
}

/**
 * A call the daily quota or the voice budget has no room for: a campaign's call goes back to its
 * contact's turn (the tick pauses the campaign for the budget and hands out nothing past the
 * quota); a Call Now stays queued and waits, saying why.
 */
async function heldByLimit(
  ctx: Ctx,
  gate: DialGate,
  callId: number,
  limit: VoiceLimitReason,
  now: number
): Promise<DialOutcome> {
  if (gate.campaignId !== null) {
    await withdraw(ctx, callId)
    return
  }
  await ctx.db.port.run("UPDATE calls SET retry_at = ?2, error = ?3 WHERE id = ?1 AND status = 'queued'", [
    callId,
    now + LIMIT_RETRY_SECONDS * 1000,
    limit.message,
  ])
  return { retryAfterSeconds: LIMIT_RETRY_SECONDS }
}

/**
 * A queued call's turn (place-call message): the do-not-call and campaign-window checks right before
 * dialling (Call Now does the same with assertDialable), then placeCall. Three round trips for a
 * dial: the gate (with the settings and the limits), the claim (with the contact), the provider's id.
 */
export async function dialQueuedCall(ctx: Ctx, callId: number): Promise<DialOutcome> {
  const { db } = ctx
  const now = ctx.clock.now()
  const { gate, limit } = await readDialGate(ctx, callId)
  if (!gate || gate.status !== "queued") return // placed, cancelled or gone: nothing to do
  if (gate.listed) {
    await skipListed(ctx, callId, now)
    return
  }
  if (gate.campaignId !== null && !campaignAllows(gate, now)) {
    await withdraw(ctx, callId)
    return
  }
  // The daily quota and the monthly voice budget (services/costs/limits.ts), right before the dial.
  if (limit) return heldByLimit(ctx, gate, callId, limit, now)
  try {
    const providers = await ctx.providers()
    const voice =
      gate.campaignId === null ? null : await voiceChanged(ctx, gate, callId, runModeOf(providers.voice), now)
    if (voice?.changed) return
    const result = await placeCall(ctx, callId, voice?.record ? [voice.record] : [])
    // Parallel dials passed the read above together; the claim let through only those that fit.
    if (!result.placed && result.reason === "limit") return heldByLimit(ctx, gate, callId, result.limit, now)
  } catch (err) {
    if (err instanceof RetryableCallError) return { retryAfterSeconds: err.retryAfterSeconds }
    if (err instanceof AppError && err.code === "voice_not_configured") {
      // The operator may fix Settings meanwhile; the call stays queued, and its retry time says when
      // this message comes back, so the cron's re-send (OVERDUE_RETRIES_SQL) does not double it.
      await db.port.run("UPDATE calls SET retry_at = ?2 WHERE id = ?1 AND status = 'queued'", [
        callId,
        now + NOT_CONFIGURED_RETRY_SECONDS * 1000,
      ])
      return { retryAfterSeconds: NOT_CONFIGURED_RETRY_SECONDS }
    }
    // call_failed: already recorded on the call; call_unrecorded: placed, its webhooks settle it.
    if (err instanceof AppError) return
    // Unexpected (a D1 hiccup, a crash mid-way): keep the reason for the dead-letter path, then let
    // the queue retry with its back-off.
    const reason = publicMessage(err, "Something went wrong on our side while placing the call.")
    await db.port
      .run("UPDATE calls SET error = ? WHERE id = ? AND status = 'queued'", [reason.slice(0, 500), callId])
      .catch(() => undefined)
    throw err
  }
}

/**
 * Dead letters (retries used up): the call is failed with the last reason, never silently dropped.
 * A call claimed but never confirmed by the provider (a crash mid-dial) is failed too.
 */
export async function failDeadLetteredCall(ctx: Ctx, callId: number) {
  const res = await ctx.db.port.run(
    `UPDATE calls SET status = 'failed', result = coalesce(result, 'failed'),
       error = coalesce(error, 'The call could not be placed after repeated attempts.'),
       completed_at = ?2, updated_at = ?2
     WHERE id = ?1 AND (status = 'queued' OR (status = 'calling' AND vapi_call_id IS NULL))`,
    [callId, ctx.clock.now()]
  )
  if (!res.changes) return
  ctx.events.emit({ type: "call_updated", callId, status: "failed" })
  await notifyCallFailed(ctx, callId)
}
