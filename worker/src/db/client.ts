// In workerd (and wrangler's bundle) the package resolves to its Web client (`@libsql/client/web`,
// HTTP/WebSocket only), by the "workerd" export condition; imported by that path, its types would
// pull Node's types into the worker's typecheck.
import { createClient } from "@libsql/client"
import type { Env } from "../env"
import * as schema from "./schema"
import { d1Port } from "./sql/d1-port"
import { type Database, drizzleOnPort } from "./sql/drizzle-on-port"
import { libsqlPort } from "./sql/libsql-port"
import type { SqlPort } from "./sql/sql-port"

/** What picks the database: D1 (`DB`) by default, libSQL / Turso when `LIBSQL_URL` is set. */
export type DbEnv = Pick<Env, "DB" | "LIBSQL_URL" | "LIBSQL_AUTH_TOKEN">

/** The SQL port the environment selects. */
export function portFromEnv(env: DbEnv): SqlPort {
  if (env.LIBSQL_URL) {
    return libsqlPort(createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN || undefined }))
  }
  return d1Port(env.DB)
}

/** drizzle on a SQL port; `db.port` is the raw side (all / first / run / values / batch). */
export const createDb = (port: SqlPort): DB => drizzleOnPort(port)

/** The app's database for a request, job or alarm: the only place that reads `env.DB`. */
export const dbFromEnv = (env: DbEnv): DB => drizzleOnPort(portFromEnv(env))

export type DB = Database
export type { SqlPort } from "./sql/sql-port"
export { schema }
