/** D1 under workerd as a data-layer engine: the test binding, through the same port the app uses. */
import { env } from "cloudflare:test"
import { createDb } from "../../src/db/client"
import { d1Port } from "../../src/db/sql/d1-port"
import { type DataLayerEngine, emptyAppTables } from "./engine"

export const d1Engine: DataLayerEngine = {
  name: "d1",
  // readD1Migrations (vitest.config.ts) split each file on drizzle's breakpoints, as migrate.ts does.
  migrations: env.TEST_MIGRATIONS.map((m) => ({ name: m.name, sql: m.queries.join("\n--> statement-breakpoint\n") })),
  async fresh() {
    const db = createDb(d1Port(env.DB))
    await emptyAppTables(db)
    return db
  },
}
