import { and, eq, isNull, lt, or, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { calls } from "../../db/schema"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import type { Providers } from "../../providers"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import { lazySettings } from "../../settings/load-settings"
import type { Settings } from "../../settings/registry"
import { applyVoiceEvents } from "./apply-events"

/** Vapi does not retry webhooks: a call still "calling" this long after the dial is read back. */
export const STUCK_AFTER_MS = 15 * 60_000
const BATCH = 25

/**
 * Reads `GET /call/{id}` for calls stuck in "calling" and applies the answer through the same
 * event logic as webhooks. A call the provider has no record of, or one that never got a provider
 * id (the worker died mid-dial), is failed. Calls that are genuinely still in progress stay.
 */
export async function reconcileStuckCalls(
  db: DB,
  env: Env,
  /** The providers for these settings; settings are read from D1 only on the rare tick that finds stuck calls, once. */
  providersFor: (settings: Settings) => Promise<Providers>,
  now = new Date()
) {
  const cutoff = new Date(now.getTime() - STUCK_AFTER_MS)
  const stuck = await db
    .select({ id: calls.id, vapiCallId: calls.vapiCallId })
    .from(calls)
    .where(
      and(
        eq(calls.status, "calling"),
        or(lt(calls.dialedAt, cutoff), and(isNull(calls.dialedAt), lt(calls.createdAt, cutoff)))
      )
    )
    .orderBy(calls.id)
    .limit(BATCH)

  if (stuck.length === 0) return { checked: 0, settled: 0 }
  const settings = lazySettings(db, env)
  const { voice } = await providersFor(await settings())
  let settled = 0
  for (const call of stuck) {
    try {
      if (!call.vapiCallId) {
        await failStuck(db, env, call.id, "The voice provider never confirmed this call.")
      } else {
        await applyVoiceEvents(db, env, await voice.for(call.vapiCallId).getCall(call.vapiCallId), now, settings)
      }
      settled++
    } catch (err) {
      if (err instanceof VoiceProviderError && err.status === 404) {
        await failStuck(db, env, call.id, `The voice provider has no record of this call (${err.message}).`)
        settled++
      } else {
        // 429s and outages: try again on the next pass.
        console.warn("reconcile: could not read call", call.id, err)
      }
    }
  }
  return { checked: stuck.length, settled }
}

async function failStuck(db: DB, env: Env, callId: number, message: string) {
  const rows = await db
    .update(calls)
    .set({
      status: "failed",
      result: sql`coalesce(${calls.result}, 'failed')`,
      error: message,
      completedAt: new Date(),
    })
    .where(and(eq(calls.id, callId), eq(calls.status, "calling")))
    .returning({ id: calls.id })
  if (rows.length) await publish(env, { type: "call_updated", callId, status: "failed" })
}
