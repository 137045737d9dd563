import { eq, sql } from "drizzle-orm"
import type { DB } from "../db/client"
import { loginAttempts } from "../db/schema"

/** Failures beyond `free` in the window lock sign-in for a doubling delay, up to MAX_LOCK_MS. */
type Limit = { key: string; free: number; windowMs: number }

export const FREE_FAILURES = 3
export const GLOBAL_FREE_FAILURES = 30
const MAX_LOCK_MS = 15 * 60 * 1000
/** The row that counts failures from every address, so a botnet spraying guesses is slowed too. */
export const GLOBAL_KEY = "*global*"

const perAddress = (ip: string): Limit => ({
  // A client cannot borrow the global row's name (only possible where CF-Connecting-IP is unset).
  key: ip === GLOBAL_KEY ? "local" : ip,
  free: FREE_FAILURES,
  windowMs: 15 * 60 * 1000,
})
// The global window outlasts the longest lock, so a steady spray never sees the count reset.
const everyone: Limit = { key: GLOBAL_KEY, free: GLOBAL_FREE_FAILURES, windowMs: 60 * 60 * 1000 }

export function lockRemainingMs(failures: number, lastFailureAt: number, now: number, free = FREE_FAILURES) {
  if (failures < free) return 0
  const lock = Math.min(1000 * 2 ** (failures - free), MAX_LOCK_MS)
  return Math.max(0, lastFailureAt + lock - now)
}

/**
 * Reserves one password check under `limit`: counts it as a failure up front and answers whether
 * it may run. One upsert decides, so parallel guesses cannot all read "unlocked" before any of them
 * is counted. A locked attempt changes nothing, so hammering does not push the lock further out.
 */
async function reserve(db: DB, limit: Limit, now: number) {
  const t = loginAttempts
  const windowStart = now - limit.windowMs
  const rows = await db
    .insert(t)
    .values({ ip: limit.key, failures: 1, lastFailureAt: new Date(now) })
    .onConflictDoUpdate({
      target: t.ip,
      set: {
        failures: sql`CASE WHEN ${t.lastFailureAt} > ${windowStart} THEN ${t.failures} + 1 ELSE 1 END`,
        lastFailureAt: sql`excluded.last_failure_at`,
      },
      setWhere: sql`${t.lastFailureAt} <= ${windowStart} OR ${t.failures} < ${limit.free}
        OR ${t.lastFailureAt} + min(1000 << min(${t.failures} - ${limit.free}, 20), ${MAX_LOCK_MS}) <= ${now}`,
    })
    .returning({ failures: t.failures })
  return rows.length > 0
}

async function waitMs(db: DB, limit: Limit, now: number) {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.ip, limit.key))
  const wait = row ? lockRemainingMs(row.failures, row.lastFailureAt.getTime(), now, limit.free) : 0
  // The lock may have ended between the two statements; still ask for a short pause.
  return Math.max(wait, 1000)
}

/** 0 when this attempt may compare the password, else how long to wait. */
export async function admitAttempt(db: DB, ip: string, now: number) {
  const own = perAddress(ip)
  if (!(await reserve(db, own, now))) return waitMs(db, own, now)
  if (!(await reserve(db, everyone, now))) return waitMs(db, everyone, now)
  return 0
}

/** The password was right: forget this address's failures and give back the global reservation. */
export async function recordSuccess(db: DB, ip: string, now: number) {
  const t = loginAttempts
  await db.batch([
    db.delete(t).where(eq(t.ip, perAddress(ip).key)),
    db
      .update(t)
      .set({ failures: sql`max(${t.failures} - 1, 0)` })
      .where(eq(t.ip, GLOBAL_KEY)),
    // Sign-ins are rare, so they also sweep out rows whose window has passed.
    db.delete(t).where(sql`${t.lastFailureAt} <= ${now - everyone.windowMs}`),
  ])
}
