import type { Context } from "hono"
import type { AppEnv } from "../../app-env"
import { createRouter } from "../../lib/create-app"
import { requestSetup } from "../../lib/request-setup"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import {
  createAssistant,
  fixAssistant,
  linkAssistant,
  listVoiceNumbers,
  type VoiceSetupContext,
  voiceSetupView,
} from "../../services/voice/voice-setup.service"
import { lastTestCall, placeTestCall } from "../../services/voice/test-call.service"
import { choosePhoneNumber, importTwilioNumber, startOver } from "../../services/voice/voice-number.service"
import { rotateWebhookSecret } from "../../services/voice/webhook-rotation"

/** The service's inputs for this request; the origin is how Vapi will reach this deployment. */
async function setupContext(c: Context<AppEnv>): Promise<VoiceSetupContext> {
  const setup = await requestSetup(c)
  return { ...setup, voice: setup.providers.voice }
}

/** Settings → Voice: the assistant (create, link, fix), the webhook secret (rotate) and the account's phone numbers. */
export const voiceRoutes = createRouter()
  .on(...tableRoute(ROUTE.voice.setup), async (c) => c.json(await voiceSetupView(await setupContext(c)), 200))
  .on(...tableRoute(ROUTE.voice.createAssistant), async (c) =>
    c.json(await createAssistant(await setupContext(c), c.req.valid("json")), 201)
  )
  .on(...tableRoute(ROUTE.voice.linkAssistant), async (c) =>
    c.json(await linkAssistant(await setupContext(c), c.req.valid("json").assistantId), 200)
  )
  .on(...tableRoute(ROUTE.voice.fixAssistant), async (c) => c.json(await fixAssistant(await setupContext(c)), 200))
  .on(...tableRoute(ROUTE.voice.rotateWebhookSecret), async (c) =>
    c.json(await rotateWebhookSecret(await setupContext(c)), 200)
  )
  .on(...tableRoute(ROUTE.voice.phoneNumbers), async (c) => c.json(await listVoiceNumbers(await setupContext(c)), 200))
  .on(...tableRoute(ROUTE.voice.choosePhoneNumber), async (c) =>
    c.json(await choosePhoneNumber(await setupContext(c), c.req.valid("json").phoneNumberId), 200)
  )
  .on(...tableRoute(ROUTE.voice.importTwilioNumber), async (c) =>
    c.json(await importTwilioNumber(await setupContext(c), c.req.valid("json")), 201)
  )
  .on(...tableRoute(ROUTE.voice.startOver), async (c) => c.json(await startOver(await setupContext(c)), 200))
  .on(...tableRoute(ROUTE.voice.testCall), async (c) => {
    return c.json(await placeTestCall(c.var.ctx, c.req.valid("json").phone), 201)
  })
  .on(...tableRoute(ROUTE.voice.lastTestCall), async (c) => c.json(await lastTestCall(c.var.db), 200))
