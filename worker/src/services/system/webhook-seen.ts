import type { DB } from "../../db/client"
import { readState, rotateStateStatement } from "../../settings/state-store"

/**
 * "Receiving webhooks": a Vapi webhook was accepted within this long. A running campaign dials every
 * few minutes and each call sends several messages, so 15 quiet minutes mean calls stopped or the
 * webhooks stopped arriving; it is also the reconcile pass's wait for a call stuck in "calling".
 */
export const WEBHOOK_RECENT_MS = 15 * 60_000
/** The time is written at most once a minute: a busy campaign's webhooks cost no writes of their own. */
const WRITE_EVERY_MS = 60_000

/** Whether a mark last written at `seenAt` is due again (the caller read it already, e.g. readWebhookGate). */
export const voiceMessageSeenDue = (seenAt: number | null, now = Date.now()) =>
  seenAt === null || seenAt <= now - WRITE_EVERY_MS

const KEY = { vapi: "vapi_webhook_seen_at", sandbox: "sandbox_voice_seen_at" } as const

/** A voice message arrived: Vapi's webhook (accepted) or the sandbox voice's, in-process. */
export async function recordVoiceMessageSeen(db: DB, source: keyof typeof KEY, now = Date.now()) {
  const { sql, params } = rotateStateStatement(KEY[source], now, now, WRITE_EVERY_MS)
  await db.port.run(sql, params)
}

/** When each kind of voice message was last seen (epoch ms, within a minute), or null. */
export async function voiceMessagesSeen(db: DB) {
  const [vapi, sandbox] = await Promise.all([readState(db, KEY.vapi), readState(db, KEY.sandbox)])
  return { vapi, sandbox }
}
