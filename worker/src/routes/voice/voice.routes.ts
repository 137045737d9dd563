import type { Context } from "hono"
import type { AppEnv } from "../../env"
import { createRouter } from "../../lib/create-app"
import { validate } from "../../lib/validate"
import { assistantSetupSchema, linkAssistantSchema } from "../../schemas/voice-setup"
import {
  createAssistant,
  fixAssistant,
  linkAssistant,
  listVoiceNumbers,
  type VoiceSetupContext,
  voiceSetupView,
} from "../../services/voice/voice-setup.service"

/** The service's inputs for this request; the origin is how Vapi will reach this deployment. */
async function setupContext(c: Context<AppEnv>): Promise<VoiceSetupContext> {
  const [settings, providers] = await Promise.all([c.var.settings(), c.var.providers()])
  return { db: c.var.db, env: c.env, settings, voice: providers.voice, origin: new URL(c.req.url).origin }
}

/** Settings → Voice: the assistant (create, link, fix) and the account's phone numbers. */
export const voiceRoutes = createRouter()
  .get("/setup", async (c) => c.json(await voiceSetupView(await setupContext(c)), 200))
  .post("/assistant", validate("json", assistantSetupSchema), async (c) =>
    c.json(await createAssistant(await setupContext(c), c.req.valid("json")), 201)
  )
  .post("/assistant/link", validate("json", linkAssistantSchema), async (c) =>
    c.json(await linkAssistant(await setupContext(c), c.req.valid("json").assistantId), 200)
  )
  .post("/assistant/fix", async (c) => c.json(await fixAssistant(await setupContext(c)), 200))
  .get("/phone-numbers", async (c) => c.json(await listVoiceNumbers(await setupContext(c)), 200))
