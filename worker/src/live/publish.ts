import { getServerByName } from "partyserver"
import type { LiveEvent } from "../../../party/events"
import { ROOM_NAME } from "../../../party/events"
import type { LiveRoom } from "../../../party/live-room"
import type { Env } from "../env"

export const liveRoom = (env: Env) =>
  getServerByName(env.LiveRoom as unknown as DurableObjectNamespace<LiveRoom>, ROOM_NAME)

/** Push an event to every connected screen. Never throws: a missed push only delays a refresh. */
export async function publish(env: Env, event: LiveEvent) {
  try {
    const room = await liveRoom(env)
    await room.fetch("https://live-room/broadcast", {
      method: "POST",
      body: JSON.stringify(event),
    })
  } catch (err) {
    console.warn("live publish failed", err)
  }
}
