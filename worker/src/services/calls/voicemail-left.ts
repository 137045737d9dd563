/**
 * Was a voicemail left? Vapi says only that voicemail was detected (`endedReason: "voicemail"`); the
 * assistant then speaks the configured voicemailMessage after the beep, or hangs up when it is empty
 * (CreateAssistantDTO). So a message counts as left when, after the greeting the machine played (the
 * last thing the "user" side said), the assistant said something that reads as that message: most of
 * its words, placeholders such as {{businessName}} aside, in order-free comparison. The text shown is
 * what the assistant really said, from the transcript messages.
 */
import type { SpokenMessage } from "../../providers/voice/voice-provider"
import { cleanText } from "../../schemas/text-rule"

/** Share of the configured message's words that must be heard for it to count as spoken. */
export const MESSAGE_MATCH_SHARE = 0.6
/** The longest message kept (Vapi's voicemailMessage limit). */
const MAX_MESSAGE = 1000

const ASSISTANT_ROLES = new Set(["bot", "assistant"])

const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|\[[^\]]*\]/g, " ")
    .toLowerCase()
    .match(/[\p{L}\p{N}']+/gu) ?? []

/** How much of `configured` the assistant's `said` covers, 0..1. */
export function coverage(configured: string, said: string) {
  const want = new Set(words(configured))
  if (!want.size) return 0
  const heard = new Set(words(said))
  let hit = 0
  for (const w of want) if (heard.has(w)) hit++
  return hit / want.size
}

/** The message left, or null: none configured, nothing said after the greeting, or not that message. */
export function voicemailLeft(messages: readonly SpokenMessage[], configured: string): string | null {
  if (!words(configured).length) return null
  const lastUser = messages.findLastIndex((m) => m.role === "user")
  const after = messages.slice(lastUser + 1).filter((m) => ASSISTANT_ROLES.has(m.role) && m.message.trim())
  // Fragments of one utterance may arrive as several messages: judge them together.
  const said = cleanText(after.map((m) => m.message.trim()).join(" "))
  if (!said || coverage(configured, said) < MESSAGE_MATCH_SHARE) return null
  return said.length > MAX_MESSAGE ? `${said.slice(0, MAX_MESSAGE - 1)}…` : said
}
