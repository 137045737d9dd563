import { and, eq, sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { type Call, type Contact, calls } from "../../db/schema"
import type { SqlStatement } from "../../db/sql/sql-port"
import { AppError, publicMessage } from "../../lib/errors"
import { assertNoBlanks } from "../voice/assistant-blanks"
import { requireProvider, voiceNotReady } from "../../providers"
import { type VoiceProvider, VoiceProviderError } from "../../providers/voice/voice-provider"
import { zonedParts } from "../../lib/zoned-time"
import { calleeTimeZone } from "../campaigns/callee-time"
import { notifyCallFailed } from "../notifications/call-notifications"
import type { VoiceLimitReason } from "../costs/limits"
import {
  type LimitFigures,
  limitFiguresSql,
  limitParams,
  LIMITS_ALLOW,
  LIMITS_CTE,
  reservedLimitReason,
} from "../costs/reservation"
import { isActiveCallConflict } from "./active-call"
import { learnNumberProvider } from "../voice/number-provider"

/** After this many busy answers (429 / concurrency) a call is failed instead of re-queued. */
export const MAX_DIAL_ATTEMPTS = 6

/** The provider is busy (rate or concurrency limit): the call is back in "queued"; retry later. */
export class RetryableCallError extends Error {
  constructor(
    message: string,
    readonly callId: number,
    readonly retryAfterSeconds: number
  ) {
    super(message)
    this.name = "RetryableCallError"
  }
}

/**
 * A new queued call for a contact, or null when the contact already has an active (queued or calling)
 * call. One INSERT guarded by the unique index, so parallel clicks, dialer ticks and retries cannot
 * both create one. Does not dial or publish: placeCall (or the dialer) does.
 */
export async function createCall(
  db: DB,
  input: { contactId: number; campaignId?: number | null }
): Promise<Call | null> {
  try {
    const [row] = await db
      .insert(calls)
      .values({ contactId: input.contactId, campaignId: input.campaignId ?? null, status: "queued" })
      .onConflictDoNothing()
      .returning()
    return row ?? null
  } catch (err) {
    if (isActiveCallConflict(err)) return null
    throw err
  }
}

export type PlaceCallResult =
  | { placed: true; callId: number; providerCallId: string }
  | { placed: false; callId: number; reason: "not_queued" }
  /** The daily quota or the voice budget has no room for it: the call is still queued. */
  | { placed: false; callId: number; reason: "limit"; limit: VoiceLimitReason }

/** Call Now's answer when the call was placed but our write after the provider's answer failed. */
export const UNRECORDED_MESSAGE =
  "The call was placed, but it could not be recorded here yet. Its result will show once the voice provider reports it."

/** The longest wait a provider's Retry-After can impose on one call before its next try. */
const MAX_RETRY_AFTER_SECONDS = 3600

const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** Math.max(0, attempt - 1), 900)

async function failCall(ctx: Ctx, callId: number, message: string) {
  await ctx.db
    .update(calls)
    .set({ status: "failed", result: "failed", error: message, completedAt: new Date(ctx.clock.now()) })
    .where(and(eq(calls.id, callId), eq(calls.status, "calling")))
  ctx.events.emit({ type: "call_updated", callId, status: "failed" })
}

/** The contact a claimed call dials (read in the claim's batch). */
const CONTACT_SQL = `SELECT ct.id, ct.business_name AS businessName, ct.phone, ct.address, ct.category
  FROM calls c JOIN contacts ct ON ct.id = c.contact_id WHERE c.id = ?`
type DialledContact = Pick<Contact, "id" | "businessName" | "phone" | "address" | "category">

/**
 * Dials one queued call. Idempotent: the row is claimed (queued → calling) in one guarded UPDATE
 * before dialling, so a redelivered queue message or a double click never dials twice; a call that
 * is not queued any more returns `{ placed: false }`, and one the daily quota or the voice budget has
 * no room for stays queued and returns `{ placed: false, reason: "limit" }` (the claim is the guard).
 * - voice not configured (real mode without assistant/phone number id): AppError 409
 *   `voice_not_configured`, the call stays queued.
 * - provider busy (429, concurrency limit): the call goes back to queued, RetryableCallError.
 * - any other failure: the call is failed (result "failed", error = the provider's message) and
 *   AppError `call_failed` (502, the provider's message, `callId` in the envelope) is thrown.
 * - placed, but recording the provider's id failed: the call stays "calling" (its webhooks and the
 *   reconcile pass settle it) and AppError `call_unrecorded` (502, `callId`) is thrown.
 */
export async function placeCall(
  ctx: Ctx,
  callId: number,
  alongside: readonly SqlStatement[] = []
): Promise<PlaceCallResult> {
  const { db } = ctx
  const providers = await ctx.providers()
  // The dial time stamped on the call: the reconcile pass measures "stuck" from it.
  const now = new Date(ctx.clock.now())
  // A number whose provider is unknown is looked up first, so a free Vapi number is refused here.
  await learnNumberProvider(ctx, providers.voice)
  const notReady = voiceNotReady(providers)
  if (notReady) throw new AppError("voice_not_configured", 409, notReady, { callId })
  // The template's blanks in the live assistant (as last read): the call stays queued until they go.
  if (providers.voice.mode === "real") {
    await assertNoBlanks(db, providers.voice.config.assistantId, "voice_not_configured", { callId })
  }

  // The claim, the contact it dials and what to say if the limits refused it, in one batch (one
  // round trip; `alongside` is written first, in the same transaction: the dial job records its
  // campaign's voice there). The claim is the daily quota's and the voice budget's guard
  // (costs/reservation.ts): of parallel dials past a limit, only those that fit are claimed. The
  // contact is read after the claim, so a contact deleted before it is seen as it was.
  const settings = await ctx.settings()
  const limits = limitParams(settings, now.getTime())
  const claim = {
    sql: `${LIMITS_CTE} UPDATE calls SET status = 'calling', attempt = attempt + 1, dialed_at = ?7, error = NULL,
        retry_at = NULL, updated_at = ?7
      WHERE id = ?6 AND status = 'queued' AND ${LIMITS_ALLOW}
      RETURNING id, contact_id, attempt`,
    params: [...limits, callId, now.getTime()],
  }
  const results = await batchNamed(db.port, {
    alongside,
    claim: typed<{ contact_id: number | null; attempt: number }>(claim),
    contact: typed<DialledContact>({ sql: CONTACT_SQL, params: [callId] }),
  })
  const claimed = results.claim[0]
  if (!claimed) {
    // Why it was not claimed is read only then (a refusal is rare; every dial would pay for it).
    const why = await batchNamed(db.port, {
      status: typed<{ status: string }>({ sql: "SELECT status FROM calls WHERE id = ?", params: [callId] }),
      figures: typed<LimitFigures>(limitFiguresSql(limits)),
    })
    const status = why.status[0]?.status
    const limit = status === "queued" ? reservedLimitReason(why.figures[0]!, settings) : null
    return limit ? { placed: false, callId, reason: "limit", limit } : { placed: false, callId, reason: "not_queued" }
  }

  const contact = claimed.contact_id ? results.contact[0] : undefined
  if (!contact) {
    const message = "The contact was deleted before the call was placed."
    await failCall(ctx, callId, message)
    throw new AppError("call_failed", 422, message, { callId })
  }

  let started: Awaited<ReturnType<VoiceProvider["startCall"]>>
  try {
    started = await requireProvider(providers.voice).startCall({
      callId,
      contact: {
        contactId: contact.id,
        businessName: contact.businessName,
        phone: contact.phone,
        address: contact.address,
        category: contact.category,
      },
      assistantId: providers.voice.config.assistantId,
      phoneNumberId: providers.voice.config.phoneNumberId,
      variables: {
        businessName: contact.businessName,
        phone: contact.phone,
        address: contact.address,
        category: contact.category,
        contactId: String(contact.id),
        callId: String(callId),
      },
    })
  } catch (err) {
    return providerRefused(ctx, callId, Number(claimed.attempt), now, err)
  }
  // The provider placed the call. Whatever fails from here on (a D1 hiccup, the isolate dying) must not
  // fail it: the phone is ringing. The call stays "calling"; its webhooks find it by our call id
  // (echoed in the metadata) and store the provider id, else the reconcile pass settles it.
  try {
    // A webhook may have stored the id first: keep it then.
    // The callee's clock at the dial feeds the Analytics heatmap (their zone, else the operator's).
    const zone = calleeTimeZone(contact) ?? (await ctx.settings()).timezone
    await db
      .update(calls)
      .set({
        vapiCallId: started.providerCallId,
        calleeUtcOffset: Math.round(zonedParts(now.getTime(), zone).offsetMs / 60_000),
      })
      .where(
        and(eq(calls.id, callId), sql`(${calls.vapiCallId} IS NULL OR ${calls.vapiCallId} = ${started.providerCallId})`)
      )
  } catch (err) {
    console.error("placeCall: the provider placed call", callId, "but recording its id failed", err)
    // Answered (Call Now) and acknowledged (the queue): a retry has nothing to dial.
    throw new AppError("call_unrecorded", 502, UNRECORDED_MESSAGE, { callId })
  }
  ctx.events.emit({ type: "call_updated", callId, status: "calling" })
  return { placed: true, callId, providerCallId: started.providerCallId }
}

/** The provider did not place the call: back in the queue when it was busy, else failed with its words. */
async function providerRefused(ctx: Ctx, callId: number, attempt: number, now: Date, err: unknown): Promise<never> {
  const { db } = ctx
  // Stored on the call and shown: the provider's own words, never a D1/SQL text.
  const message = publicMessage(err, "Something went wrong on our side while placing the call.")
  if (err instanceof VoiceProviderError && err.retryable && attempt < MAX_DIAL_ATTEMPTS) {
    // The back-off, or longer when the provider asked for more (its Retry-After).
    const retryAfterSeconds = Math.min(
      Math.max(backoffSeconds(attempt), err.retryAfterSeconds ?? 0),
      MAX_RETRY_AFTER_SECONDS
    )
    // The retry's time is stored with the call: if its queue message is lost (a worker dies before
    // sending it, a local queue lost with a restart), the dialer tick re-sends it (OVERDUE_RETRIES_SQL).
    await db
      .update(calls)
      .set({
        status: "queued",
        dialedAt: null,
        error: message,
        retryAt: new Date(now.getTime() + retryAfterSeconds * 1000),
      })
      .where(and(eq(calls.id, callId), eq(calls.status, "calling")))
    ctx.events.emit({ type: "call_updated", callId, status: "queued" })
    throw new RetryableCallError(message, callId, retryAfterSeconds)
  }
  await failCall(ctx, callId, message)
  await notifyCallFailed(ctx, callId)
  const status = err instanceof VoiceProviderError ? err.status : 0
  throw new AppError("call_failed", 502, message, { callId, providerStatus: status })
}
