import type { DB } from "../db/client"
import { SandboxCall } from "../providers/voice/sandbox-call"
import type { SandboxVoice } from "../providers/voice/sandbox-voice"
import { handleVoiceWebhook } from "../services/calls/webhook.service"

/**
 * The sandbox voice's call (wrangler.toml's SANDBOX_VOICE Durable Object): the provider plays the
 * script, this hands each message to the real webhook handler, in-process.
 */
export class SandboxVoiceCall extends SandboxCall {
  protected deliver(db: DB, voice: SandboxVoice, body: unknown) {
    return handleVoiceWebhook(db, this.env, voice, body)
  }
}
