import { US_STATES } from "../../data/us-states"
import { createRouter } from "../../lib/create-app"
import { notFound } from "../../lib/errors"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { citySuggestions } from "../../services/automation/city-suggestions"
import { launchWithProvider } from "../../services/automation/run-launch"
import { latestRunView } from "../../services/automation/run-view"

/** AI Automation (SPEC §7 automation endpoints): the city picker's data and the city-wide run. */
export const automationRoutes = createRouter()
  .on(...tableRoute(ROUTE.automation.states), (c) =>
    c.json({ states: US_STATES.map(({ code, name }) => ({ code, name })) }, 200)
  )
  .on(...tableRoute(ROUTE.automation.cities), (c) => {
    const cities = citySuggestions(c.req.valid("param").state)
    if (!cities) throw notFound("State")
    return c.json(cities, 200)
  })
  .on(...tableRoute(ROUTE.automation.launch), async (c) => {
    return c.json(await launchWithProvider(c.var.ctx, c.req.valid("json")), 202)
  })
  .on(...tableRoute(ROUTE.automation.latestRun), async (c) => c.json({ run: await latestRunView(c.var.db) }, 200))
