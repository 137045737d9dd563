import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { analyticsSummary } from "../../services/analytics/analytics.service"

/** The Analytics page: one answer per period and filter set, in the operator's time zone. */
export const analyticsRoutes = createRouter().on(...tableRoute(ROUTE.analytics.summary), async (c) => {
  const { ctx } = c.var
  const zone = (await c.var.settings()).timezone
  return c.json(await analyticsSummary(c.var.db, c.req.valid("query"), ctx.clock.now(), zone), 200)
})
