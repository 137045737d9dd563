import { applyD1Migrations, env } from "cloudflare:test"
import { beforeEach } from "vitest"
import { d1Port } from "../src/db/sql/d1-port"
import { bodyCache } from "../src/lib/body-cache"
import { freshDatabase } from "./fresh-database"

/**
 * One workerd runtime serves many test files (the worker project runs with `isolate: false`: starting
 * a runtime per file was most of the suite's time). Each file still starts from the database a fresh
 * runtime would have, the migrations' tables and rows, with row counts, version counters and rowids
 * where they always started (fresh-database.ts: migrated once per runtime, reset in one batch after).
 */
// Setup files run once per test file, before its tests.
await freshDatabase("d1", d1Port(env.DB), () => applyD1Migrations(env.DB, env.TEST_MIGRATIONS))

// Each test starts from the same migrated database, so version counters repeat across tests: bodies
// rendered in one test must not answer the next (in production counters only ever grow).
beforeEach(() => bodyCache.clear())
