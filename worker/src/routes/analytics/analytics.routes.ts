import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { operatorAnalytics } from "../../services/analytics/analytics.service"
import { primeSettings } from "../../settings/load-settings"

/** The Analytics page: one answer per period and filter set, in the operator's time zone. */
export const analyticsRoutes = createRouter().on(...tableRoute(ROUTE.analytics.summary), async (c) => {
  const { ctx } = c.var
  const { settings, answer } = await operatorAnalytics(c.var.db, c.env, c.req.valid("query"), ctx.clock.now())
  primeSettings(c.var.settings, settings)
  return c.json(answer, 200)
})
