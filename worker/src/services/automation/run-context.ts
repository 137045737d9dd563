import { dbFromEnv } from "../../db/client"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import type { RunContext } from "./run-advance"

/** The context the queue consumer and the cron advance runs with. */
export const runContext = (env: Env, now: number): RunContext => ({
  db: dbFromEnv(env),
  env,
  now,
  publish: (event) => publish(env, event),
})
