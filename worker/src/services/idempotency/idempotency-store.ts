import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { idempotencyKeys } from "../../db/schema"
import type { IdempotencyStore, StoredAnswer } from "../../lib/idempotency"

/** How long a write's first answer is kept for its repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** Rows the cron's sweep deletes per run: a busy day's keys go in a few minutes, each delete stays short. */
const SWEEP_CHUNK = 1000

const t = idempotencyKeys

/**
 * Claims `id` for this request in one statement: true when it is new (run the work), false when a
 * request with the same key came first (answer from its row). The primary key makes two parallel
 * claims meet in the database, so exactly one of them runs.
 */
async function claim(db: DB, id: string, requestHash: string, now: number) {
  const rows = await db
    .insert(t)
    .values({ id, requestHash, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: t.id })
  return rows.length > 0
}

/** What the first request with this key answered (status null: still running), or null once swept. */
async function find(db: DB, id: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ requestHash: t.requestHash, status: t.status, body: t.body })
    .from(t)
    .where(eq(t.id, id))
  return row ?? null
}

/** Keeps the answer of the request that claimed `id`. */
async function keep(db: DB, id: string, status: number, body: string) {
  await db
    .update(t)
    .set({ status, body })
    .where(and(eq(t.id, id), isNull(t.status)))
}

/** Lets go of a claim whose answer cannot be kept: a repeat then runs as a request without a key would. */
async function release(db: DB, id: string) {
  await db.delete(t).where(and(eq(t.id, id), isNull(t.status)))
}

/** The idempotency_keys table behind lib/idempotency.ts's middleware (mounted in app.ts). */
export const idempotencyStore: IdempotencyStore = { claim, find, keep, release }

const expired = (now: number) => lte(t.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))

/** For the cron's first read (jobs/cron.ts): a row when the sweep has something to delete. */
export const expiredKeysDue = (db: DB, now: number) =>
  db
    .select({ one: sql`1` })
    .from(t)
    .where(expired(now))
    .limit(1)
    .toSQL()

/** The cron's sweep: answers older than IDEMPOTENCY_TTL_MS, a chunk a minute. */
export async function sweepExpiredKeys(db: DB, now: number) {
  const oldest = db.select({ id: t.id }).from(t).where(expired(now)).orderBy(t.createdAt).limit(SWEEP_CHUNK)
  await db.delete(t).where(inArray(t.id, oldest))
}
