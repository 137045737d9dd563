import type { Ctx } from "../../context/ctx"
import type { VoiceEvent, VoiceProvider } from "../../providers/voice/voice-provider"
import { applyVoiceEvents } from "./apply-events"

/**
 * The single entry for voice-provider messages: Vapi's webhooks (after the secret check) and the
 * sandbox voice (in-process). Returns the reply body: Vapi reads `results` for tool calls only.
 * Throws VoiceProviderError("invalid_payload") for a body that is not a server message.
 */
export async function handleVoiceWebhook(
  ctx: Ctx,
  voice: Pick<VoiceProvider, "parseWebhook">,
  body: unknown
): Promise<{ results: { toolCallId: string; result: string }[] } | { received: true }> {
  const events: VoiceEvent[] = voice.parseWebhook(body)
  const { toolResults } = await applyVoiceEvents(ctx, events)
  return events.some((e) => e.kind === "tool-calls") ? { results: toolResults } : { received: true }
}
