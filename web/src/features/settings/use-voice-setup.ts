import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { ImportTwilioNumberInput } from "@shared/voice-number"
import { isInboundOnly, PROVIDER_LABEL } from "@shared/voice-number"
import type { AssistantSetupInput, VoiceNumberOption } from "@shared/voice-setup"

import { useApi } from "@/hooks/use-api"
import { SETTINGS_KEY } from "@/hooks/use-settings"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey, type Answer } from "@/lib/api-call"
import { serverMessage } from "@/lib/toast-error"

const VOICE_SETUP_KEY = apiKey(API.voice.setup)

/** The Voice card's state: the mode, the webhook URL, the assistant and what it lacks. */
export function useVoiceSetup() {
  return useApi(API.voice.setup)
}

/** The account's numbers (the sandbox's without a key); not asked for while the voice is off. */
export function useVoiceNumbers(enabled: boolean) {
  return useApi(API.voice.phoneNumbers, enabled ? undefined : null)
}

/** Each action answers the new view; the settings list and the status lights follow it. */
async function act(view: Promise<Answer<typeof API.voice.setup>>) {
  const next = await view
  await mutate(VOICE_SETUP_KEY, next, { revalidate: false })
  void revalidatePrefixes(SETTINGS_KEY, SYSTEM_STATUS_KEY)
  return next
}

export const createAssistant = (spec: AssistantSetupInput) => act(apiCall(API.voice.createAssistant, { body: spec }))
export const linkAssistant = (assistantId: string) => act(apiCall(API.voice.linkAssistant, { body: { assistantId } }))
export const fixAssistant = () => act(apiCall(API.voice.fixAssistant))
export const rotateWebhookSecret = () => act(apiCall(API.voice.rotateWebhookSecret))

/** The server checks the number can call out (a free Vapi number cannot) and keeps its provider. */
export const choosePhoneNumber = (phoneNumberId: string) =>
  act(apiCall(API.voice.choosePhoneNumber, { body: { phoneNumberId } }))

/** Imports a Twilio number into Vapi (the token goes to Vapi only), then lists the numbers again. */
export async function importTwilioNumber(input: ImportTwilioNumberInput) {
  const made = await apiCall(API.voice.importTwilioNumber, { body: input })
  await mutate(apiKey(API.voice.phoneNumbers))
  return made
}

/** Forgets the Vapi ids the app keeps (assistant, number, credential, structured output). */
export const startOver = () => act(apiCall(API.voice.startOver))

/** "Twilio", "Free Vapi number · inbound only", ... (what the picker says of a number's origin). */
export const providerLabel = (n: VoiceNumberOption) =>
  [PROVIDER_LABEL[n.provider] ?? n.provider, isInboundOnly(n.provider) && "inbound only"].filter(Boolean).join(" · ")

/** Vapi's refusals arrive as 502s with our plain words: show those too. */
export const voiceErrorText = (error: unknown) =>
  serverMessage(error, [502]) ?? "The server could not reach Vapi. Please try again."

/** "+1 616 555 0100 — Main line" (the name only when there is one). */
export const numberLabel = (n: VoiceNumberOption) =>
  [n.number || n.id, n.name].filter(Boolean).join(" — ") + (n.status && n.status !== "active" ? ` (${n.status})` : "")
