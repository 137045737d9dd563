import { buildScript, localDateTime, type SandboxScript } from "./sandbox-script"
import type { CallTarget } from "./voice-provider"

/** What a sandbox call remembers: enough to rebuild its script, which follows from the call id. */
export interface SandboxCallState {
  callId: number
  providerCallId: string
  contact: CallTarget
  /** Epoch ms of the dial. */
  dialedAt: number
  /** Real seconds per scripted second (SANDBOX_TIME_SCALE). */
  scale: number
  /** Script steps already delivered to the webhook handler. */
  delivered: number
  /** Lines the operator had the assistant say (live control "say"): epoch ms and text. */
  said?: { at: number; text: string }[]
  /** The operator's take over or end (live control): the script stops there. */
  control?: SandboxControl
}

/** How the operator ended a sandbox call: put through to their phone, or ended. */
export interface SandboxControl {
  kind: "transferred" | "ended"
  /** Epoch ms. */
  at: number
  /** The operator's phone, for a transfer. */
  number?: string
}

/** The line the assistant says before putting the lead through (Vapi's transfer `content`). */
export const sandboxTransferLine = (number: string) => `Transferring you to the operator at ${number} now.`

export function timeScale(raw: string | undefined) {
  const n = Number(raw)
  return Number.isFinite(n) && n > 0 ? Math.min(Math.max(n, 0.001), 100) : 1
}

export const scriptOf = (s: SandboxCallState) => buildScript(s.callId, s.contact, new Date(s.dialedAt))

export const dueAt = (s: SandboxCallState, at: number) => s.dialedAt + Math.round(at * 1000 * s.scale)

function callRef(s: SandboxCallState, status: string) {
  return { id: s.providerCallId, status, assistantOverrides: { metadata: { callId: s.callId } } }
}

/** The transcript as Vapi's artifact.messages: "AI:" lines are the bot's, "User:" lines the callee's. */
function spokenLines(script: SandboxScript) {
  return script.transcript
    .split("\n")
    .filter(Boolean)
    .map((line, i) => {
      const bot = line.startsWith("AI: ")
      return { role: bot ? "bot" : "user", message: line.replace(/^(AI|User): /, ""), secondsFromStart: i * 4 }
    })
}

/**
 * The sandbox's bill, in Vapi's shapes (`costs[]` items, `cost` their sum), from typical per-minute
 * rates: phone line $0.01, speech-to-text $0.01, model about $0.02, voice $0.036, Vapi $0.05.
 */
export function sandboxCosts(talkSeconds: number) {
  const minutes = Math.round((Math.max(talkSeconds, 6) / 60) * 10_000) / 10_000
  const round = (n: number) => Math.round(n * 1e6) / 1e6
  const promptTokens = Math.round(minutes * 1800)
  const completionTokens = Math.round(minutes * 160)
  const characters = Math.round(minutes * 700)
  const costs = [
    { type: "transport", provider: "vapi", minutes, cost: round(minutes * 0.01) },
    {
      type: "transcriber",
      transcriber: { provider: "deepgram", model: "nova-3" },
      minutes,
      cost: round(minutes * 0.01),
    },
    {
      type: "model",
      model: { provider: "openai", model: "gpt-4o-mini" },
      promptTokens,
      completionTokens,
      cost: round(minutes * 0.02),
    },
    { type: "voice", voice: { provider: "vapi", voiceId: "Elliot" }, characters, cost: round(minutes * 0.036) },
    { type: "vapi", subType: "normal", minutes, cost: round(minutes * 0.05) },
  ]
  return { cost: round(costs.reduce((sum, c) => sum + c.cost, 0)), costs }
}

function report(s: SandboxCallState, script: SandboxScript, endedAt: number) {
  // As the assistant heard it: the callee's wall clock, no zone (read in their zone on arrival).
  const demoDate = script.demo ? localDateTime(new Date(s.dialedAt), script.demo) : null
  return {
    ...sandboxCosts(script.talkSeconds),
    endedReason: script.endedReason,
    // The report claims the scripted (unscaled) talk time, so durations look real at any speed.
    startedAt: new Date(endedAt - script.talkSeconds * 1000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    artifact: { transcript: script.transcript, recordingUrl: null, messages: spokenLines(script) },
    analysis: {
      summary: script.summary,
      structuredData: {
        demoScheduled: script.outcome === "demo",
        demoDate,
        followUp: script.outcome === "follow_up",
      },
    },
  }
}

/** The Vapi server messages of step `i`, exactly as Vapi would POST them (`{ message }` bodies). */
export function stepMessages(s: SandboxCallState, i: number): { message: Record<string, unknown> }[] {
  const script = scriptOf(s)
  const step = script.steps[i]
  if (!step) return []
  switch (step.kind) {
    case "ringing":
    case "in-progress":
      return [{ message: { type: "status-update", status: step.kind, call: callRef(s, step.kind) } }]
    case "book-demo": {
      const dateTime = localDateTime(new Date(s.dialedAt), script.demo!)
      return [
        {
          message: {
            type: "tool-calls",
            call: callRef(s, "in-progress"),
            toolCallList: [
              {
                id: `sandbox-tool-${s.callId}`,
                type: "function",
                function: {
                  name: "bookDemo",
                  arguments: { dateTime, notes: "Booked by the sandbox assistant" },
                },
              },
            ],
          },
        },
      ]
    }
    case "schedule-callback": {
      const dateTime = localDateTime(new Date(s.dialedAt), script.callback!)
      return [
        {
          message: {
            type: "tool-calls",
            call: callRef(s, "in-progress"),
            toolCallList: [
              {
                id: `sandbox-callback-${s.callId}`,
                type: "function",
                function: {
                  name: "scheduleCallback",
                  arguments: { dateTime, reason: "Busy now; asked to be called back" },
                },
              },
            ],
          },
        },
      ]
    }
    case "line": {
      const line = spokenLines(script)[step.line ?? 0]
      if (!line) return []
      return [transcriptMessage(s, line.role === "bot" ? "assistant" : "user", line.message, dueAt(s, step.at))]
    }
    case "ended":
      return [
        { message: { type: "status-update", status: "ended", call: callRef(s, "ended") } },
        {
          message: {
            type: "end-of-call-report",
            call: callRef(s, "ended"),
            ...report(s, script, dueAt(s, step.at)),
          },
        },
      ]
  }
}

/** A final transcript line, as Vapi sends it (`transcript[transcriptType="final"]`). */
export function transcriptMessage(s: SandboxCallState, role: "assistant" | "user", text: string, at: number) {
  return {
    message: {
      type: "transcript",
      role,
      transcriptType: "final",
      transcript: text,
      timestamp: at,
      call: callRef(s, "in-progress"),
    },
  }
}

/**
 * What the call said up to the operator's take over or end: the script's lines delivered so far and
 * the lines the operator had said, in order, then the transfer line.
 */
function controlledLines(s: SandboxCallState, script: SandboxScript, control: SandboxControl) {
  const all = spokenLines(script)
  const spoken = script.steps
    .slice(0, s.delivered)
    .filter((st) => st.kind === "line")
    .map((st) => ({ ...all[st.line ?? 0]!, at: dueAt(s, st.at) }))
  const said = (s.said ?? []).map((l) => ({ role: "bot", message: l.text, secondsFromStart: 0, at: l.at }))
  const lines = [...spoken, ...said].sort((a, b) => a.at - b.at)
  if (control.kind === "transferred") {
    lines.push({ role: "bot", message: sandboxTransferLine(control.number ?? ""), secondsFromStart: 0, at: control.at })
  }
  return lines.map((l, i) => ({ role: l.role, message: l.message, secondsFromStart: i * 4 }))
}

/** The end-of-call report of a call the operator took over or ended (live control). */
export function controlledReport(s: SandboxCallState, control: SandboxControl) {
  const script = scriptOf(s)
  const answered = script.steps.find((st) => st.kind === "in-progress")
  const startedAt = answered ? Math.min(dueAt(s, answered.at), control.at) : control.at
  const talkSeconds = Math.max(0, Math.round((control.at - startedAt) / 1000 / s.scale))
  const messages = controlledLines(s, script, control)
  const booked = script.steps.slice(0, s.delivered).some((st) => st.kind === "book-demo")
  const transferred = control.kind === "transferred"
  return {
    ...sandboxCosts(talkSeconds),
    // Vapi's endedReason for a transfer; an operator's end-call is the assistant ending the call.
    endedReason: transferred ? "assistant-forwarded-call" : "assistant-ended-call",
    startedAt: new Date(control.at - talkSeconds * 1000).toISOString(),
    endedAt: new Date(control.at).toISOString(),
    artifact: {
      transcript: messages.map((m) => `${m.role === "bot" ? "AI" : "User"}: ${m.message}\n`).join(""),
      recordingUrl: null,
      messages,
    },
    analysis: {
      summary: transferred
        ? `Transferred to the operator (${control.number}) during the call.`
        : "The operator ended the call.",
      structuredData: {
        demoScheduled: booked,
        demoDate: booked && script.demo ? localDateTime(new Date(s.dialedAt), script.demo) : null,
        followUp: false,
      },
    },
  }
}

/** The messages that end a call the operator took over or ended: the last line, the status, the report. */
export function controlEndMessages(s: SandboxCallState, control: SandboxControl) {
  const transfer =
    control.kind === "transferred"
      ? [transcriptMessage(s, "assistant", sandboxTransferLine(control.number ?? ""), control.at)]
      : []
  return [
    ...transfer,
    { message: { type: "status-update", status: "ended", call: callRef(s, "ended") } },
    { message: { type: "end-of-call-report", call: callRef(s, "ended"), ...controlledReport(s, control) } },
  ]
}

/** The call as `GET /call/{id}` would show it at `now` (used by the reconcile pass). */
export function callSnapshot(s: SandboxCallState, now: number) {
  if (s.control) return { ...callRef(s, "ended"), ...controlledReport(s, s.control) }
  const script = scriptOf(s)
  const reached = script.steps.filter((st) => dueAt(s, st.at) <= now)
  const last = reached.at(-1)
  if (last?.kind === "ended") {
    return { ...callRef(s, "ended"), ...report(s, script, dueAt(s, last.at)) }
  }
  const status = reached.some((st) => st.kind === "in-progress") ? "in-progress" : reached.length ? "ringing" : "queued"
  return callRef(s, status)
}
