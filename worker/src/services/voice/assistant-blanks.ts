/**
 * The template's blanks ("[Your company]") a real call must never say. The app refuses them when it
 * creates an assistant; one made before, or linked, may still hold them: what the app last read of
 * the assistant (Settings → Voice, the setup checklist) is kept, and real calls wait until they are gone.
 */
import type { DB } from "../../db/client"
import { AppError } from "../../lib/errors"
import { placeholderIssues, type AssistantSetup } from "../../schemas/voice-setup"
import { patchStateStatement, readState } from "../../settings/state-store"

/** Create refuses a real assistant with a blank left: a 422 naming each, with field issues for the form. */
export function refuseBlanks(spec: Pick<AssistantSetup, "prompt" | "firstMessage" | "voicemailMessage">) {
  const issues = placeholderIssues(spec)
  if (!issues.length) return
  throw new AppError("assistant_placeholders", 422, issues.map((i) => i.message).join(" "), {
    issues: issues.map((i) => ({ path: i.field, message: i.message })),
  })
}

/** Keeps what the app just read of the assistant's blanks (written only when it changed). */
export async function recordAssistantBlanks(db: DB, assistantId: string, messages: string[]) {
  const { blanks } = await readState(db, "vapi_setup")
  const same = blanks?.assistantId === assistantId && blanks.messages.join("\n") === messages.join("\n")
  if (same || (!blanks && !messages.length)) return
  const { sql, params } = patchStateStatement("vapi_setup", { blanks: { assistantId, messages } }, Date.now())
  await db.port.run(sql, params)
}

/**
 * Before a real call: the assistant's blanks, as last read, refuse it (409, naming them). A campaign
 * dial passes `voice_not_configured`, so the dial job keeps the call queued until they are gone.
 */
export async function assertNoBlanks(
  db: DB,
  assistantId: string,
  code = "assistant_placeholders",
  details?: Record<string, unknown>
) {
  const { blanks } = await readState(db, "vapi_setup")
  if (blanks?.assistantId !== assistantId || !blanks.messages.length) return
  throw new AppError(
    code,
    409,
    `The assistant still holds the template's blanks, so the call would say them. ${blanks.messages.join(" ")} Then create a new assistant in Settings → Voice.`,
    details
  )
}
