import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, expectText, header, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Broken": knowing where you are. AI Automation and the 404 page said "Dashboard", every
 * tab was titled the same, and a link to a Settings section landed at the top of the page.
 */

const browser = useBrowser()

/** Where the element's top is in the viewport, in px (null while it is not there). */
const topOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)
    return el ? Math.round(el.getBoundingClientRect().top) : null
  }, selector)

/** In-app navigation, as a wouter <Link> does it (history.pushState, no page load). */
const navigateInApp = (page: Page, href: string) => page.evaluate((to) => history.pushState(null, "", to), href)

describe("where am I", () => {
  it("AI Automation has its own header and every screen names itself in the tab's title", async () => {
    const page = await newPage(browser(), "/automation")
    await expectText(header(page).title, "AI Automation")
    expect(await header(page).description.innerText()).not.toBe("Cold calling automation system")
    await poll(() => page.title()).toBe("AI Automation · ColdCaller")
    await navigateInApp(page, "/calls")
    await expectText(header(page).title, "Call Management")
    await poll(() => page.title()).toBe("Call Management · ColdCaller")
    await navigateInApp(page, "/")
    await poll(() => page.title()).toBe("Dashboard Overview · ColdCaller")
    await closePage(page)
  })

  it("the 404 page keeps the spec's words, says what happened plainly and links the main screens", async () => {
    const page = await newPage(browser(), "/old-bookmark")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
    await page.getByText("Did you forget to add the page to the router?").waitFor()
    // Not the dashboard's name: the operator is not on the dashboard.
    await expectText(header(page).title, "Page Not Found")
    await poll(() => page.title()).toBe("Page Not Found · ColdCaller")
    expect(await page.getByTestId("not-found-explanation").innerText()).toContain("/old-bookmark")
    const screens = page.getByRole("navigation", { name: "Main screens" })
    for (const label of ["AI Automation", "Contacts", "Call Management", "Demo Calendar", "Settings"]) {
      await screens.getByRole("link", { name: label, exact: true }).waitFor()
    }
    await screens.getByRole("link", { name: "Call Management", exact: true }).click()
    await expectText(header(page).title, "Call Management")
    await closePage(page)
  })
})

describe("links to a section", () => {
  it("a link to a Settings section that renders after its data lands on it (the checklist's Fix)", async () => {
    const page = await newPage(browser(), "/", { width: 1440, height: 900 })
    await expectText(header(page).title, "Dashboard Overview")
    // The "Webhook received" line's Fix: the test-call section appears once the voice setup is read.
    await navigateInApp(page, "/settings#voice-test-call")
    await expectText(header(page).title, "System Settings")
    await page.locator("#voice-test-call").waitFor()
    // At the top of the view, under the sticky header (not at the top of the page, 2,000 px above it).
    await poll(() => topOf(page, "#voice-test-call")).toBeGreaterThanOrEqual(0)
    await poll(() => topOf(page, "#voice-test-call")).toBeLessThan(200)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await closePage(page)
  })
})
