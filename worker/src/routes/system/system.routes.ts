import { createRouter } from "../../lib/create-app"
import { getSystemStatus } from "../../services/system-status.service"

export const systemRoutes = createRouter().get("/status", async (c) =>
  c.json(await getSystemStatus(c.var.db, c.env, await c.var.settings()), 200)
)
