/** The data-layer suites on D1 (workerd). data-layer.libsql.test.ts runs the same suites on libSQL. */
import { d1Engine } from "./d1-engine"
import { batchNamedSuite } from "./batch-named.suite"
import { callCopiesSuite } from "./call-copies.suite"
import { portRulesSuite } from "./port-rules.suite"
import { schemaObjectsSuite } from "./schema-objects.suite"
import { servicesSuite } from "./services.suite"
import { stateStoreSuite } from "./state-store.suite"

schemaObjectsSuite(d1Engine)
portRulesSuite(d1Engine)
batchNamedSuite(d1Engine)
servicesSuite(d1Engine)
stateStoreSuite(d1Engine)
callCopiesSuite(d1Engine)
