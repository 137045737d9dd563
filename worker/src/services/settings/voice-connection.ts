import type { Ctx } from "../../context/ctx"
import type { VoiceConnectionTest } from "../../schemas/api-routes/settings"

/**
 * Settings → Quick Actions "Test Vapi Connection": one authenticated read with the saved key and
 * assistant (a 429 lights the status as rate limited like any other Vapi answer).
 */
export async function testVoiceConnection(ctx: Ctx): Promise<VoiceConnectionTest> {
  const { voice } = await ctx.providers()
  if (voice.mode === "not_configured") return { ok: false, message: voice.reason, mode: voice.mode }
  const check = await voice.provider.checkConnection({ assistantId: voice.config.assistantId })
  return { ok: check.ok, message: check.message, mode: voice.mode }
}
