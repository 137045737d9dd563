import type { TranscriptLine } from "../../../party/events"
import { ROOM_NAME } from "../../../party/events"
import type { Env } from "../env"

/**
 * The lines of a live call the room kept (party/live-room.ts), for a screen opened mid-call
 * (GET /api/calls/:id/live). A read: publishing stays with the boundaries (./publish.ts). Empty when
 * the room is unreachable: the screen still gets every line from now on.
 */
export async function readLiveTranscript(env: Pick<Env, "LiveRoom">, callId: number): Promise<TranscriptLine[]> {
  try {
    const room = env.LiveRoom.get(env.LiveRoom.idFromName(ROOM_NAME))
    const res = await room.fetch(`https://live-room/transcript?callId=${callId}`, {
      headers: { "x-partykit-room": ROOM_NAME },
    })
    if (!res.ok) return []
    const body = (await res.json()) as { lines?: TranscriptLine[] }
    return Array.isArray(body.lines) ? body.lines : []
  } catch (err) {
    console.warn("live transcript read failed", err)
    return []
  }
}
