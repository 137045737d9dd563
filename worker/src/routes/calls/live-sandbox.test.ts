import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  setSettings,
} from "../../../test/call-fixtures"
import { testCtx } from "../../../test/ctx"
import { liveScreen } from "../../../test/live-call-fixtures"
import type { Env } from "../../env"
import { FRAME_SAMPLES, SANDBOX_LISTEN_FORMAT } from "../../providers/voice/sandbox-audio"
import { sandboxTransferLine } from "../../providers/voice/sandbox-messages"
import { buildScript, type SandboxOutcome } from "../../providers/voice/sandbox-script"
import type { LiveCall } from "../../schemas/api-routes/calls"
import { placeCall } from "../../services/calls/place-call"

/*
 * Issue 36 in the sandbox: a sandbox call streams its transcript lines as they are "spoken", Listen
 * plays a synthetic PCM stream until the call ends, and Take over ends the call as put through to
 * the operator (what Call Details shows).
 */

beforeEach(resetData)

const screens: { close(): void }[] = []
afterEach(() => {
  for (const s of screens.splice(0)) s.close()
})

const OPERATOR = "+16165550142"
const contact = { businessName: "Summit Auto", address: "401 Congress Ave, Austin, TX 78701", category: "Auto Repair" }

/** A call id whose script has this outcome (the script follows from the id; see sandbox-script.ts). */
function idFor(outcome: SandboxOutcome, phone: string) {
  const target = { contactId: 1, phone, ...contact }
  for (let id = 5000; id < 9000; id++) if (buildScript(id, target, new Date()).outcome === outcome) return id
  throw new Error(`no ${outcome}`)
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A sandbox call of this outcome placed at `scale` real seconds per scripted second. */
async function sandboxCall(outcome: SandboxOutcome, scale: string) {
  const e: Env = { ...sandboxEnv(), SANDBOX_TIME_SCALE: scale }
  const c = await seedContact(contact)
  const id = idFor(outcome, c.phone)
  await seedCall({ id, contactId: c.id })
  const placed = await placeCall(testCtx({ env: e }), id)
  expect(placed).toMatchObject({ placed: true, callId: id })
  return { e, id }
}

const control = (e: Env, id: number, json: unknown) => request(e, `/api/calls/${id}/control`, { method: "POST", json })

describe("a sandbox call's live transcript", () => {
  it("arrives line by line while the call runs, before the call ends", async () => {
    const screen = await liveScreen()
    screens.push(screen)
    const { id } = await sandboxCall("answered", "0.03")
    const done = await until(
      () => callRow(id),
      (r) => r?.result != null
    )
    expect(done).toMatchObject({ status: "completed", result: "answered" })
    const lines = (await screen.next("call_transcript", 5)).filter((l) => l.callId === id)
    expect(lines.map((l) => l.text)).toEqual(
      String(done!.transcript)
        .split("\n")
        .filter(Boolean)
        .map((l) => l.replace(/^(AI|User): /, ""))
    )
    expect(lines.map((l) => l.role).slice(0, 2)).toEqual(["assistant", "lead"])
    // Spread over the call: the first line came before the call's end, and the lines have their own times.
    const order = screen.received
    const firstLine = order.findIndex((ev) => ev.type === "call_transcript" && ev.callId === id)
    const ended = order.findIndex((ev) => ev.type === "call_updated" && ev.callId === id && ev.status === "completed")
    expect(firstLine).toBeGreaterThanOrEqual(0)
    expect(firstLine).toBeLessThan(ended)
    expect(new Set(lines.map((l) => l.at)).size).toBe(lines.length)
  })
})

describe("sandbox live control", () => {
  it("say adds an assistant line; take over ends the call as transferred to the operator", async () => {
    const screen = await liveScreen()
    screens.push(screen)
    const { e, id } = await sandboxCall("demo", "0.1")
    await setSettings({ operator_phone: OPERATOR })
    await screen.next("call_transcript")

    const live = await until(
      () => request(e, `/api/calls/${id}/live`).then((r) => r.json() as Promise<LiveCall>),
      (l) => l.lines.length > 0
    )
    expect(live).toMatchObject({ callId: id, live: true, control: true, operatorPhone: OPERATOR })
    expect(live.listen).toEqual({ url: `/api/calls/${id}/listen`, ...SANDBOX_LISTEN_FORMAT })

    const said = await control(e, id, { action: "say", message: "Please hold for a moment." })
    expect(said.status, await said.clone().text()).toBe(200)
    const taken = await control(e, id, { action: "take_over" })
    expect(taken.status, await taken.clone().text()).toBe(200)

    const done = await until(
      () => callRow(id),
      (r) => r?.result != null
    )
    expect(done).toMatchObject({ status: "completed", result: "answered", ended_reason: "assistant-forwarded-call" })
    expect(String(done!.summary)).toContain(`Transferred to the operator (${OPERATOR})`)
    expect(String(done!.transcript)).toContain("AI: Please hold for a moment.")
    expect(String(done!.transcript)).toContain(`AI: ${sandboxTransferLine(OPERATOR)}`)
    const texts = (await screen.next("call_transcript", 3)).filter((l) => l.callId === id).map((l) => l.text)
    expect(texts).toContain("Please hold for a moment.")
    expect(texts.at(-1)).toBe(sandboxTransferLine(OPERATOR))

    // Ended: nothing more to control.
    const again = await control(e, id, { action: "end" })
    expect(again.status).toBe(409)
  })
})

describe("sandbox Listen", () => {
  it("streams 20 ms PCM frames in real time and closes when the call ends", async () => {
    const { e, id } = await sandboxCall("demo", "0.1")
    await until(
      () => callRow(id),
      (r) => r?.status === "calling"
    )
    const res = await request(e, `/api/calls/${id}/listen`, { headers: { Upgrade: "websocket" } })
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const frames: ArrayBuffer[] = []
    const closed = new Promise<number>((resolve) => ws.addEventListener("close", (ev) => resolve(ev.code)))
    ws.addEventListener("message", async (ev) => {
      const data = ev.data as ArrayBuffer | Blob
      frames.push(data instanceof Blob ? await data.arrayBuffer() : data)
    })
    ws.accept()
    const heard = await until(
      async () => frames,
      (f) => f.some((b) => new Int16Array(b).some((s) => s !== 0)),
      10_000
    )
    expect(heard.some((b) => new Int16Array(b).some((s) => s !== 0))).toBe(true)
    expect(frames.every((b) => b.byteLength === FRAME_SAMPLES * 2)).toBe(true)

    const ended = await control(e, id, { action: "end" })
    expect(ended.status, await ended.clone().text()).toBe(200)
    expect(await closed).toBe(1000)
  })

  it("is behind the operator's sign-in, and needs a WebSocket", async () => {
    const { e, id } = await sandboxCall("demo", "0.1")
    const locked = await request({ ...e, OPERATOR_PASSWORD: "correct horse" }, `/api/calls/${id}/listen`, {
      headers: { Upgrade: "websocket" },
    })
    expect(locked.status).toBe(401)
    const plain = await request(e, `/api/calls/${id}/listen`)
    expect(plain.status).toBe(426)
  })
})
