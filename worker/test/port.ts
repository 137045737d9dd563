/**
 * The test database as the app reaches it: through the SQL port (D1 under workerd), so tests read and
 * seed rows the way services do. Tests that deliberately poke the D1 binding use `env.DB` instead.
 */
import { env } from "cloudflare:test"
import { dbFromEnv } from "../src/db/client"

/** A fresh drizzle-on-port database over the test binding (cheap: it wraps `env.DB`). */
export const testDb = () => dbFromEnv(env)

/** all / first / run / values / batch on the test database. */
export const port = testDb().port
