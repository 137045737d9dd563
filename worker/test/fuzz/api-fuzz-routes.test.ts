/**
 * The API fuzz (api-fuzz.test.ts) for the other half of the endpoints: the same cases and invariants,
 * in a file of its own so the two halves run in the worker suite's two runtimes side by side.
 */
import { describe } from "vitest"
import { fuzzEndpoints, readTablesBeforeAll } from "./fuzz-run"

readTablesBeforeAll()

describe("API fuzz", () => {
  fuzzEndpoints(1, 2)
})
