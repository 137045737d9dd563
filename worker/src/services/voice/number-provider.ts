/**
 * The chosen number's provider when it is unknown: a number chosen before issue 35, imported from a
 * configuration file or set through PUT /api/settings has "" stored beside its id. The inbound-only
 * rule (a free Vapi number cannot call out) needs it before the dial, so it is read from Vapi
 * (GET /phone-number/{id}) once and stored; later dials read the stored value.
 */
import type { Ctx } from "../../context/ctx"
import type { VoiceSlot } from "../../providers"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import { putSettings } from "../settings.service"

export async function learnNumberProvider(ctx: Pick<Ctx, "db" | "env">, voice: VoiceSlot): Promise<void> {
  const { config } = voice
  if (voice.mode !== "real" || !config.phoneNumberId || config.phoneNumberProvider) return
  let provider = ""
  try {
    provider = (await voice.provider.readPhoneNumber(config.phoneNumberId))?.provider ?? ""
  } catch (err) {
    // Unreachable, or a number the account does not have: the dial's own answer says so.
    if (err instanceof VoiceProviderError) return
    throw err
  }
  if (!provider) return
  // The slot's notReady reads this object: the dial about to happen is judged with it.
  config.phoneNumberProvider = provider
  await putSettings(ctx, { vapi_phone_number_provider: provider })
}
