import { DEMO_LENGTH_WORDS } from "../../schemas/demo-length"
import { DEFAULT_VOICEMAIL_MESSAGE } from "../../schemas/voice-setup"
import type { CallTarget } from "./voice-provider"
import { mulberry32 } from "../../lib/seeded-random"

/**
 * The sandbox voice's scripted calls. Everything (outcome, delays, words) follows from the call id,
 * so a given call always plays out the same way. Times are in unscaled seconds from the dial.
 */
export type SandboxOutcome = "answered" | "follow_up" | "demo" | "no_answer" | "busy" | "voicemail"

/**
 * A day and hour as the callee says them ("Monday 2:00 PM" means 2 PM where they are): days after
 * the dial's date and an hour of their wall clock. No zone: the assistant passes the time on as the
 * callee said it, and the webhook reads it in the callee's zone, as it does for real Vapi calls.
 */
export interface LocalSlot {
  daysAhead: number
  hour: number
}

export interface ScriptStep {
  at: number
  kind: "ringing" | "in-progress" | "book-demo" | "schedule-callback" | "line" | "ended"
  /** For "line": which line of `lines` is spoken (a final `transcript` message, issue 36). */
  line?: number
}

export interface SandboxScript {
  outcome: SandboxOutcome
  steps: ScriptStep[]
  /** Seconds of talk the report claims (ended - started). */
  talkSeconds: number
  endedReason: string
  transcript: string
  /** The transcript's lines ("AI: …" / "User: …"), each spoken at its own "line" step. */
  lines: string[]
  summary: string
  /** The demo's day and hour on the callee's own clock, when the outcome books one. */
  demo: LocalSlot | null
  /** The callback a follow-up asks for (scheduleCallback), on the callee's own clock. */
  callback: LocalSlot | null
  /** The voicemail message the assistant speaks after the beep; null: it hung up (or no voicemail). */
  voicemailMessage: string | null
}

/** The sandbox assistant's voicemail: Settings → Voice's default message, for the callee. */
export const sandboxVoicemail = (c: CallTarget) =>
  DEFAULT_VOICEMAIL_MESSAGE.replace("{{businessName}}", c.businessName || "your business")

/** Seeds spread by Knuth's multiplier, so neighbouring call ids draw unrelated scripts. */
const rng = (seed: number) => mulberry32(seed * 2654435761)

// Weights: roughly what outbound B2B calling sees, with enough demos to make the demo flow visible.
const OUTCOMES: [SandboxOutcome, number][] = [
  ["answered", 22],
  ["follow_up", 10],
  ["demo", 18],
  ["no_answer", 25],
  ["busy", 10],
  ["voicemail", 15],
]

function pickOutcome(r: number): SandboxOutcome {
  let x = r * OUTCOMES.reduce((s, [, w]) => s + w, 0)
  for (const [o, w] of OUTCOMES) {
    if ((x -= w) < 0) return o
  }
  return "answered"
}

const between = (r: () => number, lo: number, hi: number) => Math.round(lo + r() * (hi - lo))

function conversation(outcome: SandboxOutcome, c: CallTarget, demoText: string) {
  const who = c.businessName || "there"
  const trade = c.category ? c.category.toLowerCase() : "local business"
  const open = [
    `AI: Hi, is this ${who}? This is Alex, an automated assistant calling from ColdCaller on a recorded line.`,
    `User: Yes, this is ${who}. What is this about?`,
    `AI: We help ${trade} owners answer every call and book more appointments. Do you have a minute?`,
  ]
  switch (outcome) {
    case "demo":
      return [
        ...open,
        "User: Sure, we do miss a lot of calls when we're busy.",
        `AI: That's exactly what we fix. Could I book a free ${DEMO_LENGTH_WORDS} demo for you?`,
        `User: Okay, ${demoText} works for me.`,
        `AI: You're booked for ${demoText}. You'll get a confirmation shortly. Thanks, and have a great day!`,
        "User: Thanks, bye.",
      ]
    case "follow_up":
      return [
        ...open,
        `User: Maybe, but I'm in the middle of something. Can you call back ${demoText}?`,
        `AI: Of course. I'll call you back ${demoText}. If you'd like to stop these calls, just say so.`,
        "User: That works.",
      ]
    case "answered":
      return [
        ...open,
        "User: No thanks, we're not interested right now.",
        "AI: Understood, thank you for your time. I'll make a note not to call again. Goodbye.",
      ]
    default:
      return []
  }
}

const SUMMARIES: Record<SandboxOutcome, string> = {
  demo: `The owner was interested and booked a ${DEMO_LENGTH_WORDS} product demo.`,
  follow_up: "The owner asked to be called back at a set time.",
  answered: "The owner was not interested; no follow-up requested.",
  voicemail: "Reached voicemail.",
  no_answer: "Nobody answered the call.",
  busy: "The line was busy.",
}

const ENDED_REASON: Record<SandboxOutcome, string> = {
  demo: "assistant-ended-call",
  follow_up: "customer-ended-call",
  answered: "customer-ended-call",
  voicemail: "voicemail",
  no_answer: "customer-did-not-answer",
  busy: "customer-busy",
}

const pad = (n: number) => String(n).padStart(2, "0")

/** The slot's wall-clock date and hour: `daysAhead` days after the dial's (UTC) date. */
function wallClock(dialedAt: Date, slot: LocalSlot) {
  const day = new Date(
    Date.UTC(dialedAt.getUTCFullYear(), dialedAt.getUTCMonth(), dialedAt.getUTCDate() + slot.daysAhead)
  )
  return { day, y: day.getUTCFullYear(), mo: day.getUTCMonth() + 1, d: day.getUTCDate(), hour: slot.hour }
}

/**
 * The slot as the assistant passes it to bookDemo / scheduleCallback and in its report:
 * "2026-11-30T14:00", the callee's wall clock with no zone (the prompt asks for their local time).
 */
export function localDateTime(dialedAt: Date, slot: LocalSlot) {
  const w = wallClock(dialedAt, slot)
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.hour)}:00`
}

/** "Monday 2:00 PM": the slot as both sides say it on the call (the callee's clock). */
export function spokenSlot(dialedAt: Date, slot: LocalSlot) {
  const w = wallClock(dialedAt, slot)
  const weekday = w.day.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })
  return `${weekday} ${w.hour % 12 || 12}:00 ${w.hour < 12 ? "AM" : "PM"}`
}

export function buildScript(callId: number, contact: CallTarget, dialedAt: Date): SandboxScript {
  const r = rng(callId)
  const outcome = pickOutcome(r())
  const ring = between(r, 1, 2)
  // Demos 1-5 days on, 9 AM-3 PM on the callee's clock (the demo ends by 4 PM).
  const demo = outcome === "demo" ? { daysAhead: between(r, 1, 5), hour: between(r, 9, 15) } : null
  // Every follow-up asks for a callback (about a tenth of the calls): 1-3 days on, 10 AM-3 PM their time.
  const callback = outcome === "follow_up" ? { daysAhead: between(r, 1, 3), hour: between(r, 10, 15) } : null
  const slot = demo ?? callback
  const demoText = slot ? spokenSlot(dialedAt, slot) : ""
  // Half the voicemails get the message (the other half the machine cut off, or it hung up).
  const leavesMessage = outcome === "voicemail" && r() < 0.5

  let answerAt: number
  let talk = 0
  if (outcome === "no_answer") answerAt = ring + between(r, 20, 30)
  else if (outcome === "busy") answerAt = ring + between(r, 2, 4)
  else if (outcome === "voicemail") {
    answerAt = ring + between(r, 15, 20)
    talk = between(r, 20, 30)
  } else {
    answerAt = ring + between(r, 5, 12)
    talk = outcome === "answered" ? between(r, 30, 60) : between(r, 60, 150)
  }

  const voicemailMessage = leavesMessage ? sandboxVoicemail(contact) : null
  const lines =
    outcome === "voicemail" ? voicemailLines(contact, voicemailMessage) : conversation(outcome, contact, demoText)

  const steps: ScriptStep[] = [{ at: ring, kind: "ringing" }]
  if (talk > 0) steps.push({ at: answerAt, kind: "in-progress" })
  if (demo) steps.push({ at: answerAt + Math.round(talk * 0.7), kind: "book-demo" })
  if (callback) steps.push({ at: answerAt + Math.round(talk * 0.7), kind: "schedule-callback" })
  // Each line is said as the call goes on (a live transcript), spread evenly over the talk.
  if (talk > 0) {
    lines.forEach((_, line) => steps.push({ at: answerAt + ((line + 0.5) * talk) / lines.length, kind: "line", line }))
  }
  steps.sort((a, b) => a.at - b.at)
  steps.push({ at: answerAt + talk, kind: "ended" })

  return {
    outcome,
    steps,
    talkSeconds: talk,
    endedReason: ENDED_REASON[outcome],
    transcript: lines.length ? lines.join("\n") + "\n" : "",
    lines,
    summary: voicemailMessage ? "Reached voicemail and left the voicemail message." : SUMMARIES[outcome],
    demo,
    callback,
    voicemailMessage,
  }
}

/** The machine's greeting, then the message after the beep (or nothing: the assistant hung up). */
function voicemailLines(c: CallTarget, message: string | null) {
  const greeting = `User: You've reached ${c.businessName || "us"}. Please leave a message after the tone.`
  return message ? [greeting, `AI: ${message}`] : [greeting]
}
