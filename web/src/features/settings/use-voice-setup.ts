import useSWR, { mutate } from "swr"
import type { AssistantSetupInput, VoiceNumberOption, VoiceSetupView } from "@shared/voice-setup"

import { SETTINGS_KEY } from "@/hooks/use-settings"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { apiFetch, revalidatePrefixes } from "@/lib/api"
import { serverMessage } from "@/lib/toast-error"
import { saveSettings } from "./use-settings"

export const VOICE_SETUP_KEY = "/api/voice/setup"
export const VOICE_NUMBERS_KEY = "/api/voice/phone-numbers"

/** The Voice card's state: the mode, the webhook URL, the assistant and what it lacks. */
export function useVoiceSetup() {
  return useSWR<VoiceSetupView>(VOICE_SETUP_KEY)
}

/** The account's numbers (the sandbox's without a key); not asked for while the voice is off. */
export function useVoiceNumbers(enabled: boolean) {
  return useSWR<VoiceNumberOption[]>(enabled ? VOICE_NUMBERS_KEY : null)
}

/** Each action answers the new view; the settings list and the status lights follow it. */
async function act(path: string, body?: unknown) {
  const view = await apiFetch<VoiceSetupView>(path, { method: "POST", body })
  await mutate(VOICE_SETUP_KEY, view, { revalidate: false })
  void revalidatePrefixes(SETTINGS_KEY, SYSTEM_STATUS_KEY)
  return view
}

export const createAssistant = (spec: AssistantSetupInput) => act("/api/voice/assistant", spec)
export const linkAssistant = (assistantId: string) => act("/api/voice/assistant/link", { assistantId })
export const fixAssistant = () => act("/api/voice/assistant/fix")

export async function choosePhoneNumber(id: string) {
  await saveSettings([{ key: "vapi_phone_number_id", value: id }])
  await mutate(VOICE_SETUP_KEY)
}

/** Vapi's refusals arrive as 502s with our plain words: show those too. */
export const voiceErrorText = (error: unknown) =>
  serverMessage(error, [502]) ?? "The server could not reach Vapi. Please try again."

/** "+1 616 555 0100 — Main line" (the name only when there is one). */
export const numberLabel = (n: VoiceNumberOption) =>
  [n.number || n.id, n.name].filter(Boolean).join(" — ") + (n.status && n.status !== "active" ? ` (${n.status})` : "")
