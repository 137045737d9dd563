import type { Ctx } from "../../context/ctx"
import type { VoiceEvent, VoiceProvider } from "../../providers/voice/voice-provider"
import { applyVoiceEvents } from "./apply-events"
import { type TransferAnswer, transferDestination } from "./transfer-destination"

/**
 * The single entry for voice-provider messages: Vapi's webhooks (after the secret check) and the
 * sandbox voice (in-process). Returns the reply body: Vapi reads `results` for tool calls, and a
 * `destination` (or `error`) for the transfer tool's transfer-destination-request (issue 36).
 * Throws VoiceProviderError("invalid_payload") for a body that is not a server message.
 */
export async function handleVoiceWebhook(
  ctx: Ctx,
  voice: Pick<VoiceProvider, "parseWebhook">,
  body: unknown
): Promise<{ results: { toolCallId: string; result: string }[] } | { received: true } | TransferAnswer> {
  const events: VoiceEvent[] = voice.parseWebhook(body)
  if (events.some((e) => e.kind === "transfer-request")) return transferDestination(ctx)
  const { toolResults } = await applyVoiceEvents(ctx, events)
  return events.some((e) => e.kind === "tool-calls") ? { results: toolResults } : { received: true }
}
