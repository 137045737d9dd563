import type { Ctx } from "../../context/ctx"
import { addNumbers } from "./dnc.service"

// What callees say when they want no more calls. Checked only on the callee's lines: the assistant
// itself must offer an opt-out (64.1200(b)), which would otherwise match.
const OPT_OUT = [
  /\b(?:don'?t|do not|never|stop)\s+(?:ever\s+)?(?:call(?:ing)?|contact(?:ing)?|ring(?:ing)?)\s+(?:me|us|here|this number|again)\b/i,
  /\bstop\s+calling\b/i,
  /\bremove\s+(?:me|us|my number|our number|this number)\b/i,
  /\btake\s+(?:me|us|my number|our number|this number)\s+off\b/i,
  /\b(?:put|add)\s+(?:me|us|my number|our number|this number)\s+(?:on|to)\s+(?:your|the)\s+do[-\s]?not[-\s]?call\b/i,
  /\bdo[-\s]not[-\s]call\s+list\b/i,
  /\bunsubscribe\b/i,
  /\bno more calls\b/i,
]

const SPEAKER = /^\s*(ai|assistant|bot|agent|user|customer|caller|callee|human)\s*:/i
const CALLEE = /^(user|customer|callee|human)$/i

/** The callee's words: the lines labelled as theirs when the transcript has speaker labels, else all. */
function calleeText(transcript: string) {
  const lines = transcript.split(/\r?\n/)
  if (!lines.some((l) => SPEAKER.test(l))) return transcript
  return lines
    .filter((l) => CALLEE.test(SPEAKER.exec(l)?.[1] ?? ""))
    .map((l) => l.replace(SPEAKER, ""))
    .join("\n")
}

const truthy = (v: unknown) => v === true || v === "true" || v === 1

/**
 * Did the callee ask not to be called again? From the assistant's structured result
 * (`doNotCall` / `optOut` true) or the callee's own words in the transcript.
 */
export function detectOptOut(
  transcript: string | null | undefined,
  structuredData?: Record<string, unknown> | null
): boolean {
  if (structuredData && (truthy(structuredData.doNotCall) || truthy(structuredData.optOut))) return true
  if (!transcript) return false
  const text = calleeText(transcript)
  return OPT_OUT.some((re) => re.test(text))
}

/**
 * End-of-call hook: puts the call's number on the do-not-call list when the callee opted out.
 * Idempotent (a replayed report adds nothing). Answers whether the number was listed by this call.
 */
export async function recordOptOutFromCall(
  ctx: Ctx,
  input: { callId: number; transcript?: string | null; structuredData?: Record<string, unknown> | null }
) {
  if (!detectOptOut(input.transcript, input.structuredData)) return false
  const { db } = ctx
  const row = await db.port.first<{ phone: string }>(
    "SELECT ct.phone FROM calls c JOIN contacts ct ON ct.id = c.contact_id WHERE c.id = ?",
    [input.callId]
  )
  if (!row) return false
  const added = await addNumbers(db, [row.phone], {
    reason: `Asked not to be called again (call ${input.callId})`,
    source: "transcript",
  })
  if (added) ctx.events.emit({ type: "campaign_updated" })
  return added > 0
}
