import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { callRow, fakeVapi, newVapiKey, resetData, seedCall, seedContact, vapiEnv } from "../../../test/call-fixtures"
import { handleScheduled } from "../../jobs/cron"

beforeEach(resetData)

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)

/** What the reconcile pass asked Vapi: the cron's status-light key check (GET /call?limit=1) left out. */
const callReads = async (key: string) =>
  (await fakeVapi.requests(key)).filter((r) => !(r.method === "GET" && r.path === "/call"))

async function cronPass(key: string) {
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), vapiEnv(key), ctx)
  await waitOnExecutionContext(ctx)
}

describe("reconcile pass (cron)", () => {
  it("reads calls stuck in calling for 15 minutes back from Vapi and applies the report", async () => {
    const key = newVapiKey()
    // One active call per contact (a unique index): each calling call has its own contact.
    const stuck = await seedCall({
      contactId: (await seedContact()).id,
      status: "calling",
      vapiCallId: "v-stuck",
      dialedAt: minutesAgo(20),
    })
    const recent = await seedCall({
      contactId: (await seedContact()).id,
      status: "calling",
      vapiCallId: "v-recent",
      dialedAt: minutesAgo(5),
    })
    await fakeVapi.setCall(key, "v-stuck", {
      id: "v-stuck",
      status: "ended",
      endedReason: "customer-did-not-answer",
      startedAt: "2026-03-02T15:00:00Z",
      endedAt: "2026-03-02T15:00:30Z",
      artifact: { transcript: "" },
      analysis: { summary: "No answer" },
    })

    await cronPass(key)

    expect(await callRow(stuck.id)).toMatchObject({
      status: "completed",
      result: "no answer",
      duration: 30,
      summary: "No answer",
    })
    expect(await callRow(recent.id)).toMatchObject({ status: "calling", result: null })
    const paths = (await callReads(key)).map((r) => `${r.method} ${r.path}`)
    expect(paths).toEqual(["GET /call/v-stuck"])
  })

  it("leaves a long call that is still in progress, and fails calls the provider does not know", async () => {
    const key = newVapiKey()
    const calling = async (over: { vapiCallId?: string; dialedAt: Date }) =>
      seedCall({ contactId: (await seedContact()).id, status: "calling", ...over })
    const talking = await calling({ vapiCallId: "v-talk", dialedAt: minutesAgo(16) })
    const unknown = await calling({ vapiCallId: "v-gone", dialedAt: minutesAgo(30) })
    const neverConfirmed = await calling({ dialedAt: minutesAgo(30) })
    await fakeVapi.setCall(key, "v-talk", { id: "v-talk", status: "in-progress" })

    await cronPass(key)

    expect((await callRow(talking.id))!.status).toBe("calling")
    expect(await callRow(unknown.id)).toMatchObject({ status: "failed", result: "failed" })
    expect(String((await callRow(unknown.id))!.error)).toContain("no record")
    expect(await callRow(neverConfirmed.id)).toMatchObject({ status: "failed" })
  })

  it("reads sandbox calls from the sandbox even when a Vapi key is configured", async () => {
    const key = newVapiKey()
    const contact = await seedContact()
    const call = await seedCall({
      contactId: contact.id,
      status: "calling",
      vapiCallId: "sandbox-424242",
      dialedAt: minutesAgo(20),
    })
    await cronPass(key)
    // This sandbox call was never started, so the sandbox has no record of it.
    expect(await callRow(call.id)).toMatchObject({ status: "failed" })
    expect(await callReads(key)).toEqual([])
  })
})
