import { applyD1Migrations, env } from "cloudflare:test"
import { beforeEach } from "vitest"
import { bodyCache } from "../src/lib/body-cache"

// Setup files run outside per-test storage isolation, so migrations apply once per test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// Each test starts from the same migrated database, so version counters repeat across tests: bodies
// rendered in one test must not answer the next (in production counters only ever grow).
beforeEach(() => bodyCache.clear())
