/**
 * "One active call (queued or calling) per contact" is the unique index calls_one_active_per_contact
 * (in the baseline migration). Every write that can make a call active is guarded in its own statement; this
 * recognises the index's error in case a write slips past its guard, so it becomes a 409, never a 500.
 */
export function isActiveCallConflict(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: calls\.contact_id/.test(e.message)) return true
  }
  return false
}

/** The statuses the index covers. */
export const ACTIVE_STATUSES = ["queued", "calling"] as const
