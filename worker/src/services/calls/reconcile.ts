import { and, eq, isNull, lt, or, sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { calls } from "../../db/schema"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import { applyVoiceEvents } from "./apply-events"

/** Vapi does not retry webhooks: a call still "calling" this long after the dial is read back. */
export const STUCK_AFTER_MS = 15 * 60_000
const BATCH = 25

/** Calls still "calling" STUCK_AFTER_MS after their dial (or their creation, if never dialled). */
function stuckCalls(now: number) {
  const cutoff = new Date(now - STUCK_AFTER_MS)
  return and(
    eq(calls.status, "calling"),
    or(lt(calls.dialedAt, cutoff), and(isNull(calls.dialedAt), lt(calls.createdAt, cutoff)))
  )
}

/** For the cron's first read (jobs/cron.ts): a row when some call is stuck. */
export const stuckCallsDue = (ctx: Ctx) =>
  ctx.db
    .select({ one: sql`1` })
    .from(calls)
    .where(stuckCalls(ctx.clock.now()))
    .limit(1)
    .toSQL()

/**
 * Reads `GET /call/{id}` for calls stuck in "calling" and applies the answer through the same
 * event logic as webhooks. A call the provider has no record of, or one that never got a provider
 * id (the worker died mid-dial), is failed. Calls that are genuinely still in progress stay.
 */
export async function reconcileStuckCalls(ctx: Ctx) {
  const { db } = ctx
  const stuck = await db
    .select({ id: calls.id, vapiCallId: calls.vapiCallId })
    .from(calls)
    .where(stuckCalls(ctx.clock.now()))
    .orderBy(calls.id)
    .limit(BATCH)

  if (stuck.length === 0) return { checked: 0, settled: 0 }
  // Settings and providers are read only on the rare tick that finds stuck calls.
  const { voice } = await ctx.providers()
  let settled = 0
  for (const call of stuck) {
    try {
      if (!call.vapiCallId) {
        await failStuck(ctx, call.id, "The voice provider never confirmed this call.")
      } else {
        await applyVoiceEvents(ctx, await voice.for(call.vapiCallId).getCall(call.vapiCallId))
      }
      settled++
    } catch (err) {
      if (err instanceof VoiceProviderError && err.status === 404) {
        await failStuck(ctx, call.id, `The voice provider has no record of this call (${err.message}).`)
        settled++
      } else {
        // 429s and outages: try again on the next pass.
        console.warn("reconcile: could not read call", call.id, err)
      }
    }
  }
  return { checked: stuck.length, settled }
}

async function failStuck(ctx: Ctx, callId: number, message: string) {
  const rows = await ctx.db
    .update(calls)
    .set({
      status: "failed",
      result: sql`coalesce(${calls.result}, 'failed')`,
      error: message,
      completedAt: new Date(ctx.clock.now()),
    })
    .where(and(eq(calls.id, callId), eq(calls.status, "calling")))
    .returning({ id: calls.id })
  if (rows.length) ctx.events.emit({ type: "call_updated", callId, status: "failed" })
}
