import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { CalendarEvent, CalendarEventsResponse } from "../worker/src/schemas/api-routes/calendar"
import { closePage, expectToast, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38: past demos could be cancelled (Completed dropped from 5 to 4, rewriting the funnel's held
 * count). A past demo is marked Held or No-show; an upcoming one is rescheduled or cancelled, the
 * confirmation saying "Keep demo" / "Cancel demo". Uses the sandbox seed's demos and puts back what
 * it changes.
 */

const browser = useBrowser()

const events = async (page: Page) =>
  (await (await page.request.get("/api/calendar/events")).json()) as CalendarEventsResponse

/** "16:45" for an instant on the page's clock. */
const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(iso)
  )
const wallDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso)
  )

async function openDemo(page: Page, demo: CalendarEvent) {
  await page.goto("/calendar")
  await page.getByTestId("demo-row").filter({ hasText: demo.businessName }).first().click()
  const dialog = page.getByTestId("demo-details")
  await poll(() => dialog.innerText()).toContain(demo.businessName)
  return dialog
}

describe("a demo's actions follow its time", () => {
  it("a past demo offers Held and No-show, not Cancel Demo, and keeps what the operator marks", async () => {
    const page = await newPage(browser(), "")
    const before = await events(page)
    const demo = before.past.find((d) => d.outcome === null)
    expect(demo, "the seed has a past demo not marked yet").toBeDefined()
    const dialog = await openDemo(page, demo!)
    const outcome = dialog.getByRole("group", { name: "Demo outcome" })
    await outcome.getByRole("button", { name: "Held" }).waitFor()
    expect(await dialog.getByRole("button", { name: "Cancel Demo" }).count()).toBe(0)
    expect(await dialog.getByRole("button", { name: "Reschedule" }).count()).toBe(0)

    await outcome.getByRole("button", { name: "Held" }).click()
    await expectToast(page, "Demo marked Held")
    expect(await outcome.getByRole("button", { name: "Held" }).getAttribute("aria-pressed")).toBe("true")
    await poll(async () => (await events(page)).past.find((d) => d.id === demo!.id)?.outcome).toBe("held")
    // The counters do not move: the demo stays a completed one.
    expect((await events(page)).counts.completed).toBe(before.counts.completed)
    await outcome.getByRole("button", { name: "No-show" }).click()
    await expectToast(page, "Demo marked No-show")
    await poll(async () => (await events(page)).past.find((d) => d.id === demo!.id)?.outcome).toBe("no_show")
    await page.keyboard.press("Escape")
    const row = page.getByTestId("demo-row").filter({ hasText: demo!.businessName }).first()
    await poll(() => row.getByTestId("demo-outcome").innerText()).toBe("No-show")

    // Put back: unmarked.
    const res = await page.request.put(`/api/calendar/demo/${demo!.id}/outcome`, { data: { outcome: null } })
    expect(res.status()).toBe(200)
    await closePage(page)
  })

  it("an upcoming demo offers Reschedule and Cancel Demo, confirmed with Keep demo / Cancel demo", async () => {
    const page = await newPage(browser(), "")
    const { upcoming, timeZone } = await events(page)
    const demo = upcoming[0]
    expect(demo, "the seed has an upcoming demo").toBeDefined()
    const dialog = await openDemo(page, demo!)
    expect(await dialog.getByRole("group", { name: "Demo outcome" }).count()).toBe(0)

    await dialog.getByRole("button", { name: "Cancel Demo" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByRole("button", { name: "Keep demo", exact: true }).waitFor()
    await confirm.getByRole("button", { name: "Cancel demo", exact: true }).waitFor()
    expect(await confirm.getByRole("button", { name: "Yes, Cancel Demo" }).count()).toBe(0)
    await confirm.getByRole("button", { name: "Keep demo", exact: true }).click()
    await confirm.waitFor({ state: "hidden" })
    expect((await events(page)).upcoming.some((d) => d.id === demo!.id)).toBe(true)

    // Reschedule with a day and time picker on the page's clock, its zone in words.
    await dialog.getByRole("button", { name: "Reschedule" }).click()
    const form = page.getByRole("dialog", { name: "Reschedule demo" })
    await form.waitFor()
    expect(await form.innerText()).not.toMatch(/America\/|_/)
    const day = wallDay(demo!.demoDate, timeZone)
    const time = wallTime(demo!.demoDate, timeZone)
    expect(await form.locator("#demo-reschedule-date").inputValue()).toBe(day)
    const newTime = time === "16:45" ? "15:15" : "16:45"
    // The day after the demo's: a time later today may already have passed when the test runs.
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    await form.locator("#demo-reschedule-date").fill(nextDay)
    await form.locator("#demo-reschedule-time").fill(newTime)
    await form.getByRole("button", { name: "Reschedule" }).click()
    await expectToast(page, "Demo Rescheduled", demo!.businessName)
    await poll(async () => {
      const moved = (await events(page)).upcoming.find((d) => d.id === demo!.id)
      return moved ? `${wallDay(moved.demoDate, timeZone)} ${wallTime(moved.demoDate, timeZone)}` : null
    }).toBe(`${nextDay} ${newTime}`)

    // Put back: its first time.
    const back = await page.request.put(`/api/calendar/demo/${demo!.id}`, {
      data: { dateTime: `${day}T${time}`, timeZone },
    })
    expect(back.status(), await back.text()).toBe(200)
    await closePage(page)
  })
})
