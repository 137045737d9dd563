import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { requireProvider } from "../../providers"
import { runModeOf } from "../../providers/provider-mode"
import { toCampaignItem } from "../../services/campaigns/campaign-view"
import { assertHoursReach } from "../../services/campaigns/campaigns.service"
import { assertKnownLocation } from "../../services/scraping/known-location"
import { readUsage } from "../../services/scraping/maps-budget"
import {
  createScrapedCampaign,
  listScrapedContacts,
  scrapedGroups,
} from "../../services/scraping/scraped-contacts.service"
import {
  getScrapingJob,
  listScrapingJobs,
  startScrapingJob,
  stopAllScrapingJobs,
} from "../../services/scraping/scraping-jobs.service"
import { ROUTE } from "../../schemas/api-routes"

/** Lead search (SPEC §7 scraping endpoints): jobs run on the scrape queue, one request a step. */
export const scrapingRoutes = createRouter()
  .on(...tableRoute(ROUTE.scraping.start), async (c) => {
    const { places } = await c.var.providers()
    // Refuses with the 409 places_not_configured before storing anything when there is no provider.
    requireProvider(places)
    const body = c.req.valid("json")
    // An unknown location is refused now, not one billed lookup and a failed job later.
    assertKnownLocation(body.location, runModeOf(places))
    const job = await startScrapingJob(c.var.ctx, body, runModeOf(places))
    return c.json({ job }, 201)
  })
  .on(...tableRoute(ROUTE.scraping.jobs), async (c) =>
    c.json(await listScrapingJobs(c.var.db, c.req.valid("query")), 200)
  )
  .on(...tableRoute(ROUTE.scraping.job), async (c) =>
    c.json({ job: await getScrapingJob(c.var.db, c.req.valid("param").id) }, 200)
  )
  .on(...tableRoute(ROUTE.scraping.cleanup), async (c) => c.json(await stopAllScrapingJobs(c.var.ctx), 200))
  .on(...tableRoute(ROUTE.scraping.usage), async (c) => {
    const settings = await c.var.settings()
    const { places } = await c.var.providers()
    const provider = places.mode === "not_configured" ? "none" : places.provider.kind
    const usage = await readUsage(c.var.db, Date.now(), {
      perHour: settings.maps_queries_per_hour,
      timeZone: settings.timezone,
      provider,
    })
    return c.json(usage, 200)
  })
  .on(...tableRoute(ROUTE.scraping.contacts), async (c) =>
    c.json(await listScrapedContacts(c.var.db, c.req.valid("query")), 200)
  )
  .on(...tableRoute(ROUTE.scraping.groups), async (c) => c.json({ groups: await scrapedGroups(c.var.db) }, 200))
  .on(...tableRoute(ROUTE.scraping.campaign), async (c) => {
    const settings = await c.var.settings()
    const body = c.req.valid("json")
    assertHoursReach(body, settings.callee_hours_only)
    const row = await createScrapedCampaign(c.var.db, body, settings.timezone)
    c.var.ctx.events.emit({ type: "campaign_updated", campaignId: row.id })
    return c.json({ campaign: toCampaignItem(row) }, 201)
  })
