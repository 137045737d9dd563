import { describe, expect, it } from "vitest"
import { port } from "../../../test/port"
import { COUNTED_COLUMNS, countedColumnChanged, insertTriggerRollups, updateTriggerRollups } from "./analytics-keys"

const flat = (sql: string) => sql.replace(/\s+/g, " ").trim()

/*
 * The calls triggers (in the migrations) and a zone change's recount (analytics-zone.ts) count a call
 * with the statements built here: the migrated schema must hold exactly these, or the two would
 * count a call differently after the next change to one of them.
 */
describe("the rollups' statements in the calls triggers", () => {
  it.each([
    ["calls_ai", insertTriggerRollups()],
    ["calls_rollups_au", updateTriggerRollups()],
  ])("%s holds analytics-keys.ts's statements, word for word", async (name, statements) => {
    const row = await port.first<{ sql: string }>(
      "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?1",
      [name]
    )
    for (const statement of statements) expect(flat(row!.sql)).toContain(flat(statement))
  })

  it("calls_rollups_au fires for an update of a counted column only, when one changed", async () => {
    const row = await port.first<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'calls_rollups_au'")
    expect(flat(row!.sql)).toContain(
      `AFTER UPDATE OF ${COUNTED_COLUMNS.join(", ")} ON \`calls\` WHEN ${countedColumnChanged} BEGIN`
    )
  })
})
