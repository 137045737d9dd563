import { Server } from "partyserver"
import type { LiveEvent, TranscriptLine } from "./events"

/** A call's lines are dropped this long after its last one (a call that never reported its end). */
export const TRANSCRIPT_TTL_MS = 2 * 60 * 60_000
/** The most lines kept per call: an hour of talk is a few hundred; a flood cannot fill the storage. */
export const MAX_TRANSCRIPT_LINES = 1000
/** A stored value stays well under Durable Object storage's 128 KiB per value (UTF-16 text counts two bytes a character): the oldest lines go first. */
const MAX_STORED_CHARS = 40_000

const PREFIX = "transcript:"
const keyOf = (callId: number) => `${PREFIX}${callId}`

interface StoredTranscript {
  lines: TranscriptLine[]
  /** Epoch ms of the last line stored. */
  last: number
}

/** A call status after which nothing more is said on it. */
const ENDED = new Set(["completed", "failed", "cancelled"])

/**
 * The single operator's live room. Browsers connect through /ws (the worker authenticates first);
 * the worker publishes by POSTing the events of one unit of work as a JSON array (one round trip),
 * which the room fans out to every socket, one message per event, in order.
 *
 * It also keeps each live call's transcript lines (issue 36) in its own storage, not D1, so a screen
 * opened mid-call can show what was said: `GET /transcript?callId=N` (the worker's
 * GET /api/calls/:id/live asks). A call's lines go when it ends, or 2 hours after its last line.
 */
export class LiveRoom extends Server {
  static options = { hibernate: true }

  async onRequest(request: Request) {
    if (request.method === "GET" && new URL(request.url).pathname === "/transcript") {
      const callId = Number(new URL(request.url).searchParams.get("callId"))
      if (!Number.isSafeInteger(callId) || callId <= 0) return Response.json({ lines: [] }, { status: 400 })
      const stored = await this.ctx.storage.get<StoredTranscript>(keyOf(callId))
      return Response.json({ lines: stored?.lines ?? [] })
    }
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 })
    const body: unknown = JSON.parse(await request.text())
    // A single object is still accepted: a worker of the previous deploy may publish during a rollout.
    const events = (Array.isArray(body) ? body : [body]) as LiveEvent[]
    // Kept first, so a screen that reads the lines after seeing one finds it (the write is local).
    await this.keepTranscripts(events)
    for (const event of events) this.broadcast(JSON.stringify(event))
    return new Response(null, { status: 204 })
  }

  /** Stores the events' transcript lines by call and drops the lines of calls that ended. */
  private async keepTranscripts(events: readonly LiveEvent[]) {
    const added = new Map<number, TranscriptLine[]>()
    const ended = new Set<number>()
    for (const e of events) {
      if (e?.type === "call_transcript" && Number.isSafeInteger(e.callId)) {
        const list = added.get(e.callId) ?? []
        list.push({ role: e.role, text: e.text, at: e.at })
        added.set(e.callId, list)
        ended.delete(e.callId)
      } else if (e?.type === "call_updated" && e.callId && e.status && ENDED.has(e.status)) {
        ended.add(e.callId)
        added.delete(e.callId)
      }
    }
    if (!added.size && !ended.size) return
    const now = Date.now()
    const storage = this.ctx.storage
    if (ended.size) await storage.delete([...ended].map(keyOf))
    if (!added.size) return
    const keys = [...added.keys()].map(keyOf)
    const stored = await storage.get<StoredTranscript>(keys)
    const writes: Record<string, StoredTranscript> = {}
    for (const [callId, lines] of added) {
      const before = stored.get(keyOf(callId))?.lines ?? []
      const kept = [...before, ...lines].slice(-MAX_TRANSCRIPT_LINES)
      let size = JSON.stringify(kept).length
      while (size > MAX_STORED_CHARS && kept.length > 1) size -= JSON.stringify(kept.shift()).length + 1
      writes[keyOf(callId)] = { lines: kept, last: now }
    }
    await storage.put(writes)
    if ((await storage.getAlarm()) === null) await storage.setAlarm(now + TRANSCRIPT_TTL_MS)
  }

  /** Drops the transcripts of calls silent for 2 hours; runs again while any are kept. */
  async onAlarm() {
    const storage = this.ctx.storage
    const now = Date.now()
    const kept = await storage.list<StoredTranscript>({ prefix: PREFIX })
    const stale: string[] = []
    let next = Infinity
    for (const [key, t] of kept) {
      if (t.last + TRANSCRIPT_TTL_MS <= now) stale.push(key)
      else next = Math.min(next, t.last + TRANSCRIPT_TTL_MS)
    }
    if (stale.length) await storage.delete(stale)
    if (next !== Infinity) await storage.setAlarm(next)
  }
}
