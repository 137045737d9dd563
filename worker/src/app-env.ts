import type { Ctx } from "./context/ctx"
import type { DB } from "./db/client"
import type { Providers } from "./providers"
import type { Settings } from "./settings/registry"
import type { Env } from "./env"

/** Hono's environment for the app: the bindings (env.ts) and the per-request variables. */
export interface AppEnv {
  Bindings: Env
  /**
   * ctx: the request's context (context/ctx.ts), what handlers pass to services. db, settings and
   * providers are the same ctx's parts, for handlers that only read.
   */
  Variables: { ctx: Ctx; db: DB; settings: () => Promise<Settings>; providers: () => Promise<Providers> }
}
