import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type {
  CalendarEventsResponse,
  GoogleCalendarStatus,
  SandboxCalendarView,
} from "../worker/src/schemas/api-routes/calendar"
import type { CallbackView, CallbacksResponse } from "../worker/src/schemas/api-routes/callbacks"
import {
  closePage,
  createContactApi,
  expectToast,
  newPage,
  poll,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import { placeCallApi, steerNextCall } from "./sandbox-calls"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

/** How many demo rows name `text`: the lists show their first rows until "Show all", pressed here first. */
async function demoRows(page: Page, text: string) {
  for (const all of await page.getByRole("button", { name: /^Show all \d+$/ }).all()) {
    await all.click().catch(() => {})
  }
  return page.getByTestId("demo-row").filter({ hasText: text }).count()
}

describe("Demo Calendar (SPEC §2.8)", () => {
  it("shows a demo booked by a call, with calendar links, on Google Calendar (sandbox), and cancels it", async () => {
    const page = await newPage(browser(), "/calendar")
    // Google Calendar in the sandbox: any calendar ID connects, and booked demos are written there.
    const gcal = page.getByTestId("google-calendar-card")
    const calendarId = `e2e-${uniqueTag()}@example.com`
    await gcal.getByLabel("Calendar ID").fill(calendarId)
    await gcal.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Calendar Saved")
    await poll(() => gcal.getByTestId("google-calendar-connection").innerText()).toMatch(/^Connected/)
    await poll(() => gcal.getByTestId("sandbox-calendar").innerText()).toContain(calendarId)
    const sandboxEvents = () =>
      page.request
        .get("/api/calendar/google/sandbox")
        .then((r) => r.json() as Promise<SandboxCalendarView>)
        .then((v) => v.events)

    const next = await steerNextCall(page.request, phones(), ["demo"], 30)
    expect(next, "no sandbox call id books a demo within 30 warm-ups").not.toBeNull()
    const name = `E2E Demo ${uniqueTag()}`
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    expect(await placeCallApi(page.request, contact)).toBe(next)

    // The call ends in the sandbox, books its demo, and the page (polled every 5 s) lists it.
    const row = page.getByTestId("demo-row").filter({ hasText: name })
    await poll(() => demoRows(page, name)).toBe(1)
    const counts = () =>
      page.request.get("/api/calendar/events").then((r) => r.json() as Promise<CalendarEventsResponse>)
    // The page's count is the server's. Calls other files placed may still book demos now and then,
    // so the two are read side by side until they agree, not against a figure read once.
    const countShownIsServers = async () => {
      const shown = await page.getByTestId("calendar-count-Total Scheduled").innerText()
      return shown === (await counts()).counts.total.toLocaleString("en-US")
    }
    await poll(countShownIsServers).toBe(true)

    // The month view shows it on its day, in the operator's zone (the demo may fall in a later month).
    const events = await counts()
    const demo = [...events.upcoming, ...events.past].find((d) => d.businessName === name)!
    expect(demo, "the booked demo is in the events answer").toBeDefined()
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: events.timeZone }).format(new Date(demo.demoDate))
    const cell = page.locator(`[data-testid="calendar-month"] [role="gridcell"][data-day="${day}"]`)
    for (let i = 0; i < 12 && (await cell.count()) === 0; i++) {
      await page.getByRole("button", { name: "Next month" }).click()
    }
    await poll(() => cell.getByTestId("demo-chip").filter({ hasText: name }).count()).toBe(1)

    // Written to the connected calendar at the demo's time, and the card says what still waits as the
    // server counts it (demos that calls of earlier files book meanwhile wait a moment too).
    const written = async () => (await sandboxEvents()).find((e) => e.summary === `Demo: ${name}`)
    await poll(async () => Date.parse((await written())?.start ?? "")).toBe(Date.parse(demo.demoDate))
    const waitingShownIsServers = async () => {
      const shown = await gcal.getByTestId("google-calendar-pending").innerText()
      const { pending } = (await (await page.request.get("/api/calendar/google")).json()) as GoogleCalendarStatus
      return (
        shown === (pending ? `${pending} demo${pending === 1 ? "" : "s"} waiting to be written` : "Nothing waiting")
      )
    }
    await poll(waitingShownIsServers).toBe(true)

    await row.click()
    const dialog = page.getByTestId("demo-details")
    await poll(() => dialog.innerText()).toContain(name)
    const google = await dialog.getByRole("link", { name: "Google Calendar" }).getAttribute("href")
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Demo%3A%20/)
    // The event starts at the demo's instant and lasts 30 minutes, in UTC as Google reads it.
    const stamp = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")
    const start = Date.parse(demo.demoDate)
    expect(new URL(google!).searchParams.get("dates")).toBe(`${stamp(start)}/${stamp(start + 30 * 60_000)}`)
    const outlook = await dialog.getByRole("link", { name: "Outlook" }).getAttribute("href")
    expect(outlook).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?subject=/)
    const download = page.waitForEvent("download")
    await dialog.getByRole("link", { name: "Download .ics" }).click()
    expect((await download).suggestedFilename()).toMatch(/\.ics$/)

    await dialog.getByRole("button", { name: "Cancel Demo" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel demo", exact: true }).click()
    await expectToast(page, "Demo Deleted")
    await poll(() => row.count()).toBe(0)
    // Gone from the server's demos, and the count shown follows the server's without it.
    const after = await counts()
    expect([...after.upcoming, ...after.past].some((d) => d.businessName === name)).toBe(false)
    await poll(countShownIsServers).toBe(true)
    // The cancelled demo leaves the calendar too; then the calendar is disconnected for the other tests.
    await poll(written).toBeUndefined()
    expect((await page.request.put("/api/calendar/google", { data: { calendarId: "" } })).status()).toBe(200)
    await closePage(page)
  })

  it("shows a callback beside the demos; the operator moves it by hand, then drops it", async () => {
    const page = await newPage(browser(), "")
    const name = `E2E Callback ${uniqueTag()}`
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    const res = await page.request.post("/api/callbacks", {
      data: { contactId: contact.id, dateTime: "tomorrow at 10am", reason: "Owner back tomorrow" },
    })
    expect(res.status(), await res.text()).toBe(201)
    const added = (await res.json()) as CallbackView
    const callbackOf = async () =>
      ((await (await page.request.get(`/api/callbacks?contactId=${contact.id}`)).json()) as CallbacksResponse)
        .callbacks[0]

    // On its day of the month view (the operator's zone), in the callback colour.
    await page.goto("/calendar")
    const { timeZone } = (await (await page.request.get("/api/calendar/events")).json()) as CalendarEventsResponse
    const day = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(added.dialAt))
    const cell = page.locator(`[data-testid="calendar-month"] [role="gridcell"][data-day="${day}"]`)
    // The page is its own lazily loaded chunk: counting cells before its grid is drawn reads 0 and
    // would page to the month after the callback's. "Tomorrow" is this month's grid or the next one's.
    await page.getByRole("grid").waitFor()
    if ((await cell.count()) === 0) await page.getByRole("button", { name: "Next month" }).click()
    const chip = cell.getByTestId("callback-chip").filter({ hasText: name })
    await poll(() => chip.count()).toBe(1)
    const before = await chip.innerText()

    // Moved to 2:30 PM the same day, the callee's time: the chip follows.
    await chip.click()
    const dialog = page.getByTestId("callback-dialog")
    await poll(() => dialog.getByLabel(/^Reason/).inputValue()).toBe("Owner back tomorrow")
    await dialog.getByLabel(/^Time/).fill("14:30")
    // Another callback arrives live while the operator types: the page behind redraws, the typed time stays.
    const otherName = `E2E Callback ${uniqueTag()}`
    const other = await createContactApi(page.request, { businessName: otherName, phone: phones().next().e164 })
    const otherRes = await page.request.post("/api/callbacks", {
      data: { contactId: other.id, dateTime: "tomorrow at 11am" },
    })
    expect(otherRes.status()).toBe(201)
    const cells = page.locator('[data-testid="calendar-month"] [role="gridcell"]')
    await poll(() => cells.getByTestId("callback-chip").filter({ hasText: otherName }).count()).toBe(1)
    expect(await dialog.getByLabel(/^Time/).inputValue()).toBe("14:30")
    await dialog.getByRole("button", { name: "Move Callback" }).click()
    await expectToast(page, "Callback Moved")
    expect(Date.parse((await callbackOf())!.dueAt) - Date.parse(added.dueAt)).toBe(4.5 * 3_600_000)
    await poll(() => chip.innerText()).not.toBe(before)

    await chip.click()
    await dialog.getByRole("button", { name: "Drop Callback" }).click()
    await expectToast(page, "Callback Dropped")
    await poll(() => chip.count()).toBe(0)
    expect(await callbackOf()).toBeUndefined() // a dropped callback leaves the contact's list
    const { id: otherId } = (await otherRes.json()) as CallbackView
    const json = { "Content-Type": "application/json" } // the cross-site guard's rule for every write
    expect((await page.request.delete(`/api/callbacks/${otherId}`, { headers: json })).status()).toBe(200)
    await closePage(page)
  })

  it("shows the subscription link and rotates it", async () => {
    const page = await newPage(browser(), "/calendar")
    const input = page.getByTestId("calendar-feed-url")
    await poll(() => input.inputValue()).toMatch(/^http.*\/api\/calendar\/feed\/.+\.ics$/)
    const old = await input.inputValue()
    expect((await page.request.get(old)).status()).toBe(200)
    await page.getByRole("button", { name: "Rotate link" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Rotate link" }).click()
    await expectToast(page, "Link Rotated")
    await poll(() => input.inputValue()).not.toBe(old)
    expect((await page.request.get(old)).status()).toBe(404)
    expect((await page.request.get(await input.inputValue())).status()).toBe(200)
    await closePage(page)
  })

  it("one demo whose time no calendar can hold never blanks the page, and its dialog still offers Cancel Demo", async () => {
    const page = await newPage(browser(), "")
    // What an older server sent for a demo booked at the end of time (year 275760): its end is no date.
    const broken = {
      id: 987_654_321,
      contactId: 0,
      businessName: "Broken Date Demo",
      phone: "+15550100999",
      address: "",
      demoDate: "+275760-09-13T00:00:00.000Z",
      result: "answered",
      calendarEventId: null,
      campaignId: null,
      campaignName: null,
      timeZone: "America/New_York",
      summary: null,
      recordingUrl: null,
      outcome: null,
    }
    await page.route("**/api/calendar/events**", async (route) => {
      const headers = { ...route.request().headers() }
      delete headers["if-none-match"]
      const res = await route.fetch({ headers })
      const body = (await res.json()) as CalendarEventsResponse
      body.upcoming = [...body.upcoming, broken]
      body.counts = { ...body.counts, upcoming: body.counts.upcoming + 1, total: body.counts.total + 1 }
      await route.fulfill({ response: res, json: body })
    })
    await page.goto("/calendar")
    const row = page.getByTestId("demo-row").filter({ hasText: "Broken Date Demo" })
    await poll(() => demoRows(page, "Broken Date Demo")).toBe(1)
    await row.click()
    const dialog = page.getByTestId("demo-details")
    await poll(() => dialog.innerText()).toContain("Broken Date Demo")
    await poll(() => dialog.getByTestId("section-error").innerText()).toContain(
      "Calendar links are not available for this demo"
    )
    expect(await dialog.getByRole("button", { name: "Cancel Demo" }).isVisible()).toBe(true)
    // The rest of the page is still there behind the dialog.
    expect(await page.getByTestId("calendar-feed-url").count()).toBe(1)
    expect(await page.getByTestId("calendar-month").count()).toBe(1)
    await closePage(page)
  })
})
