import { hasLocalGateToken } from "./lib/local-gate"
import type { Env } from "./env"
import worker from "./index"

export { LiveRoom, SandboxVoiceCall } from "./index"

// Must match scripts/serve-worker.mjs (and stay unexported: workerd takes every export for a handler).
// Under /cdn-cgi/: the gate never forwards it, and miniflare refuses it to non-loopback Hosts.
const LOCAL_CRON_PATH = "/cdn-cgi/local/cron"

/**
 * The worker as `npm start` serves it (scripts/serve-worker.mjs). Local wrangler never fires crons,
 * its `/__scheduled` test route answers any client, and miniflare's own trigger handler calls the
 * static-assets router (which has no `scheduled`) rather than this worker, so the local server fires
 * the cron here, authenticated with the gate's per-run token.
 */
export default {
  ...worker,
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (url.pathname !== LOCAL_CRON_PATH) return worker.fetch(request, env, ctx)
    if (!hasLocalGateToken(env, request.headers)) {
      return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 })
    }
    const cron = url.searchParams.get("cron") ?? "* * * * *"
    await worker.scheduled({ cron, scheduledTime: Date.now(), noRetry() {} }, env, ctx)
    return Response.json({ ok: true })
  },
} satisfies ExportedHandler<Env>
