import { and, eq, inArray, isNull } from "drizzle-orm"
import type { DB } from "../../db/client"
import { calls, type CallStatus } from "../../db/schema"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import { publish } from "../../live/publish"
import type { BulkUpdateStatusInput } from "../../schemas/calls"

/** Which calls an operator may move to each status; others in the selection are left alone. */
const ALLOWED_FROM: Partial<Record<CallStatus, CallStatus[]>> = {
  cancelled: ["queued", "calling"],
  completed: ["queued", "calling"],
  failed: ["queued", "calling"],
  // Only calls cancelled before they were dialled go back to the queue; a dialled call has a result.
  queued: ["cancelled"],
}

// D1 binds at most 100 parameters per statement.
const CHUNK = 90

/**
 * Cancel Selected and friends. Moving a call that is "calling" to cancelled does not hang up the
 * provider's call; its report is still recorded, and the call stays cancelled.
 */
export async function bulkUpdateStatus(db: DB, env: Env, input: BulkUpdateStatusInput) {
  const from = ALLOWED_FROM[input.status]
  if (!from) {
    throw new AppError("invalid_status", 400, "A call becomes \"calling\" only when it is dialled.")
  }
  const ids = [...new Set(input.callIds)]
  const updated: number[] = []
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .update(calls)
      .set({
        status: input.status,
        ...(input.status === "queued" ? { error: null } : {}),
        ...(input.status === "cancelled" || input.status === "failed" ? { completedAt: new Date() } : {}),
      })
      .where(
        and(
          inArray(calls.id, ids.slice(i, i + CHUNK)),
          inArray(calls.status, from),
          input.status === "queued" ? isNull(calls.vapiCallId) : undefined
        )
      )
      .returning({ id: calls.id })
    updated.push(...rows.map((r) => r.id))
  }
  if (updated.length) await publish(env, { type: "call_updated", status: input.status })
  return { updatedCount: updated.length, callIds: updated }
}

/**
 * Clear Pending Queue: every queued call becomes cancelled (kept in the history, never dialled; the
 * dialer only claims queued calls). Answers the number cleared.
 */
export async function clearPending(db: DB, env: Env) {
  // RETURNING, not meta.changes: D1 counts the rows the counter triggers touch as well.
  const cleared = await db
    .update(calls)
    .set({ status: "cancelled", error: "Cleared from the queue", completedAt: new Date() })
    .where(eq(calls.status, "queued"))
    .returning({ id: calls.id })
  const clearedCount = cleared.length
  if (clearedCount) await publish(env, { type: "call_updated", status: "cancelled" })
  return { clearedCount }
}
