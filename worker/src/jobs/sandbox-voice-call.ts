import { openUnit } from "../context/ctx"
import { SandboxCall } from "../providers/voice/sandbox-call"
import type { SandboxVoice } from "../providers/voice/sandbox-voice"
import { handleVoiceWebhook } from "../services/calls/webhook.service"

/**
 * The sandbox voice's call (wrangler.toml's SANDBOX_VOICE Durable Object): the provider plays the
 * script, this hands each message to the real webhook handler, in-process. Each message is a unit
 * of work, as a webhook request is: its own context, its live events sent once it is applied.
 */
export class SandboxVoiceCall extends SandboxCall {
  protected async deliver(voice: SandboxVoice, body: unknown) {
    const unit = openUnit(this.env)
    try {
      return await handleVoiceWebhook(unit.ctx, voice, body)
    } finally {
      await unit.flush()
    }
  }
}
