import type { Env } from "../env"
import { runDialer } from "./dialer"
import { runReconcile } from "./reconcile-job"

/** The `* * * * *` trigger: settle stuck calls, then the campaign dialer (windows, pacing, queueing). */
export async function handleScheduled(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext
) {
  // Calls still "calling" 15 minutes after the dial are read back from the provider.
  await runReconcile(env, new Date(controller.scheduledTime))
  await runDialer(env, controller.scheduledTime, ctx)
}
