import type { Env } from "../env"
import { runReconcile } from "./reconcile-job"

/** The `* * * * *` trigger. Campaign windows and dialing arrive with the campaigns issue. */
export async function handleScheduled(
  controller: ScheduledController,
  env: Env,
  _ctx: ExecutionContext
) {
  // Calls still "calling" 15 minutes after the dial are read back from the provider.
  await runReconcile(env, new Date(controller.scheduledTime))
}
