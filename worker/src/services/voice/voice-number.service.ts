/**
 * Settings → Voice's caller number and "Start over". A number's provider is read once, when it is
 * chosen, and kept beside its id (vapi_phone_number_provider): the dialer refuses a free Vapi number
 * (inbound only) before the dial without asking Vapi per call (providers/voice-slot.ts).
 */
import { AppError } from "../../lib/errors"
import { withSecrets } from "../../lib/secret-scrub"
import { requireProvider } from "../../providers"
import { PROVIDER_ID } from "../../schemas/provider-id"
import { type ImportTwilioNumber, INBOUND_ONLY_MESSAGE, isInboundOnly } from "../../schemas/voice-number"
import type { VoiceNumberOption, VoiceSetupView } from "../../schemas/voice-setup"
import { patchStateStatement } from "../../settings/state-store"
import { putSettings } from "../settings.service"
import { vapiFailure } from "./vapi-failure"
import { ensureCredential, reread, type VoiceSetupContext, WEBHOOK_PATH } from "./voice-setup.service"
import type { VoiceProvider } from "../../providers/voice/voice-provider"

/** Saves the number calls come from, if this account has it and it can call out. */
export async function choosePhoneNumber(ctx: VoiceSetupContext, phoneNumberId: string): Promise<VoiceSetupView> {
  const voice = requireProvider(ctx.voice)
  let numbers: VoiceNumberOption[]
  try {
    numbers = await voice.listPhoneNumbers()
  } catch (err) {
    throw vapiFailure(err, "list the phone numbers", ctx.settings.vapi_api_key)
  }
  const chosen = numbers.find((n) => n.id === phoneNumberId)
  if (!chosen) {
    throw new AppError(
      "phone_number_not_found",
      404,
      `This Vapi account has no phone number with the ID “${phoneNumberId}”.`
    )
  }
  if (isInboundOnly(chosen.provider)) throw new AppError("phone_number_inbound_only", 409, INBOUND_ONLY_MESSAGE)
  // Its inbound calls (a lead calling back) ask this app for their assistant (issue 36).
  if (ctx.voice.mode === "real") {
    try {
      await voice.setNumberServer(phoneNumberId, await numberWebhook(ctx, voice))
    } catch (err) {
      throw vapiFailure(err, "point the phone number's inbound calls at this app", ctx.settings.vapi_api_key)
    }
  }
  await putSettings(ctx, {
    vapi_phone_number_id: phoneNumberId,
    vapi_phone_number_provider: PROVIDER_ID.test(chosen.provider) ? chosen.provider : "",
  })
  return reread(ctx)
}

/** The app's webhook (URL and credential), as the assistant's server has it. */
const numberWebhook = async (ctx: VoiceSetupContext, voice: VoiceProvider) => ({
  url: ctx.origin + WEBHOOK_PATH,
  credentialId: await ensureCredential(ctx, voice),
})

/**
 * Imports the operator's Twilio number into Vapi. The auth token goes to Vapi in this one request and
 * nowhere else: not stored, not logged, not answered (Vapi's answer carries it back, and only the
 * number's id, digits, name, status and provider are kept of it); the scrubber hides it from any
 * error text while the request runs.
 */
export async function importTwilioNumber(
  ctx: VoiceSetupContext,
  input: ImportTwilioNumber
): Promise<VoiceNumberOption> {
  if (ctx.voice.mode !== "real") {
    throw new AppError(
      "import_needs_vapi",
      409,
      ctx.voice.mode === "sandbox"
        ? "The sandbox's lines already call out: importing a Twilio number needs a Vapi API key in Settings."
        : ctx.voice.reason
    )
  }
  const voice = requireProvider(ctx.voice)
  return withSecrets([input.authToken], async () => {
    try {
      return await voice.importTwilioNumber({ ...input, webhook: await numberWebhook(ctx, voice) })
    } catch (err) {
      throw vapiFailure(err, "import the Twilio number", ctx.settings.vapi_api_key)
    }
  })
}

/**
 * "Start over": forgets every Vapi id the app keeps (assistant, caller number, webhook credential,
 * call-outcome structured output), e.g. after the key changed to another Vapi account, so the next
 * Create makes them anew there. Nothing is deleted in Vapi; the webhook secret stays (it is ours).
 */
export async function startOver(ctx: VoiceSetupContext): Promise<VoiceSetupView> {
  await putSettings(ctx, { assistant_id: "", vapi_phone_number_id: "", vapi_phone_number_provider: "" })
  const forget = { credentialId: null, credentialTokenHash: null, callOutcomeSchemaId: null, keyFingerprint: null }
  const { sql, params } = patchStateStatement("vapi_setup", forget, Date.now())
  await ctx.db.port.run(sql, params)
  return reread(ctx)
}
