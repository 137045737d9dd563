import { createRouter } from "../../lib/create-app"
import { notFound } from "../../lib/errors"
import { polledJson } from "../../lib/polled-json"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { cancelDemo } from "../../services/calendar/cancel-demo.service"
import { markDemoOutcome, rescheduleDemo } from "../../services/calendar/demo-actions.service"
import {
  calendarEvents,
  defaultRange,
  type DemoRow,
  demoById,
  feedDemos,
  isShownDemo,
  toCalendarEvent,
} from "../../services/calendar/demo-events.service"
import { feedToken, feedUrl, isFeedToken, rotateFeedToken } from "../../services/calendar/feed-token.service"
import { calendarStream, type IcalDemo } from "../../services/calendar/ical"
import { callVersions } from "../../services/calls/calls-read.service"
import {
  googleCalendarStatus,
  sandboxCalendar,
  saveGoogleCalendar,
} from "../../services/google-calendar/google-calendar.service"

const icsHeaders = (filename?: string) => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Cache-Control": "no-store",
  ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
})

const originOf = (url: string) => new URL(url).origin
const toIcal = (r: DemoRow, zone: string): IcalDemo => ({ ...toCalendarEvent(r, zone), updatedAt: r.updated_at })

/** The Demo Calendar (SPEC §7 calendar endpoints) and its iCalendar feed. */
export const calendarRoutes = createRouter()
  .on(...tableRoute(ROUTE.calendar.events), async (c) => {
    const q = c.req.valid("query")
    const now = Date.now()
    const range = q.from && q.to ? { from: Date.parse(q.from), to: Date.parse(q.to) } : defaultRange(now)
    const zone = (await c.var.settings()).timezone
    // Upcoming vs past moves with the clock: the ETag changes each minute even without writes.
    const minute = Math.floor(now / 60_000)
    return polledJson(c, {
      key: `calendar:${range.from}:${range.to}:${zone}:${minute}`,
      etag: (v) => `W/"${["cal", v.calls, v.contacts, v.campaigns, minute, range.from, range.to].join(".")}"`,
      version: () => callVersions(c.var.db),
      read: () => calendarEvents(c.var.db, range, now, zone),
    })
  })
  .on(...tableRoute(ROUTE.calendar.cancelDemo), async (c) => {
    const { id } = c.req.valid("param")
    await cancelDemo(c.var.ctx, id)
    return c.json({ ok: true }, 200)
  })
  .on(...tableRoute(ROUTE.calendar.rescheduleDemo), async (c) => {
    const { id } = c.req.valid("param")
    const { dateTime, timeZone } = c.req.valid("json")
    return c.json(await rescheduleDemo(c.var.ctx, id, dateTime, timeZone), 200)
  })
  .on(...tableRoute(ROUTE.calendar.demoOutcome), async (c) => {
    const { id } = c.req.valid("param")
    return c.json(await markDemoOutcome(c.var.ctx, id, c.req.valid("json").outcome), 200)
  })
  .on(...tableRoute(ROUTE.calendar.demoFile), async (c) => {
    const match = /^(\d{1,15})\.ics$/.exec(c.req.valid("param").file)
    if (!match) throw notFound("Demo")
    const query = demoById(Number(match[1]))
    const row = await c.var.db.port.first<DemoRow>(query.sql, query.params)
    if (!row || !isShownDemo(row)) throw notFound("Demo")
    const demo = toIcal(row, (await c.var.settings()).timezone)
    const name = demo.businessName.replace(/[^\w.-]+/g, "-").slice(0, 60) || "demo"
    return c.body(calendarStream([demo], originOf(c.req.url)), 200, icsHeaders(`demo-${name}.ics`))
  })
  .on(...tableRoute(ROUTE.calendar.feed), async (c) =>
    c.json({ url: feedUrl(originOf(c.req.url), await feedToken(c.var.db)) }, 200)
  )
  .on(...tableRoute(ROUTE.calendar.rotateFeed), async (c) =>
    c.json({ url: feedUrl(originOf(c.req.url), await rotateFeedToken(c.var.db)) }, 200)
  )
  .on(...tableRoute(ROUTE.calendar.google), async (c) =>
    c.json(await googleCalendarStatus(c.var.db, await c.var.providers()), 200)
  )
  .on(...tableRoute(ROUTE.calendar.saveGoogle), async (c) =>
    c.json(await saveGoogleCalendar(c.var.ctx, c.req.valid("json"), originOf(c.req.url)), 200)
  )
  .on(...tableRoute(ROUTE.calendar.googleSandbox), async (c) =>
    c.json(await sandboxCalendar(c.var.db, await c.var.providers(), Date.now()), 200)
  )
  // No session: the secret in the URL is the credential (access.ts lets this path through).
  .on(...tableRoute(ROUTE.calendar.feedFile), async (c) => {
    const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(c.req.valid("param").file)
    if (!match || !(await isFeedToken(c.var.db, match[1]!))) throw notFound("Calendar feed")
    const rows = await feedDemos(c.var.db, Date.now())
    const zone = (await c.var.settings()).timezone
    return c.body(
      calendarStream(
        rows.map((r) => toIcal(r, zone)),
        originOf(c.req.url)
      ),
      200,
      icsHeaders()
    )
  })
