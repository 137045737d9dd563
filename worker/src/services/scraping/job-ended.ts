import type { Env } from "../../env"
import { enqueue } from "../../jobs/enqueue"

/**
 * A job that searches one category of an AI Automation run ended (completed or failed): the run
 * moves on to its next category, or schedules its campaign. Never throws: if the message cannot be
 * sent, the cron's "automation runs" step advances the run within a minute.
 */
export async function onJobEnded(env: Env, job: { runId: number | null } | null) {
  if (!job?.runId) return
  try {
    await enqueue(env, { type: "automation-advance", runId: job.runId })
  } catch (err) {
    console.warn("automation-advance not sent; the cron carries the run on", err)
  }
}
