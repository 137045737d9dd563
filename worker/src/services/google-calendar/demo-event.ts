/** A demo call as the event the operator's calendar shows: the feed's text, 30 minutes, in the demo's zone. */
import type { DemoEvent } from "../../providers/calendar/calendar-provider"
import { type DemoRow, toCalendarEvent } from "../calendar/demo-events.service"
import { DEMO_MINUTES } from "../../schemas/calendar"
import { demoCallUrl, demoDescription } from "../calendar/ical"

export function demoEvent(row: DemoRow, operatorZone: string, appUrl: string | null): DemoEvent {
  const demo = { ...toCalendarEvent(row, operatorZone), updatedAt: row.updated_at }
  // Without a known address (a calendar saved before it was recorded) the text says so instead of a dead link.
  const description = appUrl
    ? demoDescription(demo, appUrl)
    : demoDescription(demo, "").replace(/\n\nThe call: .*$/, "\n\nThe call: open Call History in ColdCaller.")
  return {
    title: `Demo: ${demo.businessName}`,
    description,
    location: demo.address || null,
    start: new Date(row.demo_date),
    end: new Date(row.demo_date + DEMO_MINUTES * 60_000),
    timeZone: demo.timeZone,
    callId: row.id,
    callUrl: appUrl ? demoCallUrl(demo, appUrl) : null,
  }
}
