/**
 * What the API fuzz files share: the fresh seeded database each case list starts from, running cases
 * back to back, and the per-endpoint fuzz (split across files so two workerd runtimes share it).
 */
import { beforeAll, expect, it } from "vitest"
import { type Endpoint, ENDPOINTS, endpointName } from "./endpoints"
import { dataTables, type Failure, type FuzzCase, report, runCase, type SnapshotCarry } from "./fuzz-harness"
import { clearData, fuzzEnv, type Seed, seedData } from "./fuzz-seed"
import { fixedCases, methodCases, randomCases } from "./generators"
import { prng, seedFor } from "./prng"

export const SEED = 8
const RANDOM_CASES = 30

/** The data tables, read once per file (in its beforeAll). */
export const fuzzTables = () => tables
let tables: string[] = []
export function readTablesBeforeAll() {
  beforeAll(async () => {
    tables = await dataTables()
  })
}

export async function fresh(): Promise<Seed> {
  await clearData(tables)
  return seedData(fuzzEnv())
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
