/** The retention purge on D1 (the scenario is shared with libSQL), and as a step of the minute cron. */
import { describe, expect, it } from "vitest"
import { d1Engine } from "../../../test/data-layer/d1-engine"
import { retentionPurgeSuite, seedWorld, T0 } from "../../../test/data-layer/retention-purge.suite"
import { testDb } from "../../../test/port"
import { CRON_STEPS } from "../../jobs/cron"
import { testCtx } from "../../../test/ctx"

retentionPurgeSuite(d1Engine)

describe("retention purge cron step", () => {
  it("runs with the minute cron and deletes what the settings say has expired", async () => {
    const db = await d1Engine.fresh()
    await seedWorld(db)
    await db.port.run(
      "INSERT INTO settings (key, value, updated_at) VALUES ('call_logs_retention', '30_days', 0), ('scraped_data_retention', 'forever', 0)"
    )
    const step = CRON_STEPS.find((s) => s.name === "retention purge")
    expect(step).toBeDefined()
    await step!.run(testCtx({ now: T0 }))
    const left = await testDb().port.first<{ calls: number; contacts: number }>(
      "SELECT (SELECT count(*) FROM calls) AS calls, (SELECT count(*) FROM contacts) AS contacts"
    )
    // Three old finished calls went (30 days); every contact stayed (Forever).
    expect(left).toEqual({ calls: 6, contacts: 10 })
  })
})
