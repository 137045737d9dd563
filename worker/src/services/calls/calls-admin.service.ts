import { and, eq, inArray, isNull, sql } from "drizzle-orm"
import { calls, type CallStatus } from "../../db/schema"
import type { Ctx } from "../../context/ctx"
import { AppError } from "../../lib/errors"
import type { BulkUpdateStatusInput } from "../../schemas/calls"
import { isActiveCallConflict } from "./active-call"

/** Which calls an operator may move to each status; others in the selection are left alone. */
const ALLOWED_FROM: Partial<Record<CallStatus, CallStatus[]>> = {
  cancelled: ["queued", "calling"],
  completed: ["queued", "calling"],
  failed: ["queued", "calling"],
  // Only calls cancelled before they were dialled go back to the queue; a dialled call has a result.
  queued: ["cancelled"],
}

// D1 binds at most 100 parameters per statement (the re-queue guard binds each id twice).
const CHUNK = 45

/**
 * Re-queueing must keep one active call per contact (the unique index): never a dialled call, never
 * a contact that already has a queued or calling call, and at most one call per contact of the
 * selection (the oldest). Calls left out keep their status and are not counted as updated.
 */
const requeueable = (ids: number[]) =>
  and(
    isNull(calls.vapiCallId),
    sql`NOT EXISTS (SELECT 1 FROM calls a WHERE a.contact_id = calls.contact_id AND a.status IN ('queued', 'calling'))`,
    sql`${calls.id} IN (SELECT min(b.id) FROM calls b WHERE b.id IN ${ids} AND b.status = 'cancelled'
      AND b.vapi_call_id IS NULL GROUP BY coalesce(b.contact_id, -b.id))`
  )

/**
 * Cancel Selected and friends. Moving a call that is "calling" to cancelled does not hang up the
 * provider's call; its report is still recorded, and the call stays cancelled.
 */
export async function bulkUpdateStatus(ctx: Ctx, input: BulkUpdateStatusInput) {
  const { db } = ctx
  const from = ALLOWED_FROM[input.status]
  if (!from) {
    throw new AppError("invalid_status", 400, 'A call becomes "calling" only when it is dialled.')
  }
  const ids = [...new Set(input.callIds)]
  const updated: number[] = []
  try {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK)
      const rows = await db
        .update(calls)
        .set({
          status: input.status,
          ...(input.status === "queued" ? { error: null } : {}),
          ...(input.status === "cancelled" || input.status === "failed"
            ? { completedAt: new Date(ctx.clock.now()) }
            : {}),
        })
        .where(
          and(
            inArray(calls.id, chunk),
            inArray(calls.status, from),
            input.status === "queued" ? requeueable(chunk) : undefined
          )
        )
        .returning({ id: calls.id })
      updated.push(...rows.map((r) => r.id))
    }
  } catch (err) {
    if (!isActiveCallConflict(err)) throw err
    throw new AppError("call_in_progress", 409, "One of these contacts already has a call in progress.")
  }
  if (updated.length) ctx.events.emit({ type: "call_updated", status: input.status })
  return { updatedCount: updated.length, callIds: updated }
}

/**
 * Clear Pending Queue: every queued call becomes cancelled (kept in the history, never dialled; the
 * dialer only claims queued calls). Answers the number cleared.
 */
export async function clearPending(ctx: Ctx) {
  // RETURNING, not meta.changes: D1 counts the rows the counter triggers touch as well.
  const cleared = await ctx.db
    .update(calls)
    .set({ status: "cancelled", error: "Cleared from the queue", completedAt: new Date(ctx.clock.now()) })
    .where(eq(calls.status, "queued"))
    .returning({ id: calls.id })
  const clearedCount = cleared.length
  if (clearedCount) ctx.events.emit({ type: "call_updated", status: "cancelled" })
  return { clearedCount }
}
