import { createDb } from "../db/client"
import type { Env } from "../env"
import { publish } from "../live/publish"
import { runDialerTick, type TickResult } from "../services/campaigns/dialer-tick"

export { runDialerTick, type TickResult }

const changedCampaigns = (r: TickResult) =>
  r.promoted.length + r.completed.length + r.paused.length + r.resumed.length + r.settled + r.dispatched.length

/** Cron step. Never throws, so the other cron work still runs; screens hear about what changed. */
export async function runDialer(env: Env, now: number, ctx?: ExecutionContext) {
  try {
    const result = await runDialerTick(createDb(env.DB), env, now)
    const events: Promise<void>[] = []
    if (changedCampaigns(result)) events.push(publish(env, { type: "campaign_updated" }))
    if (result.dispatched.length) events.push(publish(env, { type: "call_updated", status: "queued" }))
    if (ctx) ctx.waitUntil(Promise.all(events))
    else await Promise.all(events)
    return result
  } catch (err) {
    console.error("dialer tick failed", err)
    return null
  }
}
