import { safeEqual } from "../../auth/session"
import { createRouter } from "../../lib/create-app"
import { AppError } from "../../lib/errors"
import { parseVapiWebhook } from "../../providers/voice/vapi-messages"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import { handleVoiceWebhook } from "../../services/calls/webhook.service"

/**
 * Vapi server messages. Authenticated by the shared secret Vapi sends in X-Vapi-Secret, compared
 * in constant time; a wrong or missing header is a 401 and nothing is read or written. With no
 * VAPI_WEBHOOK_SECRET configured every request is refused (503 webhooks_disabled): an open endpoint
 * would let anyone rewrite call results. The sandbox voice never comes through here (in-process).
 * Work is done inline, not queued: it is a few guarded writes, tool calls need their answer in the
 * reply, and the live update reaches the screens sooner.
 */
export const webhookRoutes = createRouter().post("/vapi", async (c) => {
  const secret = c.env.VAPI_WEBHOOK_SECRET
  if (!secret) {
    throw new AppError("webhooks_disabled", 503, "Set VAPI_WEBHOOK_SECRET to accept Vapi webhooks.")
  }
  const given = c.req.header("x-vapi-secret") ?? ""
  if (!(await safeEqual(given, secret))) {
    throw new AppError("unauthorized", 401, "Invalid webhook secret.")
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError("invalid_json", 400, "The webhook body is not JSON.")
  }
  try {
    return c.json(await handleVoiceWebhook(c.var.ctx, { parseWebhook: parseVapiWebhook }, body), 200)
  } catch (err) {
    if (err instanceof VoiceProviderError && err.code === "invalid_payload") {
      throw new AppError("invalid_payload", 400, err.message)
    }
    throw err
  }
})
