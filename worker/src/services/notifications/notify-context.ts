import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import { lazySettings } from "../../settings/load-settings"
import type { Settings } from "../../settings/registry"
import type { NotifyContext } from "./record-notification"

/** A NotifyContext for code running in the worker (requests, queue consumers, the cron). */
export const notifyContext = (
  db: DB,
  env: Env,
  now: number,
  settings: () => Promise<Settings> = lazySettings(db, env)
): NotifyContext => ({ db, env, now, settings, publish: (event) => publish(env, event) })
