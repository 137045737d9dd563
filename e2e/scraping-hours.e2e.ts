import { describe, expect, it } from "vitest"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Broken": Scraping's Create Campaign dialog said "09:00 to 17:00, Monday to Friday" under
 * hours the operator had just changed. Its footer states the hours the campaign is saved with.
 */

const browser = useBrowser()

describe("Create Campaign from scraped contacts", () => {
  it("the footer follows the chosen calling hours", async () => {
    const page = await newPage(browser(), "/scraping")
    await page.getByRole("button", { name: "Create Campaign" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Create Campaign" })
    const footer = dialog.getByTestId("campaign-defaults")
    await footer.waitFor()
    expect(await footer.innerText()).toMatch(/^Defaults: 2 minutes between calls, /)

    await dialog.locator("#scraped-hours-preset").click()
    await page.getByRole("option", { name: /^Evening, 7:00 PM-9:00 PM/ }).click()
    await poll(() => footer.innerText()).toContain("2 minutes between calls, 19:00 to 21:00, every day")
    expect(await footer.innerText()).not.toContain("09:00 to 17:00")

    await dialog.locator("#scraped-hours-preset").click()
    await page.getByRole("option", { name: "Custom hours" }).click()
    await dialog.locator("#scraped-hours-start").fill("10:30")
    await poll(() => footer.innerText()).toContain("10:30 to 21:00")
    await closePage(page)
  })
})
