/** The Analytics SQL on D1 (workerd). analytics.libsql.test.ts runs the same suites on libSQL. */
import { analyticsRollupsSuite } from "./analytics-rollups.suite"
import { analyticsSuite } from "./analytics.suite"
import { d1Engine } from "./d1-engine"

analyticsSuite(d1Engine)
analyticsRollupsSuite(d1Engine)
