import { safeEqual } from "../../auth/session"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { rememberSecrets } from "../../lib/secret-scrub"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { SETTINGS_ROWS_SQL, settingsFromRows } from "../../settings/load-settings"
import type { VapiSetupState } from "../../settings/state-registry"
import {
  initStateStatement,
  readState,
  readStampedStateStatement,
  readStateStatement,
  stampedStateFromRows,
  stateFromRows,
} from "../../settings/state-store"

/**
 * The webhook's shared secret. VAPI_WEBHOOK_SECRET (a deploy-time secret) wins when set; without
 * it the app generates one on first use and keeps it in system_state, where no API lists, exports
 * or returns it. Vapi gets it once, inside the credential Settings → Voice creates; Rotate
 * (webhook-rotation.ts) replaces it.
 *
 * Which secrets a webhook may carry (webhookAuthorized):
 * - VAPI_WEBHOOK_SECRET, when set;
 * - the generated secret, when no VAPI_WEBHOOK_SECRET is set, or while the credential the app last
 *   gave Vapi still carries it (Fix then moves the assistant onto VAPI_WEBHOOK_SECRET, and from
 *   then on the generated one is refused);
 * - during a rotation only, the new secret (so no webhook is lost between Vapi's update and ours).
 */

export type WebhookSecretSource = "environment" | "generated"

/** The part of a unit's ctx these read: its database and its configuration. */
type UnitStore = Pick<Ctx, "db" | "env">

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")

/** A new secret: 32 random bytes as hex. */
export const newWebhookSecret = () => hex(crypto.getRandomValues(new Uint8Array(32)))

/** The secret new credentials carry: the environment's, else the stored one, made now if missing. */
export async function currentWebhookSecret(ctx: UnitStore): Promise<{ token: string; source: WebhookSecretSource }> {
  const existing = await existingWebhookSecret(ctx)
  if (existing) return existing
  // Kept only if no other request stored one first (DO NOTHING), then read back: one secret wins.
  const { sql, params } = initStateStatement("vapi_webhook_token", newWebhookSecret(), Date.now())
  await ctx.db.port.run(sql, params)
  const token = (await readState(ctx.db, "vapi_webhook_token"))!
  rememberSecrets(token)
  return { token, source: "generated" }
}

/** The secret new credentials carry, if one exists yet: the environment's, else the stored one. */
export async function existingWebhookSecret({
  db,
  env,
}: UnitStore): Promise<{ token: string; source: WebhookSecretSource } | null> {
  const fromEnv = env.VAPI_WEBHOOK_SECRET?.trim()
  if (fromEnv) return { token: fromEnv, source: "environment" }
  const stored = await readState(db, "vapi_webhook_token")
  rememberSecrets(stored)
  return stored ? { token: stored, source: "generated" } : null
}

/** Which secret is in force, for the Voice card (never the secret itself). */
export interface WebhookSecretInForce {
  source: WebhookSecretSource | "none"
  /** When the generated secret was made or last rotated (ms); null without one. */
  generatedAt: number | null
  /** Whether a webhook carrying the generated secret is accepted now. */
  generatedAccepted: boolean
}

export async function webhookSecretInForce({ db, env }: UnitStore): Promise<WebhookSecretInForce> {
  const { stored: storedRows, setup: setupRows } = await batchNamed(db.port, {
    stored: readStampedStateStatement("vapi_webhook_token"),
    setup: readStateStatement("vapi_setup"),
  })
  const stored = stampedStateFromRows("vapi_webhook_token", storedRows)
  const fromEnv = env.VAPI_WEBHOOK_SECRET?.trim()
  return {
    source: fromEnv ? "environment" : stored ? "generated" : "none",
    generatedAt: stored?.updatedAt ?? null,
    generatedAccepted: !!stored && (await generatedAccepted(env, stored.value, stateFromRows("vapi_setup", setupRows))),
  }
}

/** The generated secret is refused once VAPI_WEBHOOK_SECRET is set and the credential given to Vapi no longer carries it. */
async function generatedAccepted(env: Partial<Env>, stored: string, setup: VapiSetupState) {
  if (!env.VAPI_WEBHOOK_SECRET?.trim()) return true
  return setup.credentialTokenHash !== null && setup.credentialTokenHash === (await secretFingerprint(stored))
}

/** A short fingerprint of a secret, to tell whether a stored credential still carries it. */
export async function secretFingerprint(token: string) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))).slice(0, 16)
}

/** A rotation's new secret is accepted this long at most, should the rotation die half way. */
export const ROTATION_LEASE_MS = 60_000

/**
 * What a webhook request needs before it runs, in one D1 round trip: the secrets (to authorize it),
 * when a webhook was last seen (to mark "receiving webhooks" at most once a minute without a write
 * per message) and the settings (the end-of-call report and tool calls read them).
 */
export async function readWebhookGate(db: DB, env: Partial<Env>, now = Date.now()) {
  const read = await batchNamed(db.port, {
    settings: typed<{ key: string; value: string }>({ sql: SETTINGS_ROWS_SQL }),
    token: readStateStatement("vapi_webhook_token"),
    next: readStampedStateStatement("vapi_webhook_token_next"),
    setup: readStateStatement("vapi_setup"),
    seen: readStateStatement("vapi_webhook_seen_at"),
  })
  const { token: tokenRows, next: nextRows, setup: setupRows, seen: seenRows } = read
  const stored = stateFromRows("vapi_webhook_token", tokenRows)
  const next = stampedStateFromRows("vapi_webhook_token_next", nextRows)
  const setup = stateFromRows("vapi_setup", setupRows)
  const secrets = [
    env.VAPI_WEBHOOK_SECRET?.trim(),
    stored && (await generatedAccepted(env, stored, setup)) ? stored : null,
    next && now - next.updatedAt < ROTATION_LEASE_MS ? next.value : null,
  ].filter((s): s is string => !!s)
  return {
    settings: settingsFromRows(read.settings, env),
    secrets,
    seenAt: stateFromRows("vapi_webhook_seen_at", seenRows),
  }
}

/**
 * Whether a webhook request carries a secret we accept: Vapi's credential header
 * (`Authorization: Bearer <token>`) or the legacy `X-Vapi-Secret: <token>`, against `secrets`
 * (readWebhookGate). Every comparison runs (constant time, no early exit). Null when no secret
 * exists at all: the webhook is then closed.
 */
export async function webhookAuthorized(
  secrets: readonly string[],
  headers: { authorization?: string; legacy?: string }
) {
  if (!secrets.length) return null
  const bearer = /^Bearer (.+)$/i.exec(headers.authorization?.trim() ?? "")?.[1] ?? ""
  const given = [bearer, headers.legacy?.trim() ?? ""].filter(Boolean)
  const checks = await Promise.all(secrets.flatMap((s) => given.map((g) => safeEqual(g, s))))
  return checks.some(Boolean)
}
