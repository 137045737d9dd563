import type { DB } from "../../db/client"
import type { Env } from "../../env"
import type { VoiceEvent, VoiceProvider } from "../../providers/voice/voice-provider"
import type { Settings } from "../../settings/registry"
import { applyVoiceEvents } from "./apply-events"

/**
 * The single entry for voice-provider messages: Vapi's webhooks (after the secret check) and the
 * sandbox voice (in-process). Returns the reply body: Vapi reads `results` for tool calls only.
 * Throws VoiceProviderError("invalid_payload") for a body that is not a server message.
 */
export async function handleVoiceWebhook(
  db: DB,
  env: Env,
  voice: Pick<VoiceProvider, "parseWebhook">,
  body: unknown,
  /** The request's settings (read once, only if a tool call needs them). */
  settings?: () => Promise<Settings>
): Promise<{ results: { toolCallId: string; result: string }[] } | { received: true }> {
  const events: VoiceEvent[] = voice.parseWebhook(body)
  const { toolResults } = await applyVoiceEvents(db, env, events, new Date(), settings)
  return events.some((e) => e.kind === "tool-calls") ? { results: toolResults } : { received: true }
}
