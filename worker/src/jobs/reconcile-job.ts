import { createDb } from "../db/client"
import type { Env } from "../env"
import { loadProviders } from "../providers"
import { reconcileStuckCalls } from "../services/calls/reconcile"

/** Cron step: settle calls whose webhooks never arrived. Never throws, so other cron work still runs. */
export async function runReconcile(env: Env, now = new Date()) {
  try {
    const db = createDb(env.DB)
    return await reconcileStuckCalls(db, env, () => loadProviders(db, env), now)
  } catch (err) {
    console.error("reconcile pass failed", err)
    return { checked: 0, settled: 0 }
  }
}
