import type { Context } from "hono"
import type { AppEnv } from "../app-env"

/**
 * The request's settings and providers, resolved, with its origin (how Vapi reaches this deployment):
 * what the setup services (Settings → Voice, the setup checklist) take.
 */
export async function requestSetup(c: Context<AppEnv>) {
  const [settings, providers] = await Promise.all([c.var.settings(), c.var.providers()])
  return { db: c.var.db, env: c.env, settings, providers, origin: new URL(c.req.url).origin }
}
