import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { operatorAnalytics } from "../../services/analytics/analytics.service"

/** The Analytics page: one answer per period and filter set, in the operator's time zone. */
export const analyticsRoutes = createRouter().on(...tableRoute(ROUTE.analytics.summary), async (c) => {
  return c.json(await operatorAnalytics(c.var.ctx, c.req.valid("query")), 200)
})
