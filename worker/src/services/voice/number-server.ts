/**
 * The chosen phone number's server (issue 36): a number with no assistant of its own sends each
 * inbound call's `assistant-request` to its server URL, so a lead calling back is answered by the
 * app (services/calls/inbound.service.ts). Set when the number is chosen or imported, checked by
 * Settings → Voice and the setup checklist, and set again by Fix.
 */
import { type VoiceProvider, VoiceProviderError } from "../../providers/voice/voice-provider"
import type { AssistantProblem } from "../../schemas/voice-setup"
import type { AssistantNeeds } from "./assistant-problems"
import { vapiFailure } from "./vapi-failure"

/** Why the number's inbound calls would not reach this app, or null when they do. */
export async function numberServerProblem(
  voice: VoiceProvider,
  phoneNumberId: string,
  need: Pick<AssistantNeeds, "webhookUrl" | "credentialId">,
  apiKey: string
): Promise<AssistantProblem | null> {
  let server: Awaited<ReturnType<VoiceProvider["readNumberServer"]>>
  try {
    server = await voice.readNumberServer(phoneNumberId)
  } catch (err) {
    if (!(err instanceof VoiceProviderError)) throw err
    return { field: "phone_number_server", message: vapiFailure(err, "read the phone number", apiKey).message }
  }
  if (server.url === need.webhookUrl && need.credentialId && server.credentialId === need.credentialId) return null
  const message =
    server.url && server.url !== need.webhookUrl
      ? `Calls to the phone number (${phoneNumberId}) ask ${server.url} for their assistant, so a lead calling back never reaches this app.`
      : server.url
        ? `Calls to the phone number (${phoneNumberId}) do not carry this app's webhook credential, so this app would refuse a lead calling back.`
        : `The phone number (${phoneNumberId}) does not send its inbound calls to this app, so a lead calling back reaches no assistant.`
  return { field: "phone_number_server", message }
}
