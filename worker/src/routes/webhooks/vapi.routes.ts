import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { AppError } from "../../lib/errors"
import { afterResponse } from "../../lib/wait-until"
import { handleVapiMessage } from "../../services/calls/vapi-message.service"
import { recordVoiceMessageSeen, voiceMessageSeenDue } from "../../services/system/webhook-seen"
import { readWebhookGate, webhookAuthorized } from "../../services/voice/webhook-secret"
import { primeSettings } from "../../settings/load-settings"

/**
 * Vapi server messages. Authenticated by the shared secret: Vapi's credential header
 * (`Authorization: Bearer`, the credential Settings → Voice creates) or the legacy X-Vapi-Secret,
 * compared in constant time with the secrets in force: VAPI_WEBHOOK_SECRET and the app's generated
 * secret, the latter refused once VAPI_WEBHOOK_SECRET is set and the assistant was moved onto it, and
 * a rotation's new secret while it runs (services/voice/webhook-secret.ts); a wrong or missing
 * header is a 401 and no call is read or
 * written. With neither secret every request is refused (503 webhooks_disabled): an open endpoint
 * would let anyone rewrite call results. The sandbox voice never comes through here (in-process).
 * Work is done inline, not queued: it is a few guarded writes, tool calls need their answer in the
 * reply, and the live update reaches the screens sooner.
 */
export const webhookRoutes = createRouter().on(...tableRoute(ROUTE.webhooks.vapi), async (c) => {
  const gate = await readWebhookGate(c.var.db, c.env)
  const authorized = await webhookAuthorized(gate.secrets, {
    authorization: c.req.header("authorization"),
    legacy: c.req.header("x-vapi-secret"),
  })
  if (authorized === null) {
    throw new AppError(
      "webhooks_disabled",
      503,
      "Set up the assistant in Settings → Voice (or set VAPI_WEBHOOK_SECRET) to accept Vapi webhooks."
    )
  }
  if (!authorized) throw new AppError("unauthorized", 401, "Invalid webhook secret.")
  primeSettings(c.var.ctx.settings, gate.settings)
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError("invalid_json", 400, "The webhook body is not JSON.")
  }
  try {
    return c.json(await handleVapiMessage(c.var.ctx, body), 200)
  } finally {
    // Only an accepted webhook counts: "receiving webhooks" proves the URL and the credential work.
    // Written at most once a minute (the gate read when it last was), and only once the answer is
    // ready: D1 runs one query at a time, so a write started earlier would hold up the reply Vapi
    // waits on (a tool call's result); the light does not wait.
    if (voiceMessageSeenDue(gate.seenAt)) {
      void afterResponse(c)(recordVoiceMessageSeen(c.var.db, "vapi").catch((e) => console.warn("webhook seen", e)))
    }
  }
})
