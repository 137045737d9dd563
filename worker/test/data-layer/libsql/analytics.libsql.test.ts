/** The Analytics SQL on libSQL (Node, a file database per test). analytics.test.ts runs it on D1. */
import { afterAll } from "vitest"
import { analyticsRollupsSuite } from "../analytics-rollups.suite"
import { analyticsSuite } from "../analytics.suite"
import { libsqlEngine } from "./libsql-engine"

const engine = libsqlEngine()
afterAll(() => engine.close())

analyticsSuite(engine)
analyticsRollupsSuite(engine)
