import { describe, expect, it } from "vitest"
import { DEMO_MINUTES } from "@shared/calendar"

import { demoFixture } from "./calendar-fixtures"
import { demoIcsPath, demoInterval, googleCalendarUrl, outlookCalendarUrl, utcIso, utcStamp } from "./calendar-links"

const demo = demoFixture({ demoDate: "2026-11-02T10:00:00-05:00" })
const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe("calendar links", () => {
  it("lasts DEMO_MINUTES and writes UTC stamps whatever offset the date came with", () => {
    const { start, end } = demoInterval(demo.demoDate)
    expect(end.getTime() - start.getTime()).toBe(DEMO_MINUTES * 60_000)
    expect(utcStamp(start)).toBe("20261102T150000Z")
    expect(utcStamp(end)).toBe("20261102T153000Z")
    expect(utcIso(start)).toBe("2026-11-02T15:00:00Z")
  })

  it("prefills Google Calendar's new-event form", () => {
    const url = googleCalendarUrl(demo)
    expect(url.startsWith("https://calendar.google.com/calendar/render?action=TEMPLATE&")).toBe(true)
    expect(url).toContain("&dates=20261102T150000Z%2F20261102T153000Z&")
    expect(params(url)).toEqual({
      action: "TEMPLATE",
      text: "Demo: Smile & Co Dental",
      dates: "20261102T150000Z/20261102T153000Z",
      details: "Phone: +15550100001\nCampaign: Denver dentists\nCall summary: Wants a demo on Monday.",
      location: "1 Main St, Denver, CO",
    })
  })

  it("encodes & # + and spaces so no field spills into the next, and never writes + for a space", () => {
    const tricky = demoFixture({
      businessName: "A&B #1 + Sons",
      address: "5 Elm?x=1",
      summary: null,
      campaignName: null,
    })
    const url = outlookCalendarUrl(tricky)
    expect(url).toContain("subject=Demo%3A%20A%26B%20%231%20%2B%20Sons&")
    expect(url).not.toMatch(/=[^&]*\+/)
    expect(params(url).location).toBe("5 Elm?x=1")
    expect(params(url).body).toBe("Phone: +15550100001")
  })

  it("opens Outlook's compose deep link with ISO UTC start and end", () => {
    const url = outlookCalendarUrl(demo)
    expect(url.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?")).toBe(true)
    expect(params(url)).toMatchObject({
      subject: "Demo: Smile & Co Dental",
      startdt: "2026-11-02T15:00:00Z",
      enddt: "2026-11-02T15:30:00Z",
      location: "1 Main St, Denver, CO",
    })
  })

  it("downloads one demo's .ics from the API", () => {
    expect(demoIcsPath(42)).toBe("/api/calendar/demo/42.ics")
  })
})
