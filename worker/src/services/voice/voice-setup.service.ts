/**
 * Settings → Voice: creates the assistant in Vapi with its webhook credential and call-outcome
 * structured output, or links one made elsewhere and fixes what it lacks. In the sandbox the
 * sandbox voice answers and nothing it returns is kept as a Vapi id.
 */
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import { requireProvider, type VoiceSlot } from "../../providers"
import { type AssistantFix, NEEDED_TOOLS, type VoiceProvider } from "../../providers/voice/voice-provider"
import {
  type AssistantSetup,
  placeholderIssues,
  type VoiceNumberOption,
  type VoiceSetupView,
} from "../../schemas/voice-setup"
import { loadSettings } from "../../settings/load-settings"
import type { Settings } from "../../settings/registry"
import { patchStateStatement, readState } from "../../settings/state-store"
import { putSettings } from "../settings.service"
import { recordAssistantBlanks, refuseBlanks } from "./assistant-blanks"
import { type AssistantNeeds, assistantProblems } from "./assistant-problems"
import { numberServerProblem } from "./number-server"
import { vapiFailure } from "./vapi-failure"
import { setupIdsForKey } from "./vapi-ids"
import { currentWebhookSecret, existingWebhookSecret, secretFingerprint, webhookSecretInForce } from "./webhook-secret"

export interface VoiceSetupContext {
  db: DB
  env: Env
  settings: Settings
  voice: VoiceSlot
  /** This deployment's origin as the request reached it, e.g. https://calls.example.com */
  origin: string
}

export const WEBHOOK_PATH = "/api/webhooks/vapi"

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/

function webhookWarning(url: string) {
  const { hostname } = new URL(url)
  return LOCAL_HOST.test(hostname) || hostname.endsWith(".local")
    ? "Vapi cannot reach this local address: set up the assistant from the deployed app (or through a tunnel) so call results arrive."
    : null
}

const isReal = (ctx: VoiceSetupContext) => ctx.voice.mode === "real"

/** The credential for the current secret: the stored one if it carries that secret, else a new one. */
export async function ensureCredential(ctx: VoiceSetupContext, voice: VoiceProvider) {
  const { token } = await currentWebhookSecret(ctx)
  const hash = await secretFingerprint(token)
  const state = await setupIdsForKey(ctx.db, ctx.settings.vapi_api_key, voice)
  if (state.credentialId && state.credentialTokenHash === hash) return state.credentialId
  const { id } = await voice.createWebhookCredential(token)
  await ctx.db.port.run(
    ...stmt(patchStateStatement("vapi_setup", { credentialId: id, credentialTokenHash: hash }, Date.now()))
  )
  return id
}

async function ensureCallOutcome(ctx: VoiceSetupContext, voice: VoiceProvider) {
  const state = await setupIdsForKey(ctx.db, ctx.settings.vapi_api_key, voice)
  if (state.callOutcomeSchemaId) return state.callOutcomeSchemaId
  const { id } = await voice.createCallOutcomeSchema()
  await ctx.db.port.run(...stmt(patchStateStatement("vapi_setup", { callOutcomeSchemaId: id }, Date.now())))
  return id
}

const stmt = ({ sql, params }: { sql: string; params?: unknown[] }) => [sql, params] as const

/** What the assistant must have; ids not made yet, or made for another secret, are null. */
export async function needs(ctx: VoiceSetupContext): Promise<AssistantNeeds> {
  const state = await readState(ctx.db, "vapi_setup")
  const secret = (await existingWebhookSecret(ctx))?.token
  const current = secret && state.credentialTokenHash === (await secretFingerprint(secret))
  return {
    webhookUrl: ctx.origin + WEBHOOK_PATH,
    credentialId: current ? state.credentialId : null,
    callOutcomeSchemaId: state.callOutcomeSchemaId,
  }
}

export async function voiceSetupView(ctx: VoiceSetupContext): Promise<VoiceSetupView> {
  const { settings, voice } = ctx
  const webhookUrl = ctx.origin + WEBHOOK_PATH
  const secret = await webhookSecretInForce(ctx)
  const view: VoiceSetupView = {
    mode: voice.mode,
    reason: voice.reason,
    webhookUrl,
    webhookUrlWarning: isReal(ctx) ? webhookWarning(webhookUrl) : null,
    webhookAuth: secret.source,
    generatedSecretCreatedAt: secret.generatedAt === null ? null : new Date(secret.generatedAt).toISOString(),
    generatedSecretAccepted: secret.generatedAccepted,
    assistantId: voice.config.assistantId,
    phoneNumberId: voice.config.phoneNumberId,
    assistant: null,
    assistantError: null,
    spec: {
      name: settings.assistant_name,
      prompt: settings.assistant_prompt,
      firstMessage: settings.assistant_first_message,
      voicemailMessage: settings.voicemail_message,
    },
  }
  if (voice.mode === "not_configured" || !view.assistantId) return view
  try {
    const a = await voice.provider.readAssistant(view.assistantId)
    const need = isReal(ctx) ? await needs(ctx) : null
    const problems = need ? assistantProblems(a, need) : []
    const numberId = voice.config.phoneNumberId
    const numberProblem =
      need && numberId ? await numberServerProblem(voice.provider, numberId, need, settings.vapi_api_key) : null
    if (numberProblem) problems.push(numberProblem)
    view.assistant = { id: a.id, name: a.name, problems }
    if (isReal(ctx)) {
      const blanks = problems.some((p) => p.field === "placeholders") ? placeholderIssues(a.texts) : []
      await recordAssistantBlanks(
        ctx.db,
        a.id,
        blanks.map((b) => b.message)
      )
    }
  } catch (err) {
    view.assistantError = vapiFailure(err, "read the assistant", settings.vapi_api_key, view.assistantId).message
  }
  return view
}

/** The view again, with the settings just written. */
export async function reread(ctx: VoiceSetupContext) {
  const settings = await loadSettings(ctx.db, ctx.env)
  const voice = Object.assign(ctx.voice, {
    config: {
      assistantId: settings.assistant_id,
      phoneNumberId: settings.vapi_phone_number_id,
      phoneNumberProvider: settings.vapi_phone_number_provider,
    },
  })
  return voiceSetupView({ ...ctx, settings, voice })
}

export async function createAssistant(ctx: VoiceSetupContext, spec: AssistantSetup): Promise<VoiceSetupView> {
  const voice = requireProvider(ctx.voice)
  // A real assistant never goes live with the template's blanks; the sandbox's simulated calls may.
  if (isReal(ctx)) refuseBlanks(spec)
  // Stored first: the texts are the operator's work even when Vapi then refuses.
  await putSettings(ctx, {
    assistant_name: spec.name,
    assistant_prompt: spec.prompt,
    assistant_first_message: spec.firstMessage,
    voicemail_message: spec.voicemailMessage,
  })
  try {
    const real = isReal(ctx)
    const credentialId = real ? await ensureCredential(ctx, voice) : (await voice.createWebhookCredential("")).id
    const callOutcomeSchemaId = real ? await ensureCallOutcome(ctx, voice) : (await voice.createCallOutcomeSchema()).id
    const created = await voice.setUpAssistant({
      ...spec,
      webhook: { url: ctx.origin + WEBHOOK_PATH, credentialId },
      callOutcomeSchemaId,
    })
    await putSettings(ctx, { assistant_id: created.id })
  } catch (err) {
    throw vapiFailure(err, "create the assistant", ctx.settings.vapi_api_key)
  }
  return reread(ctx)
}

export async function linkAssistant(ctx: VoiceSetupContext, assistantId: string): Promise<VoiceSetupView> {
  const voice = requireProvider(ctx.voice)
  try {
    await voice.readAssistant(assistantId)
  } catch (err) {
    throw vapiFailure(err, "read the assistant", ctx.settings.vapi_api_key, assistantId)
  }
  await putSettings(ctx, { assistant_id: assistantId })
  return reread(ctx)
}

/**
 * PATCHes only what assistantProblems named: the server (URL, credential, retry plan), the server
 * messages, the model's tools, the artifact plan. Blanks left in its texts are the operator's to fill.
 */
export async function fixAssistant(ctx: VoiceSetupContext): Promise<VoiceSetupView> {
  const voice = requireProvider(ctx.voice)
  const id = ctx.voice.config.assistantId
  if (!id) throw new AppError("assistant_not_set", 409, "Create or link an assistant first.")
  if (!isReal(ctx)) return voiceSetupView(ctx)
  try {
    const problems = assistantProblems(await voice.readAssistant(id), await needs(ctx))
    const fields = new Set(problems.map((p) => p.field))
    const fix: AssistantFix = {}
    if (fields.has("server_url") || fields.has("credential")) {
      fix.webhook = { url: ctx.origin + WEBHOOK_PATH, credentialId: await ensureCredential(ctx, voice) }
    }
    if (fields.has("tools")) fix.addTools = [...NEEDED_TOOLS]
    if (fields.has("call_outcome")) fix.callOutcomeSchemaId = await ensureCallOutcome(ctx, voice)
    if (fields.has("server_messages")) fix.serverMessages = true
    if (Object.keys(fix).length) await voice.fixAssistant(id, fix)
    const numberId = ctx.voice.config.phoneNumberId
    if (numberId && (await numberServerProblem(voice, numberId, await needs(ctx), ctx.settings.vapi_api_key))) {
      const target = { url: ctx.origin + WEBHOOK_PATH, credentialId: await ensureCredential(ctx, voice) }
      await voice.setNumberServer(numberId, target)
    }
  } catch (err) {
    throw vapiFailure(err, "update the assistant", ctx.settings.vapi_api_key, id)
  }
  return voiceSetupView(ctx)
}

export async function listVoiceNumbers(ctx: VoiceSetupContext): Promise<VoiceNumberOption[]> {
  const voice = requireProvider(ctx.voice)
  try {
    return await voice.listPhoneNumbers()
  } catch (err) {
    throw vapiFailure(err, "list the phone numbers", ctx.settings.vapi_api_key)
  }
}
