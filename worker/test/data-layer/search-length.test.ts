/** Long searches on D1 (workerd). search-length.libsql.test.ts runs the same suite on libSQL. */
import { d1Engine } from "./d1-engine"
import { searchLengthSuite } from "./search-length.suite"

searchLengthSuite(d1Engine)
