import { env, SELF } from "cloudflare:test"
import { afterEach, describe, expect, it } from "vitest"
import { sendLiveEvents } from "../worker/src/live/publish"
import { readLiveTranscript } from "../worker/src/live/transcript"
import type { LiveEvent } from "./events"

/*
 * The live room end to end, through the worker's own fetch handler: a screen opens /ws the way the
 * app's pages do, a write through the API reaches it as a LiveEvent, and foreign pages are refused.
 */

const ORIGIN = "http://127.0.0.1"
const EVIL = "https://evil.example"

/** The headers a browser sends when one of the app's own pages opens the live socket. */
const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }

const upgrade = (headers: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}/ws`, { headers: { Upgrade: "websocket", ...headers } })

/** How long a screen waits for an event before the test fails (a local push takes milliseconds). */
const WAIT_MS = 8_000

const sockets: WebSocket[] = []
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.close(1000, "test done")
})

/** An accepted client socket and what it has received, in order. */
async function connect() {
  const res = await upgrade(SAME_ORIGIN)
  expect(res.status).toBe(101)
  const ws = res.webSocket
  if (!ws) throw new Error("the 101 answer carried no WebSocket")
  const received: LiveEvent[] = []
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = []
  ws.addEventListener("message", (msg) => {
    const event = JSON.parse(String(msg.data)) as LiveEvent
    received.push(event)
    for (const w of waiters.splice(0)) {
      if (w.match(event)) w.resolve(event)
      else waiters.push(w)
    }
  })
  ws.accept()
  sockets.push(ws)
  return {
    received,
    /** The first event (already received or still to come) that `match` accepts. */
    next<T extends LiveEvent["type"]>(type: T, match: (e: Extract<LiveEvent, { type: T }>) => boolean = () => true) {
      const accepts = (e: LiveEvent): boolean => e.type === type && match(e as Extract<LiveEvent, { type: T }>)
      const seen = received.find(accepts)
      if (seen) return Promise.resolve(seen as Extract<LiveEvent, { type: T }>)
      return new Promise<Extract<LiveEvent, { type: T }>>((resolve, reject) => {
        // A bound on the wait, so a missing event fails with what did arrive rather than a bare timeout.
        const timer = setTimeout(
          () => reject(new Error(`no matching ${type} event reached the socket; received ${JSON.stringify(received)}`)),
          WAIT_MS
        )
        waiters.push({
          match: accepts,
          resolve: (e) => {
            clearTimeout(timer)
            resolve(e as Extract<LiveEvent, { type: T }>)
          },
        })
      })
    },
  }
}

describe("live room (/ws)", { timeout: 15_000 }, () => {
  it("tells a connected screen about a contact added through the API", async () => {
    const screen = await connect()
    const res = await SELF.fetch(`${ORIGIN}/api/contacts`, {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ businessName: "Live Room Dental", phone: "+1 616 555 0142" }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const created = (await res.json()) as { id: number }
    const event = await screen.next("contact_updated", (e) => e.contactIds?.includes(created.id) ?? false)
    expect(event).toEqual({ type: "contact_updated", contactIds: [created.id] })
  })

  it("refuses to open the socket for another site's page", async () => {
    const foreign: Record<string, string>[] = [{ Origin: EVIL }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }]
    for (const headers of foreign) {
      const res = await upgrade(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.webSocket, JSON.stringify(headers)).toBeNull()
      expect(await res.json()).toEqual({
        error: { code: "cross_site", message: "This request came from another site and was refused." },
      })
    }
  })

  it("answers 426 to a plain GET of /ws", async () => {
    const res = await SELF.fetch(`${ORIGIN}/ws`, { headers: SAME_ORIGIN })
    expect(res.status).toBe(426)
    expect(await res.json()).toMatchObject({ error: { code: "upgrade_required" } })
  })

  it("fans one flush's events out to every connected screen, one message each, in order", async () => {
    const [first, second] = [await connect(), await connect()]
    await sendLiveEvents(env, [
      { type: "campaign_updated", campaignId: 4242 },
      { type: "call_updated", callId: 77, status: "in-progress" },
    ])
    for (const screen of [first, second]) {
      expect(await screen.next("campaign_updated", (e) => e.campaignId === 4242)).toEqual({
        type: "campaign_updated",
        campaignId: 4242,
      })
      expect(await screen.next("call_updated", (e) => e.callId === 77)).toEqual({
        type: "call_updated",
        callId: 77,
        status: "in-progress",
      })
      // In the order they were published.
      const order = screen.received.map((e) => e.type).filter((t) => t === "campaign_updated" || t === "call_updated")
      expect(order).toEqual(["campaign_updated", "call_updated"])
    }
  })
})

describe("a live call's transcript in the room (issue 36)", () => {
  const line = (callId: number, text: string, at: string): LiveEvent => ({
    type: "call_transcript",
    callId,
    role: "lead",
    text,
    at,
  })

  it("is kept per call for a screen opened mid-call, and dropped when the call ends", async () => {
    const callId = 900_000 + Math.floor(Math.random() * 99_999)
    await sendLiveEvents(env, [line(callId, "Yes.", "2026-03-02T15:00:01.000Z")])
    await sendLiveEvents(env, [line(callId, "Yes.", "2026-03-02T15:00:03.000Z"), line(callId + 1, "Other call.", "x")])
    expect(await readLiveTranscript(env, callId)).toEqual([
      { role: "lead", text: "Yes.", at: "2026-03-02T15:00:01.000Z" },
      { role: "lead", text: "Yes.", at: "2026-03-02T15:00:03.000Z" },
    ])
    await sendLiveEvents(env, [{ type: "call_updated", callId, status: "completed" }])
    expect(await readLiveTranscript(env, callId)).toEqual([])
    expect(await readLiveTranscript(env, callId + 1)).toHaveLength(1)
  })
})
