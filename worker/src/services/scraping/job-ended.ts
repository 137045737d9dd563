import type { Ctx } from "../../context/ctx"
import { notifyJobFailed } from "../notifications/job-notifications"

interface EndedJob {
  id: number
  runId: number | null
  status: string
  error: string | null
  label: string
}

/**
 * A lead-search job ended (completed, stopped or failed). A failure is a system-error notification;
 * a job that searched one category of an AI Automation run moves the run on to its next category,
 * or schedules its campaign. Never throws: if the message cannot be sent, the cron's "automation
 * runs" step advances the run within a minute.
 */
export async function onJobEnded(ctx: Ctx, job: EndedJob | null) {
  if (!job) return
  if (job.status === "failed") await notifyJobFailed(ctx, job)
  if (!job.runId) return
  try {
    await ctx.queue.send({ type: "automation-advance", runId: job.runId })
  } catch (err) {
    console.warn("automation-advance not sent; the cron carries the run on", err)
  }
}
