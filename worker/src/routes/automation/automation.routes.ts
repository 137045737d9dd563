import { z } from "zod"
import { US_STATES } from "../../data/us-states"
import { createRouter } from "../../lib/create-app"
import { notFound } from "../../lib/errors"
import { validate } from "../../lib/validate"
import { requireProvider } from "../../providers"
import { runModeOf } from "../../providers/provider-mode"
import { launchCityCampaignSchema } from "../../schemas/automation"
import { citySuggestions } from "../../services/automation/city-suggestions"
import { launchCityCampaign } from "../../services/automation/run-launch"
import { latestRunView } from "../../services/automation/run-view"

const stateParam = z.object({ state: z.string().max(40, "Unknown state") })

/** AI Automation (SPEC §7 automation endpoints): the city picker's data and the city-wide run. */
export const automationRoutes = createRouter()
  .get("/states", (c) => c.json({ states: US_STATES.map(({ code, name }) => ({ code, name })) }, 200))
  .get("/cities/:state", validate("param", stateParam), (c) => {
    const cities = citySuggestions(c.req.valid("param").state)
    if (!cities) throw notFound("State")
    return c.json(cities, 200)
  })
  .post("/launch-city-campaign", validate("json", launchCityCampaignSchema), async (c) => {
    const { places } = await c.var.providers()
    // Refuses with the 409 places_not_configured before storing anything when there is no provider.
    requireProvider(places)
    const launched = await launchCityCampaign(c.var.ctx, c.req.valid("json"), runModeOf(places))
    return c.json(launched, 202)
  })
  .get("/runs/latest", async (c) => c.json({ run: await latestRunView(c.var.db) }, 200))
