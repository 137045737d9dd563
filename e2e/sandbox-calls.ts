import type { APIRequestContext, Page } from "playwright-core"
import { expect } from "vitest"
import { server } from "./browser"
import { buildScript, type SandboxOutcome } from "../worker/src/providers/voice/sandbox-script"
import { createContactApi, uniqueTag, type Contact, type PhoneBlock } from "./helpers"

/*
 * Steps shared by the call and campaign browser tests. The sandbox voice plays every call from a
 * script that follows from the call id alone (worker/src/providers/voice/sandbox-script.ts), so a
 * test can know how a call will end before it is placed, and steer the next id to a good one.
 */

/** Outcomes that talk: a real conversation transcript ("AI: Hi, is this <name>? ..."), seconds long. */
export const CONVERSATIONS: readonly SandboxOutcome[] = ["answered", "follow_up", "demo"]

/** The script the sandbox will play for this call (outcome, transcript, summary). */
export const sandboxScript = (
  callId: number,
  contact: Pick<Contact, "id" | "businessName" | "phone" | "address" | "category">
) => buildScript(callId, { ...contact, contactId: contact.id }, new Date())

const NOBODY = { id: 0, businessName: "", phone: "", address: "", category: "" }
export const outcomeOf = (callId: number) => sandboxScript(callId, NOBODY).outcome
/** Whether the sandbox assistant leaves its voicemail message on this call (half the voicemails). */
export const leavesMessage = (callId: number) => sandboxScript(callId, NOBODY).voicemailMessage !== null

/** What the Result badge shows after a call with this outcome (SPEC §2.3 display statuses). */
export const resultLabelFor = (outcome: SandboxOutcome, messageLeft = false) =>
  ({
    answered: "Answered",
    follow_up: "Answered",
    demo: "Demo Scheduled",
    no_answer: "No Answer",
    busy: "Busy",
    voicemail: messageLeft ? "Voicemail, Message Left" : "Voicemail, No Message",
  })[outcome]

/** POST /api/calls/vapi/initiate (Call Now through the API); the new call's id. */
export async function placeCallApi(request: APIRequestContext, contact: Contact) {
  const res = await request.post("/api/calls/vapi/initiate", {
    data: { contactId: contact.id, phoneNumber: contact.phone },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { call: { id: number } }).call.id
}

/**
 * Places throwaway manual calls (each to a fresh contact) until the NEXT call id plays one of
 * `wanted`; resolves that id, or null when `maxWarmUps` calls were not enough. Ids come from one
 * AUTOINCREMENT, so nothing else may create calls meanwhile (test files run one at a time).
 */
export async function steerNextCall(
  request: APIRequestContext,
  phones: PhoneBlock,
  wanted: readonly SandboxOutcome[] = CONVERSATIONS,
  maxWarmUps = 8
) {
  for (let i = 0; i < maxWarmUps; i++) {
    const contact = await createContactApi(request, {
      businessName: `E2E Warm-up ${uniqueTag()}`,
      phone: phones.next().e164,
    })
    const next = (await placeCallApi(request, contact)) + 1
    if (wanted.includes(outcomeOf(next))) return next
  }
  return null
}

export type LiveFrame = { at: number; type: string; callId?: number; status?: string; campaignId?: number }

/** Records every JSON message the page's /ws socket receives. Attach before the page loads. */
export function recordLiveFrames(page: Page) {
  const frames: LiveFrame[] = []
  page.on("websocket", (ws) => {
    if (new URL(ws.url()).pathname !== "/ws") return
    ws.on("framereceived", ({ payload }) => {
      try {
        const msg = JSON.parse(String(payload)) as Omit<LiveFrame, "at">
        if (msg && typeof msg.type === "string") frames.push({ ...msg, at: Date.now() })
      } catch {
        // not one of ours (pings)
      }
    })
  })
  return frames
}

/** The live indicator says the socket is open, so no event of the test can be missed. */
export const liveConnected = (page: Page) =>
  page.getByRole("img", { name: "Live updates connected" }).waitFor({ state: "attached" })

/** A flag on window survives only as long as the document: a reload would drop it. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1))
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1)

/** Fires the `* * * * *` cron now through the local server's internal trigger, instead of waiting for the minute. */
export async function fireCron(request: APIRequestContext) {
  const { cronURL, cronHeaders } = server()
  const res = await request.get(cronURL, { headers: cronHeaders })
  expect(res.status()).toBe(200)
}
