import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import { runDialerTick, type TickResult } from "./dialer-tick"

const changedCampaigns = (r: TickResult) =>
  r.promoted.length + r.completed.length + r.paused.length + r.resumed.length + r.settled + r.dispatched.length

/**
 * The dialer's cron step: one tick, then the screens hear about what changed. `waitUntil` lets the
 * live events finish after the cron handler returns; without it they are awaited.
 */
export async function runDialer(db: DB, env: Env, now: number, waitUntil?: (p: Promise<unknown>) => void) {
  const result = await runDialerTick(db, env, now)
  const events: Promise<void>[] = []
  if (changedCampaigns(result)) events.push(publish(env, { type: "campaign_updated" }))
  if (result.dispatched.length) events.push(publish(env, { type: "call_updated", status: "queued" }))
  if (waitUntil) waitUntil(Promise.all(events))
  else await Promise.all(events)
  return result
}
