/**
 * Settings → Voice "Test call": the assistant (Vapi's, or the sandbox voice) calls the operator's own
 * phone, and the card follows the call to its end-of-call report, proving key, number, assistant,
 * webhook and tools in one go. The call is a calls row marked is_test: it has no contact and no
 * campaign, the stats triggers skip it (calls_ai, calls_au), the dashboard, calendar, status panel,
 * daily report and the sheet leave it out, and Call History labels it "Test call".
 */
import { and, eq, isNull } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { type Call, calls } from "../../db/schema"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { AppError } from "../../lib/errors"
import { requireProvider } from "../../providers"
import { SANDBOX_CALL_PREFIX } from "../../providers/voice/sandbox-voice"
import { testCallNumberProblem } from "../../schemas/test-call-number"
import { learnNumberProvider } from "./number-provider"
import type { TestCallView } from "../../schemas/voice-setup"
import { readState, writeState } from "../../settings/state-store"
import {
  type LimitFigures,
  limitFiguresSql,
  limitParams,
  LIMITS_ALLOW,
  LIMITS_CTE,
  reservedLimitReason,
} from "../costs/reservation"
import { assertDialable } from "../dnc/dnc.service"
import { assertNoBlanks } from "./assistant-blanks"
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

/**
 * At most this many test calls start in any hour (placed or not). The card needs one, and a retry or
 * two; more is what a stolen session would do to call a stranger over and over on the operator's
 * Vapi account.
 */
export const TEST_CALLS_PER_HOUR = 5

const HOUR_MS = 3_600_000

// The test call's row, only if no other test call is under way, fewer than TEST_CALLS_PER_HOUR began
// in the last hour and the voice budget has room (reservation.ts; the daily quota counts calls to
// leads, not these): one statement, so parallel requests cannot all pass. It starts as "calling"
// with its dial time, so the budget holds an estimate for it until it is billed.
// ?6 = now, ?7 = IN_PROGRESS_MS, ?8 = TEST_CALLS_PER_HOUR.
const INSERT_SQL = `${LIMITS_CTE}
  INSERT INTO calls (is_test, contact_id, campaign_id, status, attempt, dialed_at, created_at, updated_at)
  SELECT 1, NULL, NULL, 'calling', 1, ?6, ?6, ?6
  WHERE NOT EXISTS (SELECT 1 FROM calls WHERE status IN ('queued', 'calling') AND is_test = 1 AND created_at > ?6 - ?7)
    AND (SELECT count(*) FROM calls WHERE is_test = 1 AND created_at > ?6 - ${HOUR_MS}) < ?8
    AND ${LIMITS_ALLOW}
  RETURNING id`

// Why the insert matched nothing (read in its batch: no second round trip).
const BUSY_SQL = `SELECT EXISTS (SELECT 1 FROM calls WHERE status IN ('queued', 'calling') AND is_test = 1
  AND created_at > ?1 - ?2) AS busy`
const HOUR_SQL = `SELECT count(*) AS n, min(created_at) AS oldest FROM calls WHERE is_test = 1 AND created_at > ?1 - ${HOUR_MS}`

/** Why no test call may start now: in progress (409), the hourly cap (429), the voice budget (409). */
function refusal(busy: boolean, hour: { n: number; oldest: number | null }, limit: AppError | null, now: number) {
  if (busy) return new AppError("test_call_in_progress", 409, "A test call is in progress: wait for its report.")
  if (Number(hour.n) >= TEST_CALLS_PER_HOUR) {
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(hour.oldest) + HOUR_MS - now) / 1000))
    const minutes = Math.ceil(retryAfterSeconds / 60)
    return new AppError(
      "test_call_limit",
      429,
      `At most ${TEST_CALLS_PER_HOUR} test calls an hour: the next is allowed in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds }
    )
  }
  return limit ?? new AppError("test_call_in_progress", 409, "A test call is in progress: wait for its report.")
}

/**
 * Places the test call to `phone` (E.164) with the assistant and number Settings → Voice set up. Never
 * to a number on the do-not-call list (409) nor a premium-rate, N11 or 555 information line (400:
 * test-call-number.ts); one at a time, at most TEST_CALLS_PER_HOUR an hour (429), and within the voice
 * budget (409), judged atomically by the insert.
 */
export async function placeTestCall(ctx: Ctx, phone: string): Promise<TestCallView> {
  const { db } = ctx
  const [settings, providers] = await Promise.all([ctx.settings(), ctx.providers()])
  const voiceSlot = providers.voice
  const apiKey = settings.vapi_api_key
  const voice = requireProvider(voiceSlot)
  await learnNumberProvider(ctx, voiceSlot)
  const notReady = voiceSlot.notReady()
  if (notReady) throw new AppError("voice_not_ready", 409, notReady.replace("before calling", "before a test call"))
  if (voiceSlot.mode === "real") await assertNoBlanks(db, voiceSlot.config.assistantId)
  const problem = testCallNumberProblem(phone)
  if (problem) throw new AppError("number_not_allowed", 400, problem, { phone })
  await assertDialable(db, phone)
  const now = ctx.clock.now()
  const limits = limitParams(settings, now, { quota: false })
  const read = await batchNamed(db.port, {
    inserted: typed<{ id: number }>({ sql: INSERT_SQL, params: [...limits, now, IN_PROGRESS_MS, TEST_CALLS_PER_HOUR] }),
    busy: typed<{ busy: number }>({ sql: BUSY_SQL, params: [now, IN_PROGRESS_MS] }),
    hour: typed<{ n: number; oldest: number | null }>({ sql: HOUR_SQL, params: [now] }),
    figures: typed<LimitFigures>(limitFiguresSql(limits)),
  })
  const row = read.inserted[0]
  if (!row) {
    const limit = reservedLimitReason(read.figures[0]!, settings, { quota: false })
    throw refusal(
      Boolean(read.busy[0]!.busy),
      read.hour[0]!,
      limit ? new AppError(limit.code, 409, limit.message) : null,
      now
    )
  }
  const callId = row.id
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
      .set({ vapiCallId: started.providerCallId })
      .where(and(eq(calls.id, callId), isNull(calls.vapiCallId)))
  } catch (err) {
    const failure = vapiFailure(err, "place the test call", apiKey)
    await db
      .update(calls)
      .set({ status: "failed", result: "failed", error: failure.message, completedAt: new Date(ctx.clock.now()) })
      .where(eq(calls.id, callId))
    throw failure
  }
  return (await lastTestCall(db))!
}
