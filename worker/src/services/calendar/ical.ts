/**
 * Demos as iCalendar (RFC 5545), written by ical-generator (escaping, 75-octet line folding, UTC
 * times): the subscription feed and the per-demo .ics download. One VEVENT per demo with a UID that
 * never changes (the call id), DTSTAMP from the call's last change, DTSTART/DTEND in UTC.
 */
import ical, { ICalEventStatus } from "ical-generator"
import { type CalendarEvent, DEMO_MINUTES } from "../../schemas/calendar"
import { formatPhoneDisplay } from "../../schemas/phone"

export const demoUid = (id: number) => `demo-${id}@coldcaller`

export interface IcalDemo extends CalendarEvent {
  /** When the call last changed (ms): the event's DTSTAMP. */
  updatedAt: number
}

function description(demo: IcalDemo, origin: string) {
  const lines = [
    `Phone: ${demo.phone ? formatPhoneDisplay(demo.phone) : "unknown"}`,
    demo.campaignName ? `Campaign: ${demo.campaignName}` : "",
    demo.summary ? `\nCall summary: ${demo.summary}` : "",
    `\nThe call: ${origin}/calls?call=${demo.id}`,
  ]
  return lines.filter(Boolean).join("\n")
}

export function demosCalendar(demos: readonly IcalDemo[], origin: string, name = "ColdCaller demos") {
  const calendar = ical({ name, prodId: { company: "ColdCaller", product: "Demo Calendar", language: "EN" } })
  for (const demo of demos) {
    const start = new Date(demo.demoDate)
    calendar.createEvent({
      id: demoUid(demo.id),
      start,
      end: new Date(start.getTime() + DEMO_MINUTES * 60_000),
      stamp: new Date(demo.updatedAt),
      summary: `Demo: ${demo.businessName}`,
      location: demo.address || undefined,
      description: description(demo, origin),
      url: `${origin}/calls?call=${demo.id}`,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
