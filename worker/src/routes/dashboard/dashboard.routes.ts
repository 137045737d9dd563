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
  todayStartHour,
} from "../../services/dashboard.service"

const statsEtag = (v: CallVersions, sinceHour: number) =>
  // "Today" starts anew at midnight without any write, so its first hour is part of the tag.
  `W/"${["stats", v.calls, v.campaigns, sinceHour].join(".")}"`
const recentEtag = (v: CallVersions) => `W/"${["recent", v.calls, v.contacts, v.campaigns].join(".")}"`

/**
 * Polled every 5 s (stats) and 3 s (recent calls). A first load reads the versions and the data in
 * one D1 round trip; a re-poll reads the versions only and answers 304 or the body another poller
 * already rendered under the same versions (lib/polled-json.ts).
 */
export const dashboardRoutes = createRouter()
  .on(...tableRoute(ROUTE.dashboard.stats), async (c) => {
    // "Today" is the operator's day (the timezone setting); an API client may name another zone.
    const tz = c.req.valid("query").tz ?? (await c.var.settings()).timezone
    const sinceHour = todayStartHour(new Date(), tz)
    return polledJson(c, {
      key: `dashboard:stats:${sinceHour}`,
      etag: (v) => statsEtag(v, sinceHour),
      version: () => callVersions(c.var.db),
      read: () => dashboardStats(c.var.db, sinceHour),
      readWithVersion: () => dashboardStatsWithVersion(c.var.db, sinceHour),
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
