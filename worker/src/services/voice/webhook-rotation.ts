/**
 * Settings → Voice → Rotate: a new generated webhook secret, so one that leaked can be revoked.
 * In order: the new secret is stored as the rotation's (accepted beside the old one from then on,
 * so no call result is lost while Vapi is updated), Vapi gets a new credential carrying it, the
 * assistant is moved onto that credential, and only then the new secret replaces the old one, which
 * is refused from that moment. If Vapi refuses a step, the old secret stays in force and the new
 * one is dropped.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { AppError } from "../../lib/errors"
import { rememberSecrets } from "../../lib/secret-scrub"
import { requireProvider } from "../../providers"
import type { VoiceSetupView } from "../../schemas/voice-setup"
import { lease, patchStateStatement, writeStateStatement } from "../../settings/state-store"
import { vapiFailure } from "./vapi-failure"
import { type VoiceSetupContext, voiceSetupView, WEBHOOK_PATH } from "./voice-setup.service"
import { newWebhookSecret, ROTATION_LEASE_MS, secretFingerprint } from "./webhook-secret"

const NEXT = "vapi_webhook_token_next"

/**
 * One rotation at a time, and rotations started within ROTATION_LEASE_MS of each other are one (a
 * double click, two tabs): the lease (its value the new secret, accepted by the webhook while held)
 * is released only when a rotation fails; a finished one keeps it until it expires, and a rotation
 * that finds it held answers the view, whose secret is the one that rotation put in force.
 */
export async function rotateWebhookSecret(ctx: VoiceSetupContext, now = Date.now()): Promise<VoiceSetupView> {
  if (ctx.env.VAPI_WEBHOOK_SECRET?.trim()) {
    throw new AppError(
      "webhook_secret_from_environment",
      409,
      "The webhook secret in force is VAPI_WEBHOOK_SECRET, set on the server: change it with `wrangler secret put VAPI_WEBHOOK_SECRET`, then use Fix so the assistant sends the new one."
    )
  }
  const token = newWebhookSecret()
  const took = await ctx.db.port.first(...stmt(lease.take(NEXT, token, now, ROTATION_LEASE_MS)))
  if (!took) return voiceSetupView(ctx)
  rememberSecrets(token)
  const assistantId = ctx.voice.mode === "real" ? ctx.voice.config.assistantId : ""
  try {
    // In the sandbox (or without a key) no Vapi credential exists: the next Create or Fix makes one.
    let setup: { credentialId: string | null; credentialTokenHash: string | null } = {
      credentialId: null,
      credentialTokenHash: null,
    }
    if (ctx.voice.mode === "real") {
      const voice = requireProvider(ctx.voice)
      const { id } = await voice.createWebhookCredential(token)
      if (assistantId)
        await voice.fixAssistant(assistantId, { webhook: { url: ctx.origin + WEBHOOK_PATH, credentialId: id } })
      setup = { credentialId: id, credentialTokenHash: await secretFingerprint(token) }
    }
    const done = Date.now()
    await ctx.db.port.batch([
      writeStateStatement("vapi_webhook_token", token, done),
      patchStateStatement("vapi_setup", setup, done),
    ])
  } catch (err) {
    await ctx.db.port.run(...stmt(lease.release(NEXT, token))).catch((e: unknown) => console.warn("rotation lease", e))
    throw vapiFailure(err, "rotate the webhook secret", ctx.settings.vapi_api_key)
  }
  return voiceSetupView(ctx)
}

const stmt = ({ sql, params }: SqlStatement) => [sql, params] as const
