import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { seedCall, seedCampaign, seedContact, setSettings } from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { appRequest } from "../../../test/app-request"
import { testCtx } from "../../../test/ctx"
import type { Env } from "../../env"
import { clearAllData } from "../../services/settings/clear-all-data"

const e = { ...env, VAPI_API_KEY: undefined, GOOGLE_PLACES_API_KEY: undefined } as Env
const clear = (json: unknown) => appRequest(e, "/api/settings/clear-all-data", { method: "POST", json })
const count = async (table: string) => (await port.first<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n

/** A little of everything: contacts, a campaign with its queue, calls (one a demo), a callback, a notification. */
async function seedEverything() {
  const campaign = await seedCampaign("Clear me")
  const contacts = await Promise.all([1, 2, 3].map((n) => seedContact({ businessName: `Clear Co ${n}` })))
  await port.batch([
    ...contacts.map((c, i) => ({
      sql: "INSERT INTO campaign_contacts (campaign_id, contact_id, position) VALUES (?1, ?2, ?3)",
      params: [campaign.id, c.id, i],
    })),
    {
      sql: "INSERT INTO callbacks (contact_id, due_at, source, created_at, updated_at) VALUES (?1, ?2, 'operator', ?2, ?2)",
      params: [contacts[0]!.id, Date.now() + 3_600_000],
    },
    {
      sql: "INSERT INTO notification_logs (type, message, recipients, created_at) VALUES ('system_error', 'x', '', ?1)",
      params: [Date.now()],
    },
    {
      sql: "INSERT OR IGNORE INTO do_not_call (phone, source, created_at) VALUES ('+16165550100', 'manual', ?1)",
      params: [0],
    },
  ])
  await seedCall({ contactId: contacts[0]!.id, campaignId: campaign.id, status: "completed", result: "answered" })
  await seedCall({
    contactId: contacts[1]!.id,
    campaignId: campaign.id,
    status: "completed",
    result: "answered",
    demoScheduled: true,
    demoDate: new Date(Date.now() + 86_400_000),
  })
  await setSettings({ timezone: "America/Chicago", vapi_api_key: "sk_test_keep_me_abcd" })
}

beforeEach(async () => {
  await clearAllData(testCtx(), 1000, 50)
})

describe("POST /api/settings/clear-all-data", () => {
  it("deletes contacts, calls, campaigns, demos, callbacks and notifications, and keeps settings and the do-not-call list", async () => {
    await seedEverything()
    const res = await clear({ confirm: "DELETE" })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { deleted: Record<string, number>; done: boolean }
    expect(body.done).toBe(true)
    expect(body.deleted).toMatchObject({ contacts: 3, calls: 2, campaigns: 1, callbacks: 1, notifications: 1 })
    for (const table of ["contacts", "calls", "campaigns", "campaign_contacts", "callbacks", "notification_logs"])
      expect(await count(table), table).toBe(0)
    // The counters the dashboard and calendar read followed the deletes.
    expect(await port.first("SELECT placed, answered, demos FROM call_stats WHERE id = 1")).toMatchObject({
      answered: 0,
      demos: 0,
    })
    expect(await count("demo_days WHERE n > 0")).toBe(0)
    expect(await port.first("SELECT value FROM settings WHERE key = 'timezone'")).toEqual({ value: "America/Chicago" })
    expect(await count("settings WHERE key = 'vapi_api_key'")).toBe(1)
    expect(await count("do_not_call")).toBe(1)
  })

  it("refuses without the typed word, deleting nothing", async () => {
    await seedEverything()
    for (const body of [{}, { confirm: "delete" }, { confirm: "yes" }]) {
      const res = await clear(body)
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { message: string } }
      expect(error.message).toContain("DELETE")
    }
    expect(await count("contacts")).toBe(3)
    expect(await count("calls")).toBe(2)
  })

  it("is idempotent: a second run deletes nothing and still answers done", async () => {
    await seedEverything()
    expect((await clear({ confirm: "DELETE" })).status).toBe(200)
    const again = await clear({ confirm: "DELETE" })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({
      deleted: {
        contacts: 0,
        calls: 0,
        campaigns: 0,
        callbacks: 0,
        notifications: 0,
        scrapingJobs: 0,
        automationRuns: 0,
      },
      done: true,
    })
  })

  it("deletes a big table in chunks, answering done: false until nothing is left", async () => {
    await port.batch(
      Array.from({ length: 25 }, (_, i) => ({
        sql: "INSERT INTO contacts (business_name, phone, status, created_at, updated_at) VALUES (?1, ?2, 'ready', 0, 0)",
        params: [`Chunk ${i}`, `+1616555${String(8000 + i)}`],
      }))
    )
    const first = await clearAllData(testCtx(), 10, 2)
    expect(first).toMatchObject({ done: false, deleted: { contacts: 20 } })
    const second = await clearAllData(testCtx(), 10, 2)
    expect(second).toMatchObject({ done: true, deleted: { contacts: 5 } })
    expect(await count("contacts")).toBe(0)
  })
})
