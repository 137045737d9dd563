import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { toCampaignItem } from "../../services/campaigns/campaign-view"
import { assertHoursReach } from "../../services/campaigns/campaigns.service"
import { readUsage } from "../../services/scraping/maps-budget"
import {
  createScrapedCampaign,
  listScrapedContacts,
  scrapedGroups,
} from "../../services/scraping/scraped-contacts.service"
import {
  getScrapingJob,
  listScrapingJobs,
  startLeadSearch,
  stopAllScrapingJobs,
} from "../../services/scraping/scraping-jobs.service"
import { ROUTE } from "../../schemas/api-routes"

/** Lead search (SPEC §7 scraping endpoints): jobs run on the scrape queue, one request a step. */
export const scrapingRoutes = createRouter()
  .on(...tableRoute(ROUTE.scraping.start), async (c) => {
    const job = await startLeadSearch(c.var.ctx, c.req.valid("json"))
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
