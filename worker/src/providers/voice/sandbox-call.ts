import { DurableObject } from "cloudflare:workers"
import type { Env } from "../../env"
import { audioFrame, FRAME_MS, spokenSpans } from "./sandbox-audio"
import type { SandboxCallRpc, SandboxControlResult } from "./sandbox-call-rpc"
import {
  callSnapshot,
  controlEndMessages,
  dueAt,
  type SandboxCallState,
  scriptOf,
  stepMessages,
  transcriptMessage,
} from "./sandbox-messages"
import { SandboxVoice } from "./sandbox-voice"
import type { CallControl } from "./voice-provider"

/** A said line is cut to this: the control route allows 300 characters. */
const MAX_SAID = 300

/**
 * One simulated phone call. Alarms play the call's script; each step's Vapi-shaped messages go to
 * `deliver`: the Durable Object class the worker exports (jobs/sandbox-voice-call.ts) hands them to
 * the same webhook handler real Vapi messages reach, in-process (never over HTTP, so no secret is
 * involved). A step is marked delivered only after the handler succeeded; a failed alarm is retried.
 * Live control (issue 36) stops the script: take over ends the call as put through to the operator,
 * end ends it; say adds an assistant line. Its Listen stream is a WebSocket this object serves.
 */
export abstract class SandboxCall extends DurableObject<Env> implements SandboxCallRpc {
  /** Handles one Vapi-shaped message as the webhook handler would; throws to retry the alarm. */
  protected abstract deliver(voice: SandboxVoice, body: unknown): Promise<unknown>

  async start(state: Omit<SandboxCallState, "delivered">) {
    const fresh: SandboxCallState = { ...state, delivered: 0 }
    await this.ctx.storage.put("state", fresh)
    await this.armNext(fresh)
  }

  /** The call as Vapi's `GET /call/{id}` would answer, or null for a call this sandbox never placed. */
  async snapshot(now = Date.now()) {
    const state = await this.state()
    return state ? callSnapshot(state, now) : null
  }

  async alarm() {
    const voice = new SandboxVoice(this.env)
    for (;;) {
      const state = await this.state()
      if (!state || state.control) return
      const step = scriptOf(state).steps[state.delivered]
      if (!step) return
      if (dueAt(state, step.at) > Date.now()) return this.armNext(state)
      for (const body of stepMessages(state, state.delivered)) await this.deliver(voice, body)
      // Read again: the operator may have said a line or taken over while the step was delivered.
      const latest = await this.state()
      if (!latest || latest.control) return
      latest.delivered = state.delivered + 1
      await this.ctx.storage.put("state", latest)
    }
  }

  async control(command: CallControl): Promise<SandboxControlResult> {
    const state = await this.state()
    const steps = state ? scriptOf(state).steps : []
    if (!state || state.control || state.delivered >= steps.length) {
      return { ok: false, message: "The call has already ended." }
    }
    const voice = new SandboxVoice(this.env)
    const now = Date.now()
    if (command.action === "say") {
      const text = command.message.slice(0, MAX_SAID)
      state.said = [...(state.said ?? []), { at: now, text }]
      await this.ctx.storage.put("state", state)
      await this.deliver(voice, transcriptMessage(state, "assistant", text, now))
      return { ok: true }
    }
    state.control =
      command.action === "transfer"
        ? { kind: "transferred", at: now, number: command.number }
        : { kind: "ended", at: now }
    await this.ctx.storage.put("state", state)
    await this.ctx.storage.deleteAlarm()
    for (const body of controlEndMessages(state, state.control)) await this.deliver(voice, body)
    return { ok: true }
  }

  /** Listen (issue 36): a WebSocket of 20 ms PCM frames paced in real time, closed when the call ends. */
  async fetch(request: Request) {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Connect with a WebSocket.", { status: 426 })
    }
    const state = await this.state()
    if (!state) return new Response("No such call.", { status: 404 })
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    server.accept()
    void this.stream(server)
    return new Response(null, { status: 101, webSocket: client })
  }

  private async stream(ws: WebSocket) {
    const started = Date.now()
    let sent = 0
    let open = true
    ws.addEventListener("close", () => (open = false))
    ws.addEventListener("error", () => (open = false))
    while (open) {
      const state = await this.state()
      const ends = state ? endOf(state) : 0
      const spans = state ? spansOf(state) : []
      // Frames owed since the start (timers drift; the stream does not).
      const due = Math.floor((Date.now() - started) / FRAME_MS)
      for (; sent < due && open; sent++) {
        const t = started + sent * FRAME_MS
        if (t >= ends) break
        ws.send(audioFrame(spans, t))
      }
      if (started + sent * FRAME_MS >= ends) {
        ws.close(1000, "The call ended.")
        return
      }
      await new Promise((r) => setTimeout(r, FRAME_MS * 5))
    }
  }

  private state() {
    return this.ctx.storage.get<SandboxCallState>("state")
  }

  private async armNext(state: SandboxCallState) {
    const next = scriptOf(state).steps[state.delivered]
    if (next) await this.ctx.storage.setAlarm(dueAt(state, next.at))
  }
}

/** When the call ends (epoch ms): its take over or end, else its script's last step. */
function endOf(state: SandboxCallState) {
  if (state.control) return state.control.at
  const steps = scriptOf(state).steps
  return dueAt(state, steps.at(-1)!.at)
}

/** When each line is heard: the script's lines and the lines the operator had said. */
function spansOf(state: SandboxCallState) {
  const script = scriptOf(state)
  const lines = script.steps
    .filter((st) => st.kind === "line")
    .map((st) => ({
      at: dueAt(state, st.at),
      role: script.lines[st.line ?? 0]?.startsWith("AI: ") ? ("assistant" as const) : ("lead" as const),
    }))
  const said = (state.said ?? []).map((l) => ({ at: l.at, role: "assistant" as const }))
  const until = state.control?.at ?? Infinity
  return spokenSpans([...lines.filter((l) => l.at < until), ...said])
}
