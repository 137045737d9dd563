import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { CalendarEventsResponse } from "../worker/src/schemas/api-routes/calendar"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Time zones in words": no IANA id on screen ("America/New_York" is "Eastern Time"), and a
 * demo's time in Call Details on both clocks, labelled: the operator's and the business's.
 */

const browser = useBrowser()

const WORDS: Record<string, string> = {
  "America/New_York": "Eastern Time",
  "America/Chicago": "Central Time",
  "America/Denver": "Mountain Time",
  "America/Los_Angeles": "Pacific Time",
}

/** The page's visible text holds no IANA zone id. */
const noZoneIds = async (page: Page) =>
  expect(await page.locator("main").innerText()).not.toMatch(/America\/|Pacific\//)

describe("time zones in words", () => {
  it("the calendar and analytics name the zone in words", async () => {
    const page = await newPage(browser(), "/calendar")
    const { timeZone } = (await (await page.request.get("/api/calendar/events")).json()) as CalendarEventsResponse
    await poll(() => page.getByTestId("calendar-month").innerText()).toContain(`Times in ${WORDS[timeZone]}`)
    await noZoneIds(page)
    await page.goto("/analytics")
    await poll(() => page.getByTestId("analytics-period").innerText()).toContain(`days in ${WORDS[timeZone]}`)
    await noZoneIds(page)
    await closePage(page)
  })

  it("Call Details shows a demo on the operator's clock and on the business's, each labelled", async () => {
    const page = await newPage(browser(), "")
    const events = (await (await page.request.get("/api/calendar/events")).json()) as CalendarEventsResponse
    // A seeded demo with a business in another zone than the operator's.
    const demo = [...events.upcoming, ...events.past].find((d) => d.timeZone !== events.timeZone && WORDS[d.timeZone])
    expect(demo, "the seed has a demo in another zone").toBeDefined()
    await page.goto("/calendar")
    await page.getByTestId("demo-row").filter({ hasText: demo!.businessName }).first().click()
    const demoDialog = page.getByTestId("demo-details")
    await demoDialog.getByRole("button", { name: "View Call & Transcript" }).click()
    const details = page.getByRole("dialog", { name: "Call Details" })
    await details.waitFor()
    const yours = details.getByTestId("demo-time-yours")
    const theirs = details.getByTestId("demo-time-lead")
    await poll(() => yours.innerText()).toContain(`(your time, ${WORDS[events.timeZone]})`)
    await poll(() => theirs.innerText()).toContain(`(the business's time, ${WORDS[demo!.timeZone]})`)
    // The same instant on the two clocks.
    const clock = (zone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
        new Date(demo!.demoDate)
      )
    expect(await yours.innerText()).toContain(clock(events.timeZone))
    expect(await theirs.innerText()).toContain(clock(demo!.timeZone))
    expect(await details.innerText()).not.toMatch(/America\//)
    await closePage(page)
  })
})
