import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { bulkUpdateStatus, clearPending } from "../../services/calls/calls-admin.service"
import { callListVersion, getCallDetails, listCalls } from "../../services/calls/calls-read.service"
import { initiateCall } from "../../services/calls/initiate.service"
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
