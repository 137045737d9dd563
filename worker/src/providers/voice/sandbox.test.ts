import { beforeEach, describe, expect, it } from "vitest"
import { callRow, resetData, sandboxEnv, seedCall, seedContact } from "../../../test/call-fixtures"
import { placeCall } from "../../services/calls/place-call"
import { DEMO_LENGTH_WORDS, DEMO_MINUTES } from "../../schemas/demo-length"
import { sheetLayout, sheetRow } from "../../services/sheets/sheet-rows"
import { buildScript, type SandboxOutcome } from "./sandbox-script"
import { stepMessages } from "./sandbox-messages"
import { SandboxVoice } from "./sandbox-voice"
import { parseVapiWebhook } from "./vapi-messages"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"

const contact = {
  contactId: 1,
  businessName: "Summit Auto",
  phone: "+16165550150",
  address: "1 Elm",
  category: "Auto Repair",
}
const dialedAt = new Date("2026-03-02T15:00:00Z")

const idFor = (outcome: SandboxOutcome) => {
  for (let id = 1; id < 1000; id++) if (buildScript(id, contact, dialedAt).outcome === outcome) return id
  throw new Error(`no ${outcome}`)
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000) {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("sandbox call scripts", () => {
  it("are reproducible from the call id", () => {
    expect(buildScript(17, contact, dialedAt)).toEqual(buildScript(17, contact, dialedAt))
  })

  it("spread over every outcome with realistic timing", () => {
    const seen = new Map<SandboxOutcome, number>()
    for (let id = 1; id <= 400; id++) {
      const s = buildScript(id, contact, dialedAt)
      seen.set(s.outcome, (seen.get(s.outcome) ?? 0) + 1)
      const times = s.steps.map((st) => st.at)
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(s.steps.at(-1)!.kind).toBe("ended")
      if (s.outcome === "answered" || s.outcome === "demo") expect(s.talkSeconds).toBeGreaterThanOrEqual(30)
    }
    expect([...seen.keys()].sort()).toEqual(["answered", "busy", "demo", "follow_up", "no_answer", "voicemail"])
    for (const n of seen.values()) expect(n).toBeGreaterThan(20)
  })

  it("speak Vapi's message shapes, which the webhook parser reads", () => {
    const state = {
      callId: idFor("demo"),
      providerCallId: "sandbox-x",
      contact,
      dialedAt: dialedAt.getTime(),
      scale: 1,
      delivered: 0,
    }
    const steps = buildScript(state.callId, contact, dialedAt).steps
    const events = steps.flatMap((_, i) => stepMessages(state, i).flatMap((body) => parseVapiWebhook(body)))
    // Each line of the talk is a final transcript line, sent as it is said (issue 36).
    const kinds = events.map((e) => e.kind)
    expect(kinds.filter((k) => k !== "transcript")).toEqual(["status", "status", "tool-calls", "status", "ended"])
    const lines = events.filter((e) => e.kind === "transcript")
    expect(lines.length).toBe(buildScript(state.callId, contact, dialedAt).lines.length)
    expect(kinds.indexOf("transcript")).toBeGreaterThan(kinds.indexOf("status") + 1)
    expect(kinds.lastIndexOf("transcript")).toBeLessThan(kinds.lastIndexOf("status"))
    expect(lines[0]).toMatchObject({ kind: "transcript", callId: state.callId, role: "assistant" })
    expect(lines[1]).toMatchObject({ role: "lead" })
    const ended = events.at(-1)!
    expect(ended).toMatchObject({
      kind: "ended",
      callId: state.callId,
      report: { endedReason: "assistant-ended-call", structuredData: { demoScheduled: true } },
    })
    if (ended.kind === "ended") expect(ended.report.transcript).toContain("Summit Auto")
  })
})

describe("sandbox demo times and length", () => {
  it("says the demo's day and hour on the callee's clock and passes them on without a zone", () => {
    const id = idFor("demo")
    const state = {
      callId: id,
      providerCallId: "sandbox-x",
      contact,
      dialedAt: dialedAt.getTime(),
      scale: 1,
      delivered: 0,
    }
    const script = buildScript(id, contact, dialedAt)
    const i = script.steps.findIndex((st) => st.kind === "book-demo")
    const [tool] = parseVapiWebhook(stepMessages(state, i)[0]!)
    if (tool?.kind !== "tool-calls") throw new Error("no tool call")
    const dateTime = String(tool.toolCalls[0]!.arguments.dateTime)
    // "2026-03-05T14:00": the wall clock the callee agreed to, read in their zone by the webhook.
    expect(dateTime).toMatch(/^2026-03-0[3-7]T(09|1[0-5]):00$/)
    const [day, time] = dateTime.split("T") as [string, string]
    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })
    const hour = Number(time.slice(0, 2))
    expect(script.transcript).toContain(
      `You're booked for ${weekday} ${hour % 12 || 12}:00 ${hour < 12 ? "AM" : "PM"}.`
    )
  })

  it("names one demo length: the call, its summary and the sheet say what calendars draw", () => {
    const script = buildScript(idFor("demo"), contact, dialedAt)
    expect(DEMO_MINUTES).toBe(30)
    expect(script.summary).toContain(`${DEMO_LENGTH_WORDS} product demo`)
    expect(script.transcript).toContain(`a free ${DEMO_LENGTH_WORDS} demo`)
    const layout = sheetLayout({ businessName: "A", phone: "B", status: "C", demoDate: "D" })
    const row = sheetRow(
      layout,
      {
        kind: "demo_booked",
        rowKey: "k",
        data: {
          businessName: "Summit Auto",
          phone: "",
          status: "demo_scheduled",
          demoDate: 1,
          summary: script.summary,
          at: 1,
        },
      },
      "America/Chicago"
    )
    expect(row[layout.first + 1]).toMatch(new RegExp(`^${DEMO_LENGTH_WORDS} demo · `))
  })
})

describe("sandbox voice, end to end", () => {
  beforeEach(resetData)

  it("books a demo through the bookDemo tool call and reports it", async () => {
    const e = { ...sandboxEnv(), SANDBOX_TIME_SCALE: "0.002" }
    // An Austin prospect: the hour they agree to is Central time, whatever the operator's zone.
    const c = await seedContact({ businessName: "Summit Auto", address: "401 Congress Ave, Austin, TX 78701" })
    // The outcome follows from the call id: use an id known to book a demo.
    const demoId = idFor("demo")
    await seedCall({ id: demoId, contactId: c.id })

    const placed = await placeCall(testCtx({ env: e }), demoId)
    expect(placed).toEqual({ placed: true, callId: demoId, providerCallId: `sandbox-${demoId}` })

    const done = await until(
      () => callRow(demoId),
      (r) => r?.result != null
    )
    expect(done).toMatchObject({
      status: "completed",
      result: "answered",
      demo_scheduled: 1,
      ended_reason: "assistant-ended-call",
    })
    expect(done!.demo_date).toEqual(expect.any(Number))
    const agreed = new Date(Number(done!.demo_date)).toLocaleString("en-US", {
      weekday: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "America/Chicago",
    })
    expect(String(done!.transcript)).toContain(`You're booked for ${agreed.replace(",", "")}.`)
    expect(Number(done!.duration)).toBeGreaterThanOrEqual(60)
    const after = await port.first<{ status: string }>("SELECT status FROM contacts WHERE id = ?", [c.id])
    expect(after!.status).toBe("demo_scheduled")

    // GET /call/{id} of the sandbox shows the ended call too (the reconcile pass reads it).
    const events = await new SandboxVoice(e).getCall(`sandbox-${demoId}`)
    expect(events.map((ev) => ev.kind)).toEqual(["status", "ended"])
  })
})
