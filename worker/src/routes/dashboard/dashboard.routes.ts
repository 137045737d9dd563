import { createRouter } from "../../lib/create-app"
import { etagHeaders, etagMatches } from "../../lib/etag"
import { validate } from "../../lib/validate"
import { dashboardQuerySchema } from "../../schemas/calls"
import { callVersionsWith, toCallItem } from "../../services/calls/calls-read.service"
import { buildStatsSql, RECENT_CALLS_SQL } from "../../services/calls/calls-sql"
import {
  DEFAULT_TIME_ZONE,
  type StatsRow,
  todayStartHour,
  toDashboardStats,
} from "../../services/dashboard.service"

/**
 * Polled every 5 s (stats) and 3 s (recent calls). The versions and the data are read in one D1
 * round trip (both statements are cheap), so unchanged data is a 304 and changed data a 200 after
 * that single round trip.
 */
export const dashboardRoutes = createRouter()
  .get("/stats", validate("query", dashboardQuerySchema), async (c) => {
    const sinceHour = todayStartHour(new Date(), c.req.valid("query").tz ?? DEFAULT_TIME_ZONE)
    const [v, [row]] = await callVersionsWith<StatsRow>(c.var.db, buildStatsSql(sinceHour))
    // "Today" starts anew at midnight without any write, so its first hour is part of the tag.
    const etag = `W/"${["stats", v.calls, v.campaigns, sinceHour].join(".")}"`
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, etagHeaders(etag))
    return c.json(toDashboardStats(row), 200, etagHeaders(etag))
  })
  .get("/recent-calls", async (c) => {
    const [v, rows] = await callVersionsWith(c.var.db, RECENT_CALLS_SQL)
    const etag = `W/"${["recent", v.calls, v.contacts, v.campaigns].join(".")}"`
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, etagHeaders(etag))
    return c.json(rows.map(toCallItem), 200, etagHeaders(etag))
  })
