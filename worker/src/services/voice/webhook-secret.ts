import { safeEqual } from "../../auth/session"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { SETTINGS_ROWS_SQL, settingsFromRows } from "../../settings/load-settings"
import { initStateStatement, readState, readStateStatement, stateFromRows } from "../../settings/state-store"

/**
 * The webhook's shared secret. VAPI_WEBHOOK_SECRET (a deploy-time secret) wins when set; without
 * it the app generates one on first use and keeps it in system_state, where no API lists, exports
 * or returns it. Vapi gets it once, inside the credential Settings → Voice creates.
 */

export type WebhookSecretSource = "environment" | "generated"

/** The part of a unit's ctx these read: its database and its configuration. */
type UnitStore = Pick<Ctx, "db" | "env">

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")

/** The secret new credentials carry: the environment's, else the stored one, made now if missing. */
export async function currentWebhookSecret(ctx: UnitStore): Promise<{ token: string; source: WebhookSecretSource }> {
  const existing = await existingWebhookSecret(ctx)
  if (existing) return existing
  // Kept only if no other request stored one first (DO NOTHING), then read back: one secret wins.
  const { sql, params } = initStateStatement(
    "vapi_webhook_token",
    hex(crypto.getRandomValues(new Uint8Array(32))),
    Date.now()
  )
  await ctx.db.port.run(sql, params)
  return { token: (await readState(ctx.db, "vapi_webhook_token"))!, source: "generated" }
}

/** The secret new credentials carry, if one exists yet: the environment's, else the stored one. */
export async function existingWebhookSecret({
  db,
  env,
}: UnitStore): Promise<{ token: string; source: WebhookSecretSource } | null> {
  const fromEnv = env.VAPI_WEBHOOK_SECRET?.trim()
  if (fromEnv) return { token: fromEnv, source: "environment" }
  const stored = await readState(db, "vapi_webhook_token")
  return stored ? { token: stored, source: "generated" } : null
}

/** Which secret the webhook accepts now, for the Voice card (never the secret itself). */
export async function webhookSecretSource(ctx: UnitStore): Promise<WebhookSecretSource | "none"> {
  return (await existingWebhookSecret(ctx))?.source ?? "none"
}

/** A short fingerprint of a secret, to tell whether a stored credential still carries it. */
export async function secretFingerprint(token: string) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))).slice(0, 16)
}

/**
 * What a webhook request needs before it runs, in one D1 round trip: the stored secret (to
 * authorize it), when a webhook was last seen (to mark "receiving webhooks" at most once a minute
 * without a write per message) and the settings (the end-of-call report and tool calls read them).
 */
export async function readWebhookGate(db: DB, env: Partial<Env>) {
  const [settingsRows, tokenRows, seenRows] = await db.port.batch([
    { sql: SETTINGS_ROWS_SQL },
    readStateStatement("vapi_webhook_token"),
    readStateStatement("vapi_webhook_seen_at"),
  ])
  return {
    settings: settingsFromRows(settingsRows as { key: string; value: string }[], env),
    storedSecret: stateFromRows("vapi_webhook_token", tokenRows),
    seenAt: stateFromRows("vapi_webhook_seen_at", seenRows),
  }
}

/**
 * Whether a webhook request carries a secret we accept: Vapi's credential header
 * (`Authorization: Bearer <token>`) or the legacy `X-Vapi-Secret: <token>`, against the
 * environment's secret and the generated one (`storedSecret`, from readWebhookGate). Every
 * comparison runs (constant time, no early exit). Null when no secret exists at all: the webhook
 * is then closed.
 */
export async function webhookAuthorized(
  env: Env,
  storedSecret: string | null,
  headers: { authorization?: string; legacy?: string }
) {
  const secrets = [env.VAPI_WEBHOOK_SECRET?.trim(), storedSecret].filter((s): s is string => !!s)
  if (!secrets.length) return null
  const bearer = /^Bearer (.+)$/i.exec(headers.authorization?.trim() ?? "")?.[1] ?? ""
  const given = [bearer, headers.legacy?.trim() ?? ""].filter(Boolean)
  const checks = await Promise.all(secrets.flatMap((s) => given.map((g) => safeEqual(g, s))))
  return checks.some(Boolean)
}
