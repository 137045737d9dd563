import { z } from "zod"
import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { validate } from "../../lib/validate"
import { bulkUpdateStatusSchema, callListQuerySchema, initiateCallSchema } from "../../schemas/calls"
import { bulkUpdateStatus, clearPending } from "../../services/calls/calls-admin.service"
import { callVersions, getCallDetails, listCalls } from "../../services/calls/calls-read.service"
import { initiateCall } from "../../services/calls/initiate.service"

const idParam = z.object({ id: z.coerce.number().int().positive() })

export const callsRoutes = createRouter()
  .get("/", validate("query", callListQuerySchema), (c) => {
    const query = c.req.valid("query")
    return polledJson(c, {
      key: `calls:${JSON.stringify(query)}`,
      etag: (v) => `W/"${["calls", v.calls, v.contacts, v.campaigns].join(".")}"`,
      version: () => callVersions(c.var.db),
      read: (versions) => listCalls(c.var.db, query, versions),
    })
  })
  .post("/vapi/initiate", validate("json", initiateCallSchema), async (c) => {
    const result = await initiateCall(c.var.ctx, c.req.valid("json"))
    if (result.state === "queued") return c.json(result, 202)
    return c.json(result, 201)
  })
  .post("/bulk-update-status", validate("json", bulkUpdateStatusSchema), async (c) =>
    c.json(await bulkUpdateStatus(c.var.ctx, c.req.valid("json")), 200)
  )
  .post("/clear-pending", async (c) => c.json(await clearPending(c.var.ctx), 200))
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await getCallDetails(c.var.db, c.req.valid("param").id), 200)
  )
