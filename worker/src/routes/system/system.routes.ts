import { createRouter } from "../../lib/create-app"
import { getSystemInfo } from "../../services/system-info.service"
import { getSystemStatus } from "../../services/system-status.service"

export const systemRoutes = createRouter()
  .get("/status", async (c) => c.json(await getSystemStatus(c.var.db, c.env, await c.var.settings()), 200))
  // Settings → System Information: version, database size and totals.
  .get("/info", async (c) => c.json(await getSystemInfo(c.var.db), 200))
