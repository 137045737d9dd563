/**
 * An outbox job runs its sync again while rows are left waiting. One sync at a time holds a lease;
 * a row written while a pass held it had its own job turned away as busy (acknowledged, not
 * retried: a retry would count toward the dead-letter limit). The pass that held the lease sees
 * that row in its closing count, taken after the lease was released, so it goes again instead of
 * leaving the row to the cron a minute or more later.
 */
export interface SyncPass {
  /** Another sync held the lease: it carries the rows. */
  busy: boolean
  /** Rows still waiting after the pass, counted once its lease was released. */
  pending: number
  /** Google asked to slow down or is down: the job retries after this. */
  retryAfterSeconds: number | null
  /** A refusal the operator must fix stopped the pass. */
  error?: string | null
}

/** Enough for rows that arrived during a pass; rows still waiting after that are the cron's. */
export const MAX_PASSES = 3

export async function drainPasses<T extends SyncPass>(pass: () => Promise<T>): Promise<T> {
  let outcome = await pass()
  for (let n = 1; n < MAX_PASSES; n++) {
    if (outcome.busy || outcome.pending === 0 || outcome.retryAfterSeconds !== null || outcome.error) break
    outcome = await pass()
  }
  return outcome
}
