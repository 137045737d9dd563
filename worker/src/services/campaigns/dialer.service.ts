import type { Ctx } from "../../context/ctx"
import { runDialerTick, type TickResult } from "./dialer-tick"

const changedCampaigns = (r: TickResult) =>
  r.promoted.length + r.completed.length + r.paused.length + r.resumed.length + r.settled + r.dispatched.length

/** The dialer's cron step: one tick, then the screens hear about what changed (when the cron run ends). */
export async function runDialer(ctx: Ctx) {
  const result = await runDialerTick(ctx)
  if (changedCampaigns(result)) ctx.events.emit({ type: "campaign_updated" })
  if (result.dispatched.length) ctx.events.emit({ type: "call_updated", status: "queued" })
  return result
}
