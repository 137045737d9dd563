import { app } from "./app"
import type { Env } from "./env"
import { handleQueue } from "./jobs/queue"
import { handleScheduled } from "./jobs/cron"

export { LiveRoom } from "../../party/live-room"
export { SandboxVoiceCall } from "./jobs/sandbox-voice-call"

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => handleScheduled(controller, env, ctx),
  queue: (batch, env, ctx) => handleQueue(batch, env, ctx),
} satisfies ExportedHandler<Env>
