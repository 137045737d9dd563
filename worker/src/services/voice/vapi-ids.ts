/**
 * The Vapi ids the app keeps: the assistant and the caller number (settings), the webhook credential
 * and the call-outcome structured output (state `vapi_setup`). Each belongs to the Vapi org of the key
 * it was made with; another org answers 404 "Couldn't find ..." for it, so an assistant created with
 * a stale credential id is refused, or reports with a credential this app no longer holds.
 */
import type { VoiceProvider } from "../../providers/voice/voice-provider"
import type { DB } from "../../db/client"
import type { VapiSetupState } from "../../settings/state-registry"
import { patchStateStatement, readState } from "../../settings/state-store"
import { secretFingerprint } from "./webhook-secret"

/**
 * The credential and structured-output ids to reuse with the current key. Ids last checked with
 * another key (or never, before this check existed) are looked up once with this one: kept when its
 * org has them (a new key of the same org), forgotten otherwise, so they are made again.
 */
export async function setupIdsForKey(db: DB, apiKey: string, voice: VoiceProvider): Promise<VapiSetupState> {
  const state = await readState(db, "vapi_setup")
  const keyFingerprint = await secretFingerprint(apiKey)
  if (state.keyFingerprint === keyFingerprint) return state
  const kept = { ...state, keyFingerprint }
  if (state.credentialId && !(await voice.hasSetupObject("credential", state.credentialId))) {
    Object.assign(kept, { credentialId: null, credentialTokenHash: null })
  }
  if (state.callOutcomeSchemaId && !(await voice.hasSetupObject("callOutcome", state.callOutcomeSchemaId))) {
    kept.callOutcomeSchemaId = null
  }
  const { sql, params } = patchStateStatement("vapi_setup", kept, Date.now())
  await db.port.run(sql, params)
  return kept
}
