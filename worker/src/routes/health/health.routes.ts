import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"

export const healthRoutes = createRouter().on(...tableRoute(ROUTE.health.check), (c) => c.json({ ok: true }, 200))
