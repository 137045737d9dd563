import { z } from "zod"
import { createRouter } from "../../lib/create-app"
import { etagHeaders, etagMatches } from "../../lib/etag"
import { validate } from "../../lib/validate"
import { loadProviders } from "../../providers"
import { bulkUpdateStatusSchema, callListQuerySchema, initiateCallSchema } from "../../schemas/calls"
import { bulkUpdateStatus, clearPending } from "../../services/calls/calls-admin.service"
import { callVersions, getCallDetails, listCalls } from "../../services/calls/calls-read.service"
import { initiateCall } from "../../services/calls/initiate.service"

const idParam = z.object({ id: z.coerce.number().int().positive() })

export const callsRoutes = createRouter()
  .get("/", validate("query", callListQuerySchema), async (c) => {
    const versions = await callVersions(c.var.db)
    const etag = `W/"${["calls", versions.calls, versions.contacts, versions.campaigns].join(".")}"`
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, etagHeaders(etag))
    const page = await listCalls(c.var.db, c.req.valid("query"), versions)
    return c.json(page, 200, etagHeaders(etag))
  })
  .post("/vapi/initiate", validate("json", initiateCallSchema), async (c) => {
    const providers = await loadProviders(c.var.db, c.env)
    const result = await initiateCall(c.var.db, c.env, providers, c.req.valid("json"))
    if (result.state === "queued") return c.json(result, 202)
    return c.json(result, 201)
  })
  .post("/bulk-update-status", validate("json", bulkUpdateStatusSchema), async (c) =>
    c.json(await bulkUpdateStatus(c.var.db, c.env, c.req.valid("json")), 200)
  )
  .post("/clear-pending", async (c) => c.json(await clearPending(c.var.db, c.env), 200))
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await getCallDetails(c.var.db, c.req.valid("param").id), 200)
  )
