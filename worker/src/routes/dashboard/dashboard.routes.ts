import { createRouter } from "../../lib/create-app"
import { etagHeaders, etagMatches } from "../../lib/etag"
import { validate } from "../../lib/validate"
import { dashboardQuerySchema } from "../../schemas/calls"
import { callVersions, recentCalls } from "../../services/calls/calls-read.service"
import { DEFAULT_TIME_ZONE, dashboardStats, todayStartHour } from "../../services/dashboard.service"

/** Polled every 5 s (stats) and 3 s (recent calls): unchanged data is a 304 after one point read. */
export const dashboardRoutes = createRouter()
  .get("/stats", validate("query", dashboardQuerySchema), async (c) => {
    const sinceHour = todayStartHour(new Date(), c.req.valid("query").tz ?? DEFAULT_TIME_ZONE)
    const v = await callVersions(c.var.db)
    // "Today" starts anew at midnight without any write, so its first hour is part of the tag.
    const etag = `W/"${["stats", v.calls, v.campaigns, sinceHour].join(".")}"`
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, etagHeaders(etag))
    return c.json(await dashboardStats(c.var.db, sinceHour), 200, etagHeaders(etag))
  })
  .get("/recent-calls", async (c) => {
    const v = await callVersions(c.var.db)
    const etag = `W/"${["recent", v.calls, v.contacts, v.campaigns].join(".")}"`
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, etagHeaders(etag))
    return c.json(await recentCalls(c.var.db), 200, etagHeaders(etag))
  })
