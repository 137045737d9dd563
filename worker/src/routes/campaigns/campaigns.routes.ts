import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { createCampaign } from "../../services/campaigns/campaign-create"
import { toCampaignItem } from "../../services/campaigns/campaign-view"
import {
  campaignsVersion,
  deleteCampaign,
  getCampaign,
  listCampaignContacts,
  listCampaigns,
  assertHoursReach,
  rescheduleCampaign,
  resumeQueuedCalls,
  setCampaignHours,
  setCampaignStatus,
} from "../../services/campaigns/campaigns.service"
import { explainCampaigns } from "../../services/campaigns/campaign-waiting"
import { getStatusPanel } from "../../services/campaigns/status-panel.service"

export const campaignsRoutes = createRouter()
  // Polled every 5 s (SPEC §9): a 304 costs one point read of the campaigns version counter. A
  // window-paused campaign's resumesAt only changes when the cron resumes it, which bumps the version.
  // A page holds counts, never the selected ids (GET /:id/contacts pages those).
  .on(...tableRoute(ROUTE.campaigns.list), (c) => {
    const page = c.req.valid("query")
    const paging = `${page.page}.${page.pageSize}`
    return polledJson(c, {
      key: `campaigns:${paging}`,
      etag: (version) => `W/"campaigns.${version}.${paging}"`,
      version: () => campaignsVersion(c.var.db),
      read: async () => {
        const now = Date.now()
        return (await listCampaigns(c.var.db, page)).map((r) => toCampaignItem(r, now))
      },
    })
  })
  .on(...tableRoute(ROUTE.campaigns.status), async (c) =>
    c.json(await getStatusPanel(c.var.db, c.req.valid("query").tz ?? (await c.var.settings()).timezone), 200)
  )
  // Before /:id. Not cached: the answer moves with the clock (windows open, retries come due).
  .on(...tableRoute(ROUTE.campaigns.waiting), async (c) => c.json(await explainCampaigns(c.var.ctx), 200))
  .on(...tableRoute(ROUTE.campaigns.create), async (c) => {
    const body = c.req.valid("json")
    assertHoursReach(body, (await c.var.settings()).callee_hours_only)
    const row = await createCampaign(c.var.db, body)
    c.var.ctx.events.emit({ type: "campaign_updated", campaignId: row.id })
    return c.json(toCampaignItem(row), 201)
  })
  .on(...tableRoute(ROUTE.campaigns.resumeQueued), async (c) => {
    const result = await resumeQueuedCalls(c.var.ctx)
    if (result.resumedCount) c.var.ctx.events.emit({ type: "call_updated", status: "queued" })
    return c.json(result, 200)
  })
  .on(...tableRoute(ROUTE.campaigns.get), async (c) =>
    c.json(toCampaignItem(await getCampaign(c.var.db, c.req.valid("param").id)), 200)
  )
  .on(...tableRoute(ROUTE.campaigns.contacts), async (c) =>
    c.json(await listCampaignContacts(c.var.db, c.req.valid("param").id, c.req.valid("query")), 200)
  )
  .on(...tableRoute(ROUTE.campaigns.update), async (c) => {
    const { id } = c.req.valid("param")
    const body = c.req.valid("json")
    const row = body.status
      ? await setCampaignStatus(c.var.db, id, body.status)
      : await rescheduleCampaign(c.var.db, id, body.scheduledStart!)
    c.var.ctx.events.emit({ type: "campaign_updated", campaignId: id })
    return c.json(toCampaignItem(row), 200)
  })
  .on(...tableRoute(ROUTE.campaigns.hours), async (c) => {
    const { id } = c.req.valid("param")
    const settings = await c.var.settings()
    const row = await setCampaignHours(c.var.db, id, c.req.valid("json"), settings.callee_hours_only)
    c.var.ctx.events.emit({ type: "campaign_updated", campaignId: id })
    return c.json(toCampaignItem(row), 200)
  })
  .on(...tableRoute(ROUTE.campaigns.remove), async (c) => {
    const { id } = c.req.valid("param")
    const result = await deleteCampaign(c.var.db, id)
    c.var.ctx.events.emit({ type: "campaign_updated", campaignId: id })
    if (result.cancelledCalls) c.var.ctx.events.emit({ type: "call_updated", status: "cancelled" })
    return c.json(result, 200)
  })
