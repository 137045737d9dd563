import { createRouter } from "../../lib/create-app"
import { polledJson } from "../../lib/polled-json"
import { validate } from "../../lib/validate"
import { dashboardQuerySchema } from "../../schemas/calls"
import {
  type CallVersions,
  callVersions,
  callVersionsWith,
  runSql,
  toCallItem,
} from "../../services/calls/calls-read.service"
import { buildStatsSql, RECENT_CALLS_SQL } from "../../services/calls/calls-sql"
import {
  DEFAULT_TIME_ZONE,
  type StatsRow,
  todayStartHour,
  toDashboardStats,
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
  .get("/stats", validate("query", dashboardQuerySchema), (c) => {
    const sinceHour = todayStartHour(new Date(), c.req.valid("query").tz ?? DEFAULT_TIME_ZONE)
    const sql = buildStatsSql(sinceHour)
    return polledJson(c, {
      key: `dashboard:stats:${sinceHour}`,
      etag: (v) => statsEtag(v, sinceHour),
      version: () => callVersions(c.var.db),
      read: async () => toDashboardStats((await runSql<StatsRow>(c.var.db, sql))[0]),
      readWithVersion: async () => {
        const [version, [row]] = await callVersionsWith<StatsRow>(c.var.db, sql)
        return { version, data: toDashboardStats(row) }
      },
    })
  })
  .get("/recent-calls", (c) =>
    polledJson(c, {
      key: "dashboard:recent-calls",
      etag: recentEtag,
      version: () => callVersions(c.var.db),
      read: async () => (await runSql(c.var.db, RECENT_CALLS_SQL)).map(toCallItem),
      readWithVersion: async () => {
        const [version, rows] = await callVersionsWith(c.var.db, RECENT_CALLS_SQL)
        return { version, data: rows.map(toCallItem) }
      },
    })
  )
