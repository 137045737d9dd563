/**
 * Settings → Voice "Test call": the assistant (Vapi's, or the sandbox voice) calls the operator's own
 * phone, and the card follows the call to its end-of-call report, proving key, number, assistant,
 * webhook and tools in one go. The call is a calls row marked is_test: it has no contact and no
 * campaign, the stats triggers skip it (migration 0019), the dashboard, calendar, status panel,
 * daily report and the sheet leave it out, and Call History labels it "Test call".
 */
import { and, eq, isNull, sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { type Call, calls } from "../../db/schema"
import { AppError } from "../../lib/errors"
import { requireProvider } from "../../providers"
import { SANDBOX_CALL_PREFIX } from "../../providers/voice/sandbox-voice"
import type { TestCallView } from "../../schemas/voice-setup"
import { readState, writeState } from "../../settings/state-store"
import { vapiFailure } from "./vapi-failure"

/** A test call still queued or calling after this long is stuck: another may be placed. */
const IN_PROGRESS_MS = 15 * 60_000

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toView(call: Call, phone: string): TestCallView {
  return {
    id: call.id,
    phone,
    mode: call.vapiCallId?.startsWith(SANDBOX_CALL_PREFIX) ? "sandbox" : "real",
    status: call.status,
    result: call.result,
    duration: call.duration,
    endedReason: call.endedReason,
    summary: call.summary,
    transcript: call.transcript,
    demoScheduled: call.demoScheduled,
    demoDate: iso(call.demoDate),
    error: call.error,
    createdAt: call.createdAt.toISOString(),
    completedAt: iso(call.completedAt),
    reported: call.result !== null,
  }
}

/** The latest test call, or null before the first. */
export async function lastTestCall(db: DB): Promise<TestCallView | null> {
  const last = await readState(db, "voice_test_call")
  if (!last) return null
  const [call] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.id, last.callId), eq(calls.isTest, true)))
  return call ? toView(call, last.phone) : null
}

/** Places the test call to `phone` (E.164) with the assistant and number Settings → Voice set up. */
export async function placeTestCall(ctx: Ctx, phone: string): Promise<TestCallView> {
  const { db } = ctx
  const [settings, providers] = await Promise.all([ctx.settings(), ctx.providers()])
  const voiceSlot = providers.voice
  const apiKey = settings.vapi_api_key
  const voice = requireProvider(voiceSlot)
  const notReady = voiceSlot.notReady()
  if (notReady) throw new AppError("voice_not_ready", 409, notReady.replace("before calling", "before a test call"))
  const now = ctx.clock.now()
  const [busy] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(calls.isTest, true),
        sql`${calls.status} IN ('queued', 'calling')`,
        sql`${calls.createdAt} > ${now - IN_PROGRESS_MS}`
      )
    )
    .limit(1)
  if (busy) throw new AppError("test_call_in_progress", 409, "A test call is in progress: wait for its report.")

  const [row] = await db
    .insert(calls)
    .values({ isTest: true, contactId: null, campaignId: null, status: "queued", attempt: 1 })
    .returning({ id: calls.id })
  const callId = row!.id
  await writeState(db, "voice_test_call", { callId, phone, startedAt: now }, now)
  try {
    const started = await voice.startCall({
      callId,
      contact: { contactId: null, businessName: "Test call", phone, address: "", category: "" },
      assistantId: voiceSlot.config.assistantId,
      phoneNumberId: voiceSlot.config.phoneNumberId,
      // The prompt's placeholders read as a test, should the assistant say them.
      variables: {
        businessName: "your business (test call)",
        phone,
        address: "",
        category: "test",
        callId: String(callId),
      },
    })
    // A webhook may have stored the id first (matched by our echoed call id): keep it then.
    await db
      .update(calls)
      .set({ vapiCallId: started.providerCallId, dialedAt: new Date() })
      .where(and(eq(calls.id, callId), isNull(calls.vapiCallId)))
    await db
      .update(calls)
      .set({ status: "calling" })
      .where(and(eq(calls.id, callId), eq(calls.status, "queued")))
  } catch (err) {
    const failure = vapiFailure(err, "place the test call", apiKey)
    await db
      .update(calls)
      .set({ status: "failed", result: "failed", error: failure.message, completedAt: new Date() })
      .where(eq(calls.id, callId))
    throw failure
  }
  return (await lastTestCall(db))!
}
