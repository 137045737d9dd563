import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { getSystemInfo } from "../../services/system-info.service"
import { getSystemStatus } from "../../services/system-status.service"

export const systemRoutes = createRouter()
  .on(...tableRoute(ROUTE.system.status), async (c) =>
    c.json(
      await getSystemStatus(c.var.db, c.env, await c.var.settings(), { refresh: c.req.valid("query").refresh === "1" }),
      200
    )
  )
  // Settings → System Information: version, database size and totals.
  .on(...tableRoute(ROUTE.system.info), async (c) => c.json(await getSystemInfo(c.var.db), 200))
