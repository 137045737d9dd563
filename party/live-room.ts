import { Server } from "partyserver"

/**
 * The single operator's live room. Browsers connect through /ws (the worker authenticates first);
 * the worker publishes by POSTing the events of one unit of work as a JSON array (one round trip),
 * which the room fans out to every socket, one message per event, in order.
 */
export class LiveRoom extends Server {
  static options = { hibernate: true }

  async onRequest(request: Request) {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 })
    const body: unknown = JSON.parse(await request.text())
    // A single object is still accepted: a worker of the previous deploy may publish during a rollout.
    for (const event of Array.isArray(body) ? body : [body]) this.broadcast(JSON.stringify(event))
    return new Response(null, { status: 204 })
  }
}
