import type { Context } from "hono"
import type { AppEnv } from "../../app-env"
import { createRouter } from "../../lib/create-app"
import { requestSetup } from "../../lib/request-setup"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { getSystemInfo } from "../../services/system-info.service"
import { getSystemStatus } from "../../services/system-status.service"
import { dismissSetupChecklist, type SetupContext, setupChecklist } from "../../services/system/setup-checklist.service"

const setupContext = (c: Context<AppEnv>): Promise<SetupContext> => requestSetup(c)

export const systemRoutes = createRouter()
  // ?refresh=1 (the Refresh buttons) asks every provider again instead of answering the cached checks.
  .on(...tableRoute(ROUTE.system.status), async (c) =>
    c.json(await getSystemStatus(c.var.ctx, { refresh: c.req.valid("query").refresh === "1" }), 200)
  )
  // Settings → System Information: version, database size and totals.
  .on(...tableRoute(ROUTE.system.info), async (c) => c.json(await getSystemInfo(c.var.db), 200))
  // The dashboard's setup checklist, and hiding it once every required step is done.
  .on(...tableRoute(ROUTE.system.setup), async (c) =>
    c.json(await setupChecklist(await setupContext(c), { refresh: c.req.valid("query").refresh === "1" }), 200)
  )
  .on(...tableRoute(ROUTE.system.dismissSetup), async (c) =>
    c.json(await dismissSetupChecklist(await setupContext(c)), 200)
  )
