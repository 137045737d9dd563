import type { DB } from "../../db/client"
import type { LiveEvent } from "../../../../party/events"
import type { Env } from "../../env"
import { enqueue } from "../../jobs/enqueue"
import { lazySettings } from "../../settings/load-settings"
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
export async function onJobEnded(
  db: DB,
  env: Env,
  job: EndedJob | null,
  now: number,
  publish: (event: LiveEvent) => Promise<void>
) {
  if (!job) return
  if (job.status === "failed") {
    // Built here rather than with notifyContext(), which brings the live room's runtime imports: the
    // scraping step also runs in Node (the bench) with its own publish.
    await notifyJobFailed({ db, env, settings: lazySettings(db, env), now, publish }, job)
  }
  if (!job.runId) return
  try {
    await enqueue(env, { type: "automation-advance", runId: job.runId })
  } catch (err) {
    console.warn("automation-advance not sent; the cron carries the run on", err)
  }
}
