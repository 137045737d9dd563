import { Server } from "partyserver"

/**
 * The single operator's live room. Browsers connect through /ws (the worker authenticates first);
 * the worker publishes by POSTing an event to the room, which fans it out to every socket.
 */
export class LiveRoom extends Server {
  static options = { hibernate: true }

  async onRequest(request: Request) {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 })
    this.broadcast(await request.text())
    return new Response(null, { status: 204 })
  }
}
