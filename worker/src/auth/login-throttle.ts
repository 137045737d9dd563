import { and, eq, lte, sql } from "drizzle-orm"
import type { DB } from "../db/client"
import { loginAttempts } from "../db/schema"
import { toHex } from "./session"

/** Failures beyond `free` in the window lock sign-in for a doubling delay, up to MAX_LOCK_MS. */
type Limit = { key: string; free: number; windowMs: number }

export const FREE_FAILURES = 3
export const GLOBAL_FREE_FAILURES = 30
const MAX_LOCK_MS = 15 * 60 * 1000
/** The row that counts failures from every address, so a botnet spraying guesses is slowed too. */
export const GLOBAL_KEY = "*global*"

/** The longest address there is (IPv6 with an IPv4 tail, written out in full). */
const MAX_ADDRESS_LENGTH = 45

/**
 * The row key of a client address. Where CF-Connecting-IP is unset a client writes it: it cannot
 * borrow the global row's name, and a longer value than any address (6 KB, say) is stored as a
 * short hash, which no real address equals.
 */
async function addressKey(ip: string) {
  if (ip === GLOBAL_KEY) return "local"
  if (ip.length <= MAX_ADDRESS_LENGTH) return ip
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ip))
  return `#${toHex(digest).slice(0, 40)}`
}

const perAddress = async (ip: string): Promise<Limit> => ({
  key: await addressKey(ip),
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

/** How long `limit` still refuses attempts; 0 when it does not. */
async function lockMs(db: DB, limit: Limit, now: number) {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.ip, limit.key))
  return row ? lockRemainingMs(row.failures, row.lastFailureAt.getTime(), now, limit.free) : 0
}

// The lock may have ended since the refusal; still ask for a short pause.
const waitMs = async (db: DB, limit: Limit, now: number) => Math.max(await lockMs(db, limit, now), 1000)

/** Takes back a reservation that compared no password (see admitAttempt). */
async function release(db: DB, limit: Limit) {
  const t = loginAttempts
  await db.batch([
    db
      .update(t)
      .set({ failures: sql`${t.failures} - 1` })
      .where(eq(t.ip, limit.key)),
    db.delete(t).where(and(eq(t.ip, limit.key), lte(t.failures, 0))),
  ])
}

/** 0 when this attempt may compare the password, else how long to wait. */
export async function admitAttempt(db: DB, ip: string, now: number) {
  // While everyone is locked out nothing is written, so a spray from fresh addresses adds no rows.
  const everyoneLocked = await lockMs(db, everyone, now)
  if (everyoneLocked > 0) return everyoneLocked
  const own = await perAddress(ip)
  if (!(await reserve(db, own, now))) return waitMs(db, own, now)
  if (!(await reserve(db, everyone, now))) {
    // The global lock began after the read above (a parallel attempt took the last free failure).
    await release(db, own)
    return waitMs(db, everyone, now)
  }
  return 0
}

/** Rows whose window has passed: they no longer count. */
const stale = (now: number) => lte(loginAttempts.lastFailureAt, new Date(now - everyone.windowMs))
const staleRows = (db: DB, now: number) => db.delete(loginAttempts).where(stale(now))

/** For the cron's first read (jobs/cron.ts): a row when the sweep has something to delete. */
export const staleLoginAttemptsDue = (db: DB, now: number) =>
  db
    .select({ one: sql`1` })
    .from(loginAttempts)
    .where(stale(now))
    .limit(1)
    .toSQL()

/** The cron's sweep: a spray leaves a row per address and, locking everyone out, stops the sign-ins that sweep. */
export async function sweepLoginAttempts(db: DB, now: number) {
  await staleRows(db, now)
}

/** The password was right: forget this address's failures and give back the global reservation. */
export async function recordSuccess(db: DB, ip: string, now: number) {
  const t = loginAttempts
  await db.batch([
    db.delete(t).where(eq(t.ip, (await perAddress(ip)).key)),
    db
      .update(t)
      .set({ failures: sql`max(${t.failures} - 1, 0)` })
      .where(eq(t.ip, GLOBAL_KEY)),
    staleRows(db, now),
  ])
}
