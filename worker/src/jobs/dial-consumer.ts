import { createDb, type DB } from "../db/client"
import type { Env } from "../env"
import { AppError, publicMessage } from "../lib/errors"
import { publish } from "../live/publish"
import { loadProviders, type Providers } from "../providers"
import { DIALER_SETTING_KEYS } from "../schemas/campaign-rules"
import { isWithinCalleeHours } from "../services/campaigns/callee-time"
import { type CallingWindow, isWithinWindowAt, localTime } from "../services/campaigns/calling-window"
import { queueBackoffSeconds } from "../services/campaigns/pacing"
import { placeCall, RetryableCallError } from "../services/calls/place-call"
import { CALLS_DLQ, callsQueueMessageSchema } from "./messages"

/** Seams for tests: a fake voice provider and a controllable clock. Production passes nothing. */
export interface CallsQueueDeps {
  providers?: Providers
  now?: () => number
}

type Gate = {
  status: string
  campaignId: number | null
  listed: number
  campaignStatus: string | null
  timezone: string | null
  startTime: string | null
  endTime: string | null
  workDays: string | null
  calleeTz: string | null
  calleeHoursOnly: string | null
}

// Everything the last checks need, in one read: the call, whether its number is on the do-not-call
// list, its campaign's state and window, the callee's zone.
const GATE_SQL = `SELECT c.status, c.campaign_id AS campaignId,
    EXISTS (SELECT 1 FROM do_not_call d WHERE d.phone = ct.phone) AS listed,
    cp.status AS campaignStatus, cp.timezone, cp.start_time AS startTime, cp.end_time AS endTime,
    cp.work_days AS workDays, cc.callee_tz AS calleeTz,
    (SELECT value FROM settings WHERE key = '${DIALER_SETTING_KEYS.calleeHoursOnly}') AS calleeHoursOnly
  FROM calls c
  LEFT JOIN contacts ct ON ct.id = c.contact_id
  LEFT JOIN campaigns cp ON cp.id = c.campaign_id
  LEFT JOIN campaign_contacts cc ON cc.campaign_id = c.campaign_id AND cc.contact_id = c.contact_id
  WHERE c.id = ?`

/** May a campaign call be dialled now? Its campaign must be running and inside its window (also in the callee's zone). */
function campaignAllows(g: Gate, now: number) {
  if (g.campaignStatus !== "running") return false
  const window: CallingWindow = {
    timezone: g.timezone!,
    startTime: g.startTime!,
    endTime: g.endTime!,
    workDays: JSON.parse(g.workDays ?? "[]") as string[],
  }
  if (!isWithinWindowAt(window, localTime(now, window.timezone))) return false
  const calleeZone = g.calleeTz || window.timezone
  const callee = localTime(now, calleeZone)
  if (g.calleeTz && !isWithinWindowAt(window, callee)) return false
  return g.calleeHoursOnly !== "true" || isWithinCalleeHours(callee)
}

async function skipListed(db: DB, env: Env, callId: number, now: number) {
  await db.$client.batch([
    db.$client
      .prepare(
        `UPDATE calls SET status = 'cancelled', error = 'On the do-not-call list', completed_at = ?2, updated_at = ?2
         WHERE id = ?1 AND status = 'queued'`
      )
      .bind(callId, now),
    db.$client
      .prepare("UPDATE campaign_contacts SET state = 'skipped', outcome = 'dnc' WHERE call_id = ? AND state = 'in_flight'")
      .bind(callId),
  ])
  await publish(env, { type: "call_updated", callId, status: "cancelled" })
}

/**
 * The campaign paused (or its window closed) between the tick and this delivery: the queued call is
 * withdrawn (it was never dialled, so no history is lost) and the contact waits for the next turn.
 * If another delivery already claimed the call, the DELETE matches nothing and the contact stays put.
 */
async function withdraw(db: DB, env: Env, callId: number) {
  await db.$client.batch([
    db.$client.prepare("DELETE FROM calls WHERE id = ? AND status = 'queued'").bind(callId),
    db.$client
      .prepare(
        `UPDATE campaign_contacts SET state = 'pending', attempts = attempts - 1, call_id = NULL, dispatched_at = NULL
         WHERE call_id = ?1 AND state = 'in_flight' AND NOT EXISTS (SELECT 1 FROM calls WHERE id = ?1)`
      )
      .bind(callId),
  ])
  await publish(env, { type: "call_updated", callId, status: "cancelled" })
}

async function dialOne(message: Message, callId: number, env: Env, deps: CallsQueueDeps) {
  const db = createDb(env.DB)
  const now = deps.now?.() ?? Date.now()
  const gate = await db.$client.prepare(GATE_SQL).bind(callId).first<Gate>()
  if (!gate || gate.status !== "queued") return message.ack() // placed, cancelled or gone: nothing to do
  // The do-not-call check, right before dialling (Call Now does the same with assertDialable).
  if (gate.listed) {
    await skipListed(db, env, callId, now)
    return message.ack()
  }
  if (gate.campaignId !== null && !campaignAllows(gate, now)) {
    await withdraw(db, env, callId)
    return message.ack()
  }
  try {
    await placeCall(db, env, deps.providers ?? (await loadProviders(db, env)), callId)
    message.ack()
  } catch (err) {
    if (err instanceof RetryableCallError) return message.retry({ delaySeconds: err.retryAfterSeconds })
    // The operator may fix Settings meanwhile; the call stays queued.
    if (err instanceof AppError && err.code === "voice_not_configured") return message.retry({ delaySeconds: 300 })
    if (err instanceof AppError) return message.ack() // call_failed: already recorded on the call
    // Unexpected (a D1 hiccup, a crash mid-way): keep the reason for the dead-letter path, retry.
    const reason = publicMessage(err, "Something went wrong on our side while placing the call.")
    console.error("place-call failed", callId, err)
    await db.$client
      .prepare("UPDATE calls SET error = ? WHERE id = ? AND status = 'queued'")
      .bind(reason.slice(0, 500), callId)
      .run()
      .catch(() => undefined)
    message.retry({ delaySeconds: queueBackoffSeconds(message.attempts) })
  }
}

/**
 * Dead letters (retries used up): the call is failed with the last reason, never silently dropped.
 * A call claimed but never confirmed by the provider (a crash mid-dial) is failed too.
 */
async function deadLetter(message: Message, callId: number, env: Env, deps: CallsQueueDeps) {
  const now = deps.now?.() ?? Date.now()
  const res = await env.DB.prepare(
    `UPDATE calls SET status = 'failed', result = coalesce(result, 'failed'),
       error = coalesce(error, 'The call could not be placed after repeated attempts.'),
       completed_at = ?2, updated_at = ?2
     WHERE id = ?1 AND (status = 'queued' OR (status = 'calling' AND vapi_call_id IS NULL))`
  )
    .bind(callId, now)
    .run()
  if (res.meta.changes) await publish(env, { type: "call_updated", callId, status: "failed" })
  message.ack()
}

/** Consumer for the calls queue and its dead-letter queue. Messages are independent: one by one. */
export async function handleCallsBatch(batch: MessageBatch, env: Env, deps: CallsQueueDeps = {}) {
  for (const message of batch.messages) {
    const parsed = callsQueueMessageSchema.safeParse(message.body)
    if (!parsed.success) {
      console.warn("calls queue: ignoring malformed message", message.id)
      message.ack()
      continue
    }
    if (batch.queue === CALLS_DLQ) await deadLetter(message, parsed.data.callId, env, deps)
    else await dialOne(message, parsed.data.callId, env, deps)
  }
}
