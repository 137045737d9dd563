import type { LiveEvent } from "../../../party/events"
import { ROOM_NAME } from "../../../party/events"
import type { Env } from "../env"

/**
 * The room's stub without partyserver's getServerByName, which spends a round trip on setName
 * first: the id comes from idFromName, so the room knows its name (ctx.id.name), and the
 * x-partykit-room header is partyserver's fallback for runtimes that do not pass it.
 */
const roomStub = (env: Pick<Env, "LiveRoom">) => env.LiveRoom.get(env.LiveRoom.idFromName(ROOM_NAME))

/** Hands a /ws upgrade to the room. */
export function connectLiveRoom(env: Pick<Env, "LiveRoom">, request: Request) {
  const forwarded = new Request(request)
  forwarded.headers.set("x-partykit-room", ROOM_NAME)
  return roomStub(env).fetch(forwarded)
}

/**
 * Sends one unit of work's events to every connected screen in one Durable Object round trip.
 * Only the boundaries call it (context/unit.ts); services emit through ctx.events. Never throws:
 * a missed push only delays a refresh.
 */
export async function sendLiveEvents(env: Pick<Env, "LiveRoom">, events: readonly LiveEvent[]) {
  if (!events.length) return
  try {
    await roomStub(env).fetch("https://live-room/broadcast", {
      method: "POST",
      headers: { "x-partykit-room": ROOM_NAME },
      body: JSON.stringify(events),
    })
  } catch (err) {
    console.warn("live publish failed", err)
  }
}
