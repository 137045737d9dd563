import type { Env } from "../env"

/** The `* * * * *` trigger. Campaign windows and dialing arrive with the campaigns issue. */
export async function handleScheduled(
  _controller: ScheduledController,
  _env: Env,
  _ctx: ExecutionContext
) {}
