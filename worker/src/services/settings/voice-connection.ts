import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { loadProviders } from "../../providers"
import type { VoiceConnectionTest } from "../../schemas/api-routes/settings"
import type { Settings } from "../../settings/registry"

/**
 * Settings → Quick Actions "Test Vapi Connection": one authenticated read with the saved key and
 * assistant (a 429 lights the status as rate limited like any other Vapi answer).
 */
export async function testVoiceConnection(db: DB, env: Env, settings: Settings): Promise<VoiceConnectionTest> {
  const { voice } = await loadProviders(db, env, settings)
  if (voice.mode === "not_configured") return { ok: false, message: voice.reason, mode: voice.mode }
  const check = await voice.provider.checkConnection({ assistantId: voice.config.assistantId })
  return { ...check, mode: voice.mode }
}
