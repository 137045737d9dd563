import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { addToDnc, importDnc, listDnc, removeFromDnc } from "../../services/dnc/dnc.service"

/** The do-not-call list. Adding numbers skips them in every campaign at once. */
export const dncRoutes = createRouter()
  .on(...tableRoute(ROUTE.dnc.list), async (c) => c.json(await listDnc(c.var.db, c.req.valid("query")), 200))
  .on(...tableRoute(ROUTE.dnc.add), async (c) => {
    const { entry, created } = await addToDnc(c.var.db, c.req.valid("json"))
    if (created) c.var.ctx.events.emit({ type: "campaign_updated" })
    return c.json({ entry, created }, created ? 201 : 200)
  })
  .on(...tableRoute(ROUTE.dnc.import), async (c) => {
    const { phones, reason } = c.req.valid("json")
    const result = await importDnc(c.var.db, phones, reason)
    if (result.added) c.var.ctx.events.emit({ type: "campaign_updated" })
    return c.json(result, 200)
  })
  .on(...tableRoute(ROUTE.dnc.remove), async (c) =>
    c.json(await removeFromDnc(c.var.db, c.req.valid("param").phone), 200)
  )
