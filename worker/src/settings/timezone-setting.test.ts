import { beforeEach, describe, expect, it } from "vitest"
import { request, resetData, sandboxEnv, seedCall, seedContact } from "../../test/call-fixtures"
import type { DashboardStats } from "../schemas/api-routes/calls"
import { startOfLocalDay } from "../services/dashboard.service"
import { port } from "../../test/port"

beforeEach(async () => {
  await resetData()
  await port.batch([
    { sql: "UPDATE call_stats SET placed = 0, with_result = 0, answered = 0, demos = 0" },
    { sql: "DELETE FROM call_hourly_stats" },
  ])
})

const putZone = (value: string) => request(sandboxEnv(), "/api/settings/timezone", { method: "PUT", json: { value } })
const callsToday = async () =>
  ((await (await request(sandboxEnv(), "/api/dashboard/stats")).json()) as DashboardStats).callsToday

// UTC+14 and UTC-11: their midnights are an hour (or 23 hours) apart, never the same instant.
const EAST = "Pacific/Kiritimati"
const WEST = "Pacific/Pago_Pago"

describe("the operator's time zone setting", () => {
  it("is saved, and an unknown zone is refused with the rule's message", async () => {
    expect((await putZone("Europe/Paris")).status).toBe(200)
    const bad = await putZone("Mars/Olympus")
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain("Please choose a valid time zone")
    const row = await port.first<{ value: string }>("SELECT value FROM settings WHERE key = 'timezone'")
    expect(row?.value).toBe("Europe/Paris")
  })

  it("decides where the dashboard's 'today' starts", async () => {
    const now = new Date()
    const [early, late] = [EAST, WEST]
      .map((zone) => ({ zone, start: startOfLocalDay(now, zone) }))
      .sort((a, b) => a.start - b.start)
    // A call a minute before the later midnight: today in the zone whose day began earlier only.
    const at = new Date(late!.start - 60_000)
    await seedCall({
      contactId: (await seedContact()).id,
      status: "completed",
      result: "answered",
      vapiCallId: "v-tz",
      dialedAt: at,
      createdAt: at,
    })

    expect((await putZone(early!.zone)).status).toBe(200)
    expect(await callsToday()).toBe(1)
    expect((await putZone(late!.zone)).status).toBe(200)
    expect(await callsToday()).toBe(0)
  })
})
