/**
 * The calling policy (Settings → Dialing rules, `calling_policy`): the setup checklist asks for it
 * once before real calls, and where the server picks a window itself (an AI Automation run launched
 * without hours) it starts from the policy and, with "only call 8 AM-9 PM callee time" on, from hours
 * that reach someone. Unset keeps the spec's 12:01-6:00 AM.
 */
import { beforeEach, describe, expect, it } from "vitest"
import { newVapiKey, request, sandboxEnv, setSettings, vapiEnv } from "../../../test/call-fixtures"
import { testCtx } from "../../../test/ctx"
import { port } from "../../../test/port"
import { recordingQueue, resetScraping, scrapeEnv } from "../../../test/scrape-fixtures"
import type { Env } from "../../env"
import type { SetupChecklist, SetupLine } from "../../schemas/api-routes/settings"
import { launchCityCampaign } from "../../services/automation/run-launch"

beforeEach(async () => {
  await resetScraping()
  await port.batch([{ sql: "DELETE FROM settings" }, { sql: "DELETE FROM system_state" }])
})

async function policyLine(e: Env): Promise<SetupLine> {
  const res = await request(e, "/api/system/setup?refresh=1")
  expect(res.status).toBe(200)
  const list = (await res.json()) as SetupChecklist
  return list.lines.find((l) => l.id === "calling_policy")!
}

describe("setup checklist: Calling hours chosen", () => {
  it("is done in the sandbox, labelled so, and links to Settings → Dialing rules", async () => {
    expect(await policyLine(sandboxEnv())).toMatchObject({
      label: "Calling hours chosen",
      done: true,
      sandbox: true,
      href: "/settings#dialing-rules",
      detail: expect.stringContaining("Sandbox: until you choose, new campaigns start from 12:01 AM-6:00 AM"),
    })
    await setSettings({ callee_hours_only: "true" })
    expect((await policyLine(sandboxEnv())).detail).toContain("start from Business hours, 9:00 AM-5:00 PM")
  })

  it("is required once calls are real, and done once a policy is chosen", async () => {
    const e = vapiEnv(newVapiKey())
    expect(await policyLine(e)).toMatchObject({
      done: false,
      required: true,
      sandbox: false,
      detail: expect.stringContaining("New campaigns start from 12:01 AM-6:00 AM, which mostly reaches voicemail"),
    })
    const bad = await request(e, "/api/settings/calling_policy", { method: "PUT", json: { value: "lunch" } })
    expect(bad.status).toBe(400)
    const saved = await request(e, "/api/settings/calling_policy", { method: "PUT", json: { value: "business" } })
    expect(saved.status).toBe(200)
    expect(await policyLine(e)).toMatchObject({
      done: true,
      sandbox: false,
      detail: "New campaigns start from Business hours, 9:00 AM-5:00 PM. Change it in Settings → Dialing rules.",
    })
  })
})

describe("AI Automation launched without hours", () => {
  const T_NOV = Date.parse("2026-11-23T20:00:00Z") // 3 PM in Grand Rapids (EST)
  const launch = () => {
    const e = scrapeEnv(recordingQueue())
    return launchCityCampaign(testCtx({ env: e, now: T_NOV }), {
      city: "Grand Rapids",
      state: "MI",
      websiteFilter: "all",
    })
  }
  const storedHours = async (runId: number) =>
    (await port.first<{ h: string | null }>("SELECT calling_hours AS h FROM automation_runs WHERE id = ?", [runId]))!.h

  it("keeps the spec's 12:01-6:00 AM while no policy is chosen and the callee rule is off", async () => {
    const launched = await launch()
    expect(launched.message).toContain("Tue, Nov 24, 12:01 AM EST")
    expect(await storedHours(launched.run.id)).toBeNull()
  })

  it("starts from the policy", async () => {
    await setSettings({ calling_policy: "evening" })
    const launched = await launch()
    expect(launched.message).toContain("Tue, Nov 24, 7:00 PM EST")
    expect(JSON.parse((await storedHours(launched.run.id))!)).toMatchObject({ startTime: "19:00", endTime: "21:00" })
  })

  it("under only 8 AM-9 PM callee time, picks hours that reach someone (the policy if it can, else Business hours)", async () => {
    await setSettings({ callee_hours_only: "true" })
    const unset = await launch()
    expect(unset.message).toContain("Tue, Nov 24, 9:00 AM EST")
    expect(JSON.parse((await storedHours(unset.run.id))!)).toEqual({
      startTime: "09:00",
      endTime: "17:00",
      workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      timezone: "America/Detroit",
    })

    await resetScraping()
    await setSettings({ callee_hours_only: "true", calling_policy: "overnight" })
    const overnight = await launch()
    expect(JSON.parse((await storedHours(overnight.run.id))!)).toMatchObject({ startTime: "09:00", endTime: "17:00" })

    await resetScraping()
    await setSettings({ callee_hours_only: "true", calling_policy: "evening" })
    const evening = await launch()
    expect(JSON.parse((await storedHours(evening.run.id))!)).toMatchObject({ startTime: "19:00", endTime: "21:00" })
  })
})
