/**
 * The context as tests build it (context/ctx.ts): the test database and env by default, any part
 * replaced by a stand-in. `events` holds what was emitted; `flush()` sends it to the live room as
 * the boundaries do (tests that only assert rows never need to).
 */
import { env } from "cloudflare:test"
import { fixedClock } from "../src/context/clock"
import { openUnit, type UnitParts } from "../src/context/ctx"
import type { Env } from "../src/env"
import { testDb } from "./port"

export function testUnit(parts: UnitParts & { env?: Env; now?: number } = {}) {
  const { env: e = env, now, ...rest } = parts
  return openUnit(e, {
    db: testDb(),
    ...(now === undefined ? {} : { clock: fixedClock(now) }),
    ...rest,
  })
}

export const testCtx = (parts: Parameters<typeof testUnit>[0] = {}) => testUnit(parts).ctx
