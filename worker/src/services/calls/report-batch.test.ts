import { beforeEach, describe, expect, it } from "vitest"
import { callingCall, callRow, onlyNotifications, resetData, setSettings } from "../../../test/call-fixtures"
import { testUnit } from "../../../test/ctx"
import { port } from "../../../test/port"
import { createDb } from "../../db/client"
import type { SqlPort } from "../../db/sql/sql-port"
import type { VoiceEvent } from "../../providers/voice/voice-provider"
import { applyVoiceEvents } from "./apply-events"

/*
 * An end-of-call report is one batch: what follows from the call's result (its notifications, the
 * contact's status, an opt-out) is written with it, so an isolate dying after the batch loses none
 * of it, and the replay (a no-op: `result IS NULL`) has nothing left to write.
 */

/**
 * The port under `inner` that counts round trips and, once `dieAfterBatch`, fails everything after
 * its first batch that writes (the report's: the call is looked up, with the settings, in a read batch).
 */
function meteredPort(inner: SqlPort, dieAfterBatch = false) {
  let trips = 0
  let dead = false
  const port = new Proxy(inner, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown
      if (typeof value !== "function") return value
      return async (...args: unknown[]) => {
        if (dead) throw new Error("the isolate died")
        trips++
        const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown
        const writes =
          prop === "batch" && (args[0] as { sql: string }[]).some((s) => /^\s*(UPDATE|INSERT)/i.test(s.sql))
        if (writes && dieAfterBatch) dead = true
        return result
      }
    },
  })
  return { port, trips: () => trips }
}

const ended = (providerCallId: string, transcript: string): VoiceEvent => ({
  kind: "ended",
  providerCallId,
  callId: null,
  report: {
    endedReason: "customer-ended-call",
    startedAt: new Date("2026-03-02T15:00:00Z"),
    endedAt: new Date("2026-03-02T15:01:35Z"),
    transcript,
    summary: "Asked to be taken off the list.",
    recordingUrl: null,
    cost: null,
    costBreakdown: null,
    structuredData: {},
    messages: [],
  },
})

const OPT_OUT = "AI: Hi, this is Ava.\nUser: Please take me off your list."
const count = async (sql: string) => (await port.first<{ n: number }>(sql))!.n

beforeEach(async () => {
  await resetData()
  await port.batch([{ sql: "DELETE FROM notification_logs" }, { sql: "DELETE FROM do_not_call" }])
})

describe("the end-of-call report's batch", () => {
  it("keeps the notification, the contact's status and the opt-out when the isolate dies right after it", async () => {
    await onlyNotifications("call_results")
    await setSettings({ notification_emails: "" })
    const { call, contact } = await callingCall("v-dies", { businessName: "Lost Bakery" })
    const dying = meteredPort(port, true)
    const unit = testUnit({ db: createDb(dying.port) })
    // Whatever the code after the batch does, it cannot reach D1 any more.
    await applyVoiceEvents(unit.ctx, [ended("v-dies", OPT_OUT)]).catch(() => undefined)

    expect(await callRow(call.id)).toMatchObject({ result: "answered", status: "completed" })
    const logs = await port.all<{ type: string; call_id: number; message: string }>(
      "SELECT type, call_id, message FROM notification_logs"
    )
    expect(logs).toEqual([{ type: "call_result", call_id: call.id, message: "Call result: Lost Bakery, answered" }])
    expect(await port.first("SELECT phone, source FROM do_not_call")).toEqual({
      phone: contact.phone,
      source: "transcript",
    })
    const status = await port.first<{ status: string }>("SELECT status FROM contacts WHERE id = ?", [contact.id])
    expect(status!.status).not.toBe(contact.status)

    // The redelivered webhook finds the result stored: it writes nothing, and nothing is missing.
    await applyVoiceEvents(testUnit().ctx, [ended("v-dies", OPT_OUT)])
    expect(await count("SELECT count(*) AS n FROM notification_logs")).toBe(1)
    expect(await count("SELECT count(*) AS n FROM do_not_call")).toBe(1)
  })

  it("costs 2 D1 round trips (the call with the settings, the batch) and 1 live flush", async () => {
    await onlyNotifications("call_results", "demo_scheduled", "system_errors")
    await callingCall("v-count", { businessName: "Counted Cafe" })
    const metered = meteredPort(port)
    const sent: (readonly unknown[])[] = []
    const unit = testUnit({ db: createDb(metered.port), send: async (events) => void sent.push(events) })
    await applyVoiceEvents(unit.ctx, [ended("v-count", OPT_OUT)])
    await unit.flush()
    console.log(`end-of-call report: ${metered.trips()} D1 round trips (target <= 2), ${sent.length} flush (target 1)`)
    expect(metered.trips()).toBeLessThanOrEqual(2)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.map((e) => (e as { type: string }).type)).toEqual([
      "contact_updated",
      "campaign_updated",
      "call_updated",
      "notification_added",
    ])
  })
})
