import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import packageJson from "../../../../package.json"
import { seedCall, seedCampaign, seedContact } from "../../../test/call-fixtures"
import { emptyAppTables } from "../../../test/data-layer/engine"
import { port, testDb } from "../../../test/port"
import type { SystemInfo } from "../../schemas/system-info"

const info = async () => {
  const res = await SELF.fetch("http://127.0.0.1/api/system/info")
  expect(res.status).toBe(200)
  return (await res.json()) as SystemInfo
}

beforeEach(() => emptyAppTables(testDb()))

describe("GET /api/system/info", () => {
  it("answers the app's version and the database's size in bytes", async () => {
    const body = await info()
    expect(body.version).toBe(packageJson.version)
    // D1 answers the page count and size like SQLite: a whole number of pages, never the sample 2.4 GB.
    expect(body.databaseSize).toBeGreaterThan(4096)
    expect(Number.isInteger(body.databaseSize)).toBe(true)
  })

  it("counts the seeded contacts, calls, campaigns, demos and scraping jobs", async () => {
    expect((await info()).totals).toEqual({ contacts: 0, calls: 0, campaigns: 0, demos: 0, scrapingJobs: 0 })
    const [a, b, c] = [await seedContact(), await seedContact(), await seedContact()]
    const campaign = await seedCampaign()
    await seedCall({ contactId: a.id, campaignId: campaign.id, status: "completed", demoScheduled: true })
    await seedCall({ contactId: b.id, status: "completed", result: "no answer" })
    await seedCall({ contactId: c.id, status: "completed", demoScheduled: true })
    await port.run(
      "INSERT INTO scraping_jobs (query, location, status, created_at) VALUES ('dentist', 'Grand Rapids, MI', 'completed', 0)"
    )
    expect((await info()).totals).toEqual({ contacts: 3, calls: 3, campaigns: 1, demos: 2, scrapingJobs: 1 })

    // A cancelled demo is no longer a demo; a deleted contact is no longer counted.
    await port.run("UPDATE calls SET demo_scheduled = 0 WHERE contact_id = ?", [c.id])
    await port.run("DELETE FROM contacts WHERE id = ?", [b.id])
    expect((await info()).totals).toMatchObject({ contacts: 2, calls: 3, demos: 1 })
  })
})
