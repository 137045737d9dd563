import { and, eq, inArray } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { calls, contacts } from "../../db/schema"
import { queueDials } from "./queue-dials"
import { AppError, notFound } from "../../lib/errors"
import { voiceNotReady } from "../../providers"
import { assertDialable } from "../dnc/dnc.service"
import { voiceLimitReason } from "../costs/limits"
import type { CallDetails } from "../../schemas/api-routes/calls"
import type { InitiateCallInput } from "../../schemas/calls"
import { normalizePhone } from "../../schemas/phone"
import { ACTIVE_STATUSES } from "./active-call"
import { getCallDetails } from "./calls-read.service"
import { createCall, placeCall, RetryableCallError } from "./place-call"
import { learnNumberProvider } from "../voice/number-provider"

export type InitiateResult =
  | { state: "placed"; call: CallDetails }
  | { state: "queued"; call: CallDetails; retryAfterSeconds: number; message: string }

/**
 * Call Now: create the call and dial it at once. The contact's stored number is dialled; the
 * request's phoneNumber must be that number (in any format), so the UI never dials a stale one.
 * A number on the do-not-call list is refused (409 do_not_call) before any call row exists, and a
 * contact with a queued or calling call is refused (409 call_in_progress) by the insert itself. The
 * daily quota and the voice budget refuse it (409) before the insert, and again atomically in the
 * dial's claim (placeCall), which parallel clicks cannot pass together.
 * A busy provider (429) leaves the call queued and schedules a retry on CALLS_QUEUE.
 */
export async function initiateCall(ctx: Ctx, input: InitiateCallInput): Promise<InitiateResult> {
  const { db } = ctx
  const providers = await ctx.providers()
  await learnNumberProvider(ctx, providers.voice)
  const notReady = voiceNotReady(providers)
  if (notReady) throw new AppError("voice_not_configured", 409, notReady)

  const [contact] = await db.select().from(contacts).where(eq(contacts.id, input.contactId))
  if (!contact) throw notFound("Contact")
  if (normalizePhone(input.phoneNumber) !== normalizePhone(contact.phone)) {
    throw new AppError("phone_mismatch", 400, "The phone number does not match the selected contact.")
  }
  await assertDialable(db, contact.phone)
  // Call Now obeys the daily quota and the voice budget like the dialer (409 with the reason).
  const limit = await voiceLimitReason(ctx)
  if (limit) throw new AppError(limit.code, 409, limit.message)

  const created = await createCall(db, { contactId: contact.id })
  if (!created) {
    // The insert found another active call (a parallel click, the dialer): name it for the UI.
    const [active] = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.contactId, contact.id), inArray(calls.status, [...ACTIVE_STATUSES])))
      .limit(1)
    throw new AppError("call_in_progress", 409, `${contact.businessName} already has a call in progress.`, {
      callId: active?.id ?? null,
    })
  }
  try {
    const result = await placeCall(ctx, created.id)
    if (!result.placed && result.reason === "limit") {
      // Parallel clicks passed the check above; the claim let only those the limits had room for
      // through. This one was never dialled: it leaves nothing queued behind.
      await db.port.run("DELETE FROM calls WHERE id = ? AND status = 'queued'", [created.id])
      throw new AppError(result.limit.code, 409, result.limit.message)
    }
  } catch (err) {
    if (!(err instanceof RetryableCallError)) throw err
    await queueDials(ctx, [created.id], { delaySeconds: err.retryAfterSeconds })
    return {
      state: "queued",
      call: await getCallDetails(db, created.id),
      retryAfterSeconds: err.retryAfterSeconds,
      message: `The voice provider is busy (${err.message}). The call is queued and will be retried.`,
    }
  }
  return { state: "placed", call: await getCallDetails(db, created.id) }
}
