/** Long searches on libSQL (Node, a file database per test). search-length.test.ts runs them on D1. */
import { afterAll } from "vitest"
import { libsqlEngine } from "./libsql-engine"
import { searchLengthSuite } from "../search-length.suite"

const engine = libsqlEngine()
afterAll(() => engine.close())

searchLengthSuite(engine)
