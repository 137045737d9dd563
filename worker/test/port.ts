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

/**
 * A part of a fake account's key no other test file can draw: files run in two workerd runtimes side
 * by side (each with its own counters), against the same fake servers, whose state is per key.
 */
export const uniquePart = () => crypto.randomUUID().replace(/-/g, "").slice(0, 16)
