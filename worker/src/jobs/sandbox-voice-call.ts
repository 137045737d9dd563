import { openUnit } from "../context/ctx"
import { SandboxCall } from "../providers/voice/sandbox-call"
import type { SandboxVoice } from "../providers/voice/sandbox-voice"
import { handleVoiceWebhook } from "../services/calls/webhook.service"
import { recordVoiceMessageSeen } from "../services/system/webhook-seen"

/**
 * The sandbox voice's call (wrangler.toml's SANDBOX_VOICE Durable Object): the provider plays the
 * script, this hands each message to the real webhook handler, in-process. Each message is a unit
 * of work, as a webhook request is: its own context, its live events sent once it is applied.
 */
export class SandboxVoiceCall extends SandboxCall {
  protected async deliver(voice: SandboxVoice, body: unknown) {
    const unit = openUnit(this.env)
    try {
      const answer = await handleVoiceWebhook(unit.ctx, voice, body)
      // The sandbox's stand-in for "a webhook arrived" (the setup checklist's line in sandbox mode).
      await recordVoiceMessageSeen(unit.ctx.db, "sandbox")
      return answer
    } finally {
      await unit.flush()
    }
  }
}
