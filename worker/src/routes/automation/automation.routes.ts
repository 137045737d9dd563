import { US_STATES } from "../../data/us-states"
import { createRouter } from "../../lib/create-app"
import { notFound } from "../../lib/errors"
import { tableRoute } from "../../lib/table-route"
import { requireProvider } from "../../providers"
import { runModeOf } from "../../providers/provider-mode"
import { ROUTE } from "../../schemas/api-routes"
import { citySuggestions } from "../../services/automation/city-suggestions"
import { launchCityCampaign } from "../../services/automation/run-launch"
import { assertHoursReach } from "../../services/campaigns/campaigns.service"
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
    const { places } = await c.var.providers()
    // Refuses with the 409 places_not_configured before storing anything when there is no provider.
    requireProvider(places)
    const body = c.req.valid("json")
    if (body.callingHours) assertHoursReach(body.callingHours, (await c.var.settings()).callee_hours_only)
    const launched = await launchCityCampaign(c.var.ctx, body, runModeOf(places))
    return c.json(launched, 202)
  })
  .on(...tableRoute(ROUTE.automation.latestRun), async (c) => c.json({ run: await latestRunView(c.var.db) }, 200))
