import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, expectText, expectToast, header, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38: Settings was one 4,980 px page (16,000 px on a phone) with no way to a section but
 * scrolling, developer words in its help, and a Clear All Data that did nothing. Now: a sticky list of
 * sections beside them at 1440, a picker on a phone, deep links, plain words, and Clear All Data that
 * deletes once the word is typed (the request is answered here by a stand-in: the test server's
 * data is shared by the files after this one).
 */

const browser = useBrowser()
const WIDE = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Where the element's top is in the viewport, in px (null while it is not there). */
const topOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)
    return el ? Math.round(el.getBoundingClientRect().top) : null
  }, selector)

/** The section's top is in view, near the top of the window (under the header and the picker). */
async function expectInView(page: Page, id: string) {
  await page.locator(`#${id}`).waitFor()
  await poll(() => topOf(page, `#${id}`)).toBeGreaterThanOrEqual(0)
  await poll(() => topOf(page, `#${id}`)).toBeLessThan(200)
}

const SECTIONS = [
  "api-configuration",
  "voice",
  "live-calls",
  "dialing-rules",
  "rate-limits",
  "costs",
  "do-not-call",
  "notifications",
  "timezone",
  "data-retention",
  "quick-actions",
  "configuration-backup",
  "system-info",
  "clear-all-data",
]

describe("Settings sections", () => {
  it("at 1440 a sticky list of sections goes to each one and names it in the address", async () => {
    const page = await newPage(browser(), "/settings", WIDE)
    await expectText(header(page).title, "System Settings")
    const nav = page.getByRole("navigation", { name: "Settings sections" })
    await nav.waitFor()
    // Every section the list names is on the page, under that id.
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual(SECTIONS.map((id) => `#${id}`))
    for (const id of SECTIONS) await page.locator(`#${id}`).waitFor()

    await nav.getByRole("link", { name: "Data Retention" }).click()
    await poll(() => page.evaluate(() => location.hash)).toBe("#data-retention")
    await expectInView(page, "data-retention")
    // The list stays where it is while the page scrolls, and marks where you are.
    await poll(() => nav.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
    await poll(() => nav.locator('[aria-current="location"]').innerText()).toBe("Data Retention")

    await nav.getByRole("link", { name: "Clear All Data" }).click()
    await poll(() => page.evaluate(() => location.hash)).toBe("#clear-all-data")
    await poll(() => topOf(page, "#clear-all-data")).toBeLessThan(900)
    await closePage(page)
  })

  it("a deep link lands on its section", async () => {
    const page = await newPage(browser(), "/settings#costs", WIDE)
    await expectInView(page, "costs")
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await closePage(page)
  })

  it("on a phone a picker goes to a section", async () => {
    const page = await newPage(browser(), "/settings", PHONE)
    const picker = page.getByLabel("Go to section")
    await picker.waitFor()
    await picker.selectOption("notifications")
    await poll(() => page.evaluate(() => location.hash)).toBe("#notifications")
    await expectInView(page, "notifications")
    // The picker stays on screen, above the section.
    await poll(() => picker.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100)
    await closePage(page)
  })

  it("speaks plainly: no field masks, SKUs or tool names", async () => {
    const page = await newPage(browser(), "/settings", WIDE)
    await page.locator("#costs").getByText("List price").first().waitFor()
    await page.getByTestId("voice-section").waitFor()
    const text = await page.locator("main").innerText()
    for (const word of ["field mask", "Text Search Enterprise", "Text Search Pro", "bookDemo", "endCall", "next tick"])
      expect(text).not.toContain(word)
    await closePage(page)
  })
})

describe("Clear All Data", () => {
  it("opens with the notice, offers Export Backup first and deletes only once DELETE is typed", async () => {
    const page = await newPage(browser(), "/settings#clear-all-data", WIDE)
    const sent: unknown[] = []
    await page.route("**/api/settings/clear-all-data", async (route) => {
      sent.push(route.request().postDataJSON())
      const deleted = {
        contacts: 12,
        calls: 40,
        campaigns: 2,
        callbacks: 1,
        notifications: 3,
        scrapingJobs: 0,
        automationRuns: 0,
      }
      await route.fulfill({ json: { deleted, done: true } })
    })
    await page.locator("#clear-all-data").getByRole("button", { name: "Clear All Data" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.waitFor()
    // The notice is the dialog's first line (its description, read out with the title).
    await expectText(
      dialog.locator('[data-slot="dialog-description"]'),
      "This deletes all of your data at once and cannot be undone."
    )
    await dialog.getByRole("button", { name: "Export Backup" }).waitFor()
    const del = dialog.getByRole("button", { name: "Delete all data" })
    expect(await del.isDisabled()).toBe(true)
    const word = dialog.getByTestId("clear-all-data-word")
    await word.fill("delete")
    expect(await del.isDisabled()).toBe(true)
    expect(sent).toEqual([])
    await word.fill("DELETE")
    await poll(() => del.isDisabled()).toBe(false)
    await del.click()
    await expectToast(
      page,
      "All Data Cleared",
      "Deleted 12 contacts, 40 calls, 2 campaigns, 1 callback and 3 notifications."
    )
    expect(sent).toEqual([{ confirm: "DELETE" }])
    await poll(() => dialog.count()).toBe(0)
    await closePage(page)
  })
})
