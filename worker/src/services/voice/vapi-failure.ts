import { AppError } from "../../lib/errors"
import { scrubSecrets } from "../../lib/secret-scrub"
import { VoiceProviderError } from "../../providers/voice/voice-provider"

/**
 * A failed Vapi request during setup as an AppError in the operator's words (502: the app is fine,
 * Vapi said no). Vapi's own validation text is kept for a 400, since it names the field; no secret
 * appears (the API key, the webhook secrets, anything shaped like a credential: lib/secret-scrub.ts),
 * whatever Vapi echoed. A stalled or oversized answer is a 502 with its sentence. Errors that are
 * not Vapi's pass through unchanged.
 */
export function vapiFailure(err: unknown, action: string, apiKey: string, assistantId?: string): Error {
  if (!(err instanceof VoiceProviderError)) return err instanceof Error ? err : new Error(String(err))
  const said = scrubSecrets(err.message, [apiKey]).slice(0, 300)
  const fail = (code: string, message: string) => new AppError(code, 502, message, { vapiStatus: err.status })
  switch (true) {
    // The sandbox voice's own words (it has only its one assistant).
    case err.message.startsWith("Sandbox mode"):
      return new AppError("assistant_not_found", 404, err.message)
    case err.code === "provider_timeout":
      return fail("vapi_timeout", said)
    case err.code === "provider_too_large":
      return fail("vapi_answer_too_large", said)
    case err.status === 0:
      return fail("vapi_unreachable", said)
    case err.status === 401 || err.status === 403:
      return fail(
        "vapi_unauthorized",
        "Vapi refused the API key. Copy the private API key from the Vapi dashboard (not the public key) into Settings and save."
      )
    // Vapi answers 400 to an id that is not a UUID and 404 to one the account does not have.
    case !!assistantId && (err.status === 404 || err.status === 400):
      return new AppError(
        "assistant_not_found",
        404,
        `This Vapi account has no assistant with the ID “${assistantId}”.`
      )
    case err.status === 404:
      return fail("vapi_not_found", `Vapi could not ${action}: ${said}`)
    case err.status === 400:
      return fail("vapi_rejected", `Vapi refused to ${action}: ${said}`)
    case err.status === 429:
      return fail("vapi_rate_limited", "Vapi is limiting requests right now. Try again in a minute.")
    default:
      return fail("vapi_error", `Vapi could not ${action} (HTTP ${err.status}). Try again later.`)
  }
}
