import type { DB } from "../db/client"
import { SandboxCall } from "../providers/voice/sandbox-call"
import type { SandboxVoice } from "../providers/voice/sandbox-voice"
import { handleVoiceWebhook } from "../services/calls/webhook.service"
import { recordVoiceMessageSeen } from "../services/system/webhook-seen"

/**
 * The sandbox voice's call (wrangler.toml's SANDBOX_VOICE Durable Object): the provider plays the
 * script, this hands each message to the real webhook handler, in-process.
 */
export class SandboxVoiceCall extends SandboxCall {
  protected async deliver(db: DB, voice: SandboxVoice, body: unknown) {
    const answer = await handleVoiceWebhook(db, this.env, voice, body)
    // The sandbox's stand-in for "a webhook arrived" (the setup checklist's line in sandbox mode).
    await recordVoiceMessageSeen(db, "sandbox")
    return answer
  }
}
