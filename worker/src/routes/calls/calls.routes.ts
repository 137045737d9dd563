import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { bulkUpdateStatus, clearPending } from "../../services/calls/calls-admin.service"
import { callListVersion, getCallDetails, listCalls } from "../../services/calls/calls-read.service"
import { initiateCall } from "../../services/calls/initiate.service"
import { controlLiveCall, getLiveCall, listenToCall } from "../../services/calls/live-call.service"
import { readLiveTranscript } from "../../live/transcript"
import { simulateCallback } from "../../services/calls/simulate-callback"

export const callsRoutes = createRouter()
  .on(...tableRoute(ROUTE.calls.list), (c) => {
    const query = c.req.valid("query")
    return polledJson(c, {
      key: `calls:${JSON.stringify(query)}`,
      etag: (v) => `W/"calls.${v.calls}"`,
      version: () => callListVersion(c.var.db),
      read: (versions) => listCalls(c.var.db, query, versions),
    })
  })
  .on(...tableRoute(ROUTE.calls.initiate), async (c) => {
    const result = await initiateCall(c.var.ctx, c.req.valid("json"))
    if (result.state === "queued") return c.json(result, 202)
    return c.json(result, 201)
  })
  .on(...tableRoute(ROUTE.calls.bulkUpdateStatus), async (c) =>
    c.json(await bulkUpdateStatus(c.var.ctx, c.req.valid("json")), 200)
  )
  .on(...tableRoute(ROUTE.calls.clearPending), async (c) => c.json(await clearPending(c.var.ctx), 200))
  .on(...tableRoute(ROUTE.calls.simulateCallback), async (c) =>
    c.json(await simulateCallback(c.var.ctx, c.req.valid("json").contactId), 201)
  )
  .on(...tableRoute(ROUTE.calls.get), async (c) => c.json(await getCallDetails(c.var.db, c.req.valid("param").id), 200))
  // The live call (issue 36): its lines so far, Listen and control; the lines come from the live room.
  .on(...tableRoute(ROUTE.calls.live), async (c) =>
    c.json(await getLiveCall(c.var.ctx, c.req.valid("param").id, (id) => readLiveTranscript(c.env, id)), 200)
  )
  .on(...tableRoute(ROUTE.calls.control), async (c) =>
    c.json(await controlLiveCall(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200)
  )
  .on(...tableRoute(ROUTE.calls.listen), async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket." } }, 426)
    }
    return listenToCall(c.var.ctx, c.req.valid("param").id, c.req.raw)
  })
