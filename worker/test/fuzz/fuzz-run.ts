/**
 * What the API fuzz files share: the fresh seeded database each case list starts from, running cases
 * back to back, and the per-endpoint fuzz (split across files so two workerd runtimes share it).
 */
import { beforeAll, expect, it } from "vitest"
import { type Endpoint, ENDPOINTS, endpointName } from "./endpoints"
import {
  changedTables,
  dataTables,
  type Failure,
  type FuzzCase,
  report,
  runCase,
  type SnapshotCarry,
  snapshot,
} from "./fuzz-harness"
import { clearData, fuzzEnv, type Seed, seedData } from "./fuzz-seed"
import { fixedCases, methodCases, randomCases } from "./generators"
import { prng, seedFor } from "./prng"
import { captureDatabase, type DatabaseCapture, restoreDatabase } from "../fresh-database"
import { port } from "../port"

export const SEED = 8
const RANDOM_CASES = 30

/** The data tables, read once per file (in its beforeAll). */
export const fuzzTables = () => tables
let tables: string[] = []
export function readTablesBeforeAll() {
  beforeAll(async () => {
    tables = await dataTables()
    seeded = undefined
  })
}

/** The seeded database of this file's first `fresh()`, and what seedData answered then. */
let seeded: { seed: Seed; capture: DatabaseCapture } | undefined

/**
 * The seeded rows every case list starts from. Seeding (a dozen statements and two app requests)
 * was a quarter of the fuzz's time: the file seeds once and later lists get the same database back
 * in one batch (fresh-database.ts), every row, counter and id as seeding left it. Only the call in
 * progress is dialled afresh ("now"), as seeding dials it, so the calls-per-minute pacing sees the
 * same recent dial whenever a list starts.
 */
export async function fresh(): Promise<Seed> {
  if (seeded && (await restoreDatabase(port, seeded.capture))) {
    await port.run("UPDATE calls SET dialed_at = ?2 WHERE id = ?1", [seeded.seed.callingCallId, Date.now()])
    return seeded.seed
  }
  await clearData(tables)
  const seed = await seedData(fuzzEnv())
  seeded = { seed, capture: await captureDatabase(port) }
  return seed
}

/** Fails with one readable line per distinct problem instead of a diff of objects. */
export function expectNone(failures: Failure[], title: string) {
  if (failures.length) expect.fail(report(title, failures))
}

export async function runAll(e: Endpoint | undefined, cases: FuzzCase[]) {
  const failures: Failure[] = []
  const env = fuzzEnv(e?.env)
  // Back to back, nothing else writing: a case's after-snapshot is the next one's before.
  const carry: SnapshotCarry = {}
  for (const c of cases) failures.push(...(await runCase(env, c, tables, e?.allowedWrites, carry)).failures)
  // The cases since the last rows read were judged by the app's watched writes: the rows themselves
  // must agree, or the watch missed a way to write and its shortcut would hide a refused write.
  const last = carry.last
  const now = last && (await snapshot(tables))
  if (last && now && now.writes === last.writes) {
    const changed = changedTables(last, now)
    if (changed.length) {
      failures.push({
        problem: `rows changed in ${changed.join(", ")} though the app prepared no write (the fuzz's write watch is blind)`,
        status: 0,
        label: "write watch",
        request: cases.at(-1)?.label ?? "",
      })
    }
  }
  return failures
}

/** Fixed, random and method cases for every `part`-th endpoint of `parts` (in the route table's order). */
export function fuzzEndpoints(part: number, parts: number) {
  const mine = ENDPOINTS.filter((_, i) => i % parts === part)
  it.each(mine.map((e) => [endpointName(e), e] as const))(
    "%s",
    async (name, e) => {
      const seed = await fresh()
      const rng = prng(seedFor(name, SEED))
      const cases = [...fixedCases(e, seed), ...randomCases(e, seed, rng, RANDOM_CASES), ...methodCases(e, seed)]
      const failures = await runAll(e, cases)
      expectNone(failures, name)
    },
    30_000
  )
}
