import type { Ctx } from "../../context/ctx"
import { runDialerTick, type TickResult } from "./dialer-tick"

const changedCampaigns = (r: TickResult) =>
  r.promoted.length + r.completed.length + r.paused.length + r.resumed.length + r.settled + r.dispatched.length

/** The dialer's cron step: one tick, then the screens hear about what changed (when the cron run ends). */
export async function runDialer(ctx: Ctx) {
  const result = await runDialerTick(ctx)
  if (changedCampaigns(result)) ctx.events.emit({ type: "campaign_updated" })
  if (result.dispatched.length || result.callbacks.length) ctx.events.emit({ type: "call_updated", status: "queued" })
  // The contact cards and the calendar show a callback's state (waiting, dialled, done).
  if (result.callbacks.length || result.callbacksSettled) {
    ctx.events.emit({ type: "contact_updated", contactIds: result.callbacks.map((x) => x.contactId) })
  }
  return result
}
