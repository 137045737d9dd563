import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { type CallVersions, callVersions } from "../../services/calls/calls-read.service"
import {
  dashboardStats,
  dashboardStatsWithVersion,
  recentCalls,
  recentCallsWithVersion,
  type StatsInput,
} from "../../services/dashboard.service"

const statsEtag = (v: CallVersions, input: StatsInput) => {
  const s = input.settings
  // The periods move without any write (a new hour moves last week's end; a new day, week or month
  // starts), and the quota and budgets are settings: all are part of the tag. Places spend is
  // written with the scraping job's step, so that table's version is too.
  const hour = Math.floor(input.now / 3_600_000)
  return `W/"${["stats", v.calls, v.campaigns, v.scrapingJobs, hour, input.timeZone, s.daily_call_quota, s.voice_monthly_budget, s.places_monthly_budget].join(".")}"`
}
const recentEtag = (v: CallVersions) => `W/"${["recent", v.calls, v.contacts, v.campaigns].join(".")}"`

/**
 * Polled every 5 s (stats) and 3 s (recent calls). A first load reads the versions and the data in
 * one D1 round trip; a re-poll reads the versions only and answers 304 or the body another poller
 * already rendered under the same versions (lib/polled-json.ts).
 */
export const dashboardRoutes = createRouter()
  .on(...tableRoute(ROUTE.dashboard.stats), async (c) => {
    // "Today", the weeks and the month are the operator's (the timezone setting); an API client may
    // name another zone.
    const settings = await c.var.settings()
    const input: StatsInput = { now: Date.now(), timeZone: c.req.valid("query").tz ?? settings.timezone, settings }
    const etag = (v: CallVersions) => statsEtag(v, input)
    return polledJson(c, {
      key: `dashboard:${etag({ calls: 0, campaigns: 0, scrapingJobs: 0, contacts: 0, callCount: 0 })}`,
      etag,
      version: () => callVersions(c.var.db),
      read: () => dashboardStats(c.var.db, input),
      readWithVersion: () => dashboardStatsWithVersion(c.var.db, input),
    })
  })
  .on(...tableRoute(ROUTE.dashboard.recentCalls), (c) =>
    polledJson(c, {
      key: "dashboard:recent-calls",
      etag: recentEtag,
      version: () => callVersions(c.var.db),
      read: () => recentCalls(c.var.db),
      readWithVersion: () => recentCallsWithVersion(c.var.db),
    })
  )
