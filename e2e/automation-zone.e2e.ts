import { describe, expect, it } from "vitest"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Time zones in words": AI Automation for El Paso said "New York (Eastern) time". The run's
 * campaign takes the city's own zone, said in words, and the operator may pick another.
 */

const browser = useBrowser()

describe("AI Automation's time zone", () => {
  it("is the chosen city's own, in words, and can be changed", async () => {
    const page = await newPage(browser(), "/automation")
    // The form keeps its choices for the tab's session (issue 38): start from an empty one.
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    // Step 1's state, retried as e2e/automation.e2e.ts does (the first click may land mid-render).
    const trigger = page.locator("#automation-state")
    const texas = page.getByRole("option", { name: "Texas", exact: true })
    await poll(async () => {
      if ((await trigger.innerText()).trim() !== "Texas") {
        if (!(await texas.isVisible())) await trigger.click()
        await texas.click({ timeout: 2_000 }).catch(() => undefined)
      }
      return (await trigger.innerText()).trim()
    }).toBe("Texas")
    await page.getByTestId("automation-step-2").getByRole("button", { name: "Enter a custom city" }).click()
    await page.locator("#automation-custom-city").fill("El Paso")
    const next = page.getByTestId("automation-next-steps")
    await poll(() => next.innerText()).toContain("Mountain Time")
    expect(await next.innerText()).not.toContain("New York")
    const zone = page.locator("#automation-zone")
    expect(await zone.innerText()).toContain("Mountain Time")
    await zone.click()
    await page.getByRole("option", { name: /^Central Time/ }).click()
    await poll(() => next.innerText()).toContain("Central Time")
    expect(await page.locator("main").innerText()).not.toMatch(/America\//)
    await page.evaluate(() => sessionStorage.clear())
    await closePage(page)
  })
})
