import { CAMPAIGN_DEFAULTS } from "../../schemas/campaign-rules"
import { DEFAULT_VOICEMAIL_MESSAGE } from "../../schemas/voice-setup"
import type { CallTarget } from "./voice-provider"
import { mulberry32 } from "../../lib/seeded-random"

/**
 * The sandbox voice's scripted calls. Everything (outcome, delays, words) follows from the call id,
 * so a given call always plays out the same way. Times are in unscaled seconds from the dial.
 */
export type SandboxOutcome = "answered" | "follow_up" | "demo" | "no_answer" | "busy" | "voicemail"

export interface ScriptStep {
  at: number
  kind: "ringing" | "in-progress" | "book-demo" | "schedule-callback" | "ended"
}

export interface SandboxScript {
  outcome: SandboxOutcome
  steps: ScriptStep[]
  /** Seconds of talk the report claims (ended - started). */
  talkSeconds: number
  endedReason: string
  transcript: string
  summary: string
  /** Days and UTC hour of the demo from the dial, when the outcome books one. */
  demo: { daysAhead: number; hourUtc: number } | null
  /** Days and UTC hour of the callback a follow-up asks for (scheduleCallback), from the dial. */
  callback: { daysAhead: number; hourUtc: number } | null
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
        "AI: That's exactly what we fix. Could I book a short 15 minute demo for you?",
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
  demo: "The owner was interested and booked a 15 minute product demo.",
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

/** "Tuesday 3:00 PM" in `timeZone` (the operator's zone; the sandbox callee speaks Eastern). */
export function demoLabel(date: Date, timeZone: string = CAMPAIGN_DEFAULTS.timezone) {
  return date.toLocaleString("en-US", { weekday: "long", hour: "numeric", minute: "2-digit", timeZone })
}

/** "EST", "PDT", ... for a zone at that moment ("GMT+1" where English has no abbreviation). */
export function zoneAbbreviation(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(date)
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone
}

export function buildScript(callId: number, contact: CallTarget, dialedAt: Date): SandboxScript {
  const r = rng(callId)
  const outcome = pickOutcome(r())
  const ring = between(r, 1, 2)
  const demo = outcome === "demo" ? { daysAhead: between(r, 1, 5), hourUtc: between(r, 14, 20) } : null
  // Every follow-up asks for a callback (about a tenth of the calls): 1-3 days on, 10 AM-3 PM Eastern.
  const callback = outcome === "follow_up" ? { daysAhead: between(r, 1, 3), hourUtc: between(r, 15, 20) } : null
  const demoText = demo
    ? demoLabel(demoDateFor(dialedAt, demo))
    : callback
      ? demoLabel(demoDateFor(dialedAt, callback))
      : ""
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

  const steps: ScriptStep[] = [{ at: ring, kind: "ringing" }]
  if (talk > 0) steps.push({ at: answerAt, kind: "in-progress" })
  if (demo) steps.push({ at: answerAt + Math.round(talk * 0.7), kind: "book-demo" })
  if (callback) steps.push({ at: answerAt + Math.round(talk * 0.7), kind: "schedule-callback" })
  steps.push({ at: answerAt + talk, kind: "ended" })

  const voicemailMessage = leavesMessage ? sandboxVoicemail(contact) : null
  const lines =
    outcome === "voicemail" ? voicemailLines(contact, voicemailMessage) : conversation(outcome, contact, demoText)
  return {
    outcome,
    steps,
    talkSeconds: talk,
    endedReason: ENDED_REASON[outcome],
    transcript: lines.length ? lines.join("\n") + "\n" : "",
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

export function demoDateFor(dialedAt: Date, demo: { daysAhead: number; hourUtc: number }) {
  const d = new Date(dialedAt.getTime() + demo.daysAhead * 86_400_000)
  d.setUTCHours(demo.hourUtc, 0, 0, 0)
  return d
}
