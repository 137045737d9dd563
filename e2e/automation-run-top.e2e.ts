import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { AutomationRunView } from "../worker/src/schemas/api-routes/automation"
import { closePage, expectText, newPage, poll, sidebarLink, useBrowser } from "./helpers"

/*
 * Issue 38, "AI Automation loses you during a run": a running run shows first, with its own Stop;
 * the form keeps its choices across leaving and coming back; step 2's cities can be searched.
 * The running run is served by a route (a real run takes minutes, e2e/automation.e2e.ts follows one),
 * and so is Stop's request: nothing here starts or stops a real search.
 */

const browser = useBrowser()

const LABELS = [
  ["automotive_services", "Automotive Services"],
  ["personal_care_beauty", "Personal Care & Beauty"],
  ["home_property_services", "Home & Property Services"],
  ["retail_convenience", "Retail & Convenience"],
  ["food_dining", "Food & Dining"],
  ["health_wellness", "Health & Wellness"],
  ["professional_services", "Professional Services"],
  ["specialty_services", "Specialty Services"],
] as const

function runningRun(status: AutomationRunView["status"] = "running"): AutomationRunView {
  const categories = LABELS.map(([key, label], i) => ({
    key,
    label,
    query: label,
    status:
      i < 2 ? ("completed" as const) : i === 2 && status === "running" ? ("running" as const) : ("waiting" as const),
    jobId: i <= 2 ? 900 + i : null,
    found: i <= 2 ? 10 : 0,
    maxResults: 500,
    stopped: false,
    error: null,
  }))
  return {
    id: 9_999,
    city: "Grand Rapids",
    state: "MI",
    location: "Grand Rapids, MI",
    timeZone: "America/Detroit",
    websiteFilter: "without_website",
    status,
    campaignName: "Grand Rapids, MI - AI Automation",
    campaignId: null,
    scheduledStart: null,
    message: status === "running" ? null : "Stopped by Stop All Jobs.",
    categories,
    current: status === "running" ? "home_property_services" : null,
    found: 30,
    cost: 0,
    createdAt: new Date().toISOString(),
    completedAt: status === "running" ? null : new Date().toISOString(),
  } as AutomationRunView
}

const step = (page: Page, n: number) => page.getByTestId(`automation-step-${n}`)

/** Step 1's state, retried as e2e/automation.e2e.ts does (the first click may land mid-render). */
async function chooseState(page: Page, name: string) {
  const trigger = page.locator("#automation-state")
  const option = page.getByRole("option", { name, exact: true })
  await poll(async () => {
    if ((await trigger.innerText()).trim() !== name) {
      if (!(await option.isVisible())) await trigger.click()
      await option.click({ timeout: 2_000 }).catch(() => undefined)
    }
    return (await trigger.innerText()).trim()
  }).toBe(name)
}

describe("AI Automation keeps you with a run (issue 38)", () => {
  it("shows a running run at the top of the page with its own Stop, asked first", async () => {
    const page = await newPage(browser(), "")
    let stopped = false
    const stops: string[] = []
    await page.route("**/api/automation/runs/latest", (route) =>
      route.fulfill({ json: { run: runningRun(stopped ? "stopped" : "running") } })
    )
    await page.route("**/api/scraping/jobs/cleanup", (route) => {
      stops.push(route.request().method())
      stopped = true
      return route.fulfill({ json: { stopped: 1 } })
    })
    await page.goto("/automation")
    const top = page.getByTestId("automation-run-top")
    await top.waitFor()
    // First on the page: above step 1.
    const topBox = (await top.boundingBox())!
    const step1Box = (await step(page, 1).boundingBox())!
    expect(topBox.y).toBeLessThan(step1Box.y)
    await expectText(
      top.getByTestId("run-top-progress"),
      "Searching Home & Property Services (3 of 8) · 30 contacts found so far"
    )
    expect(await top.innerText()).toContain("Grand Rapids, MI")

    // Stop asks first; Keep running sends nothing.
    await top.getByRole("button", { name: "Stop run" }).click()
    const dialog = page.getByRole("alertdialog")
    await poll(() => dialog.innerText()).toContain("The AI Automation run for Grand Rapids, MI ends now")
    await dialog.getByRole("button", { name: "Keep running" }).click()
    await dialog.waitFor({ state: "hidden" })
    expect(stops).toEqual([])

    await top.getByRole("button", { name: "Stop run" }).click()
    await dialog.getByRole("button", { name: "Stop run" }).click()
    await poll(() => stops.length).toBe(1)
    // The run reads stopped: the top card goes, the run's own card says so.
    await top.waitFor({ state: "detached" })
    await expectText(page.getByTestId("run-state"), "Stopped")
    await closePage(page)
  })
  it("keeps the form's choices when the operator leaves the page and comes back", async () => {
    const page = await newPage(browser(), "/automation")
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    await step(page, 1).waitFor()
    await chooseState(page, "Texas")
    await step(page, 2).getByRole("button", { name: "Enter a custom city" }).click()
    await page.locator("#automation-custom-city").fill("El Paso")
    const zone = page.locator("#automation-zone")
    await poll(() => zone.innerText()).toContain("Mountain Time")
    await zone.click()
    await page.getByRole("option", { name: /^Central Time/ }).click()
    await poll(() => zone.innerText()).toContain("Central Time")
    const hours = page.locator("#automation-hours-preset")
    await hours.click()
    await page.getByRole("option", { name: /^Business hours/ }).click()
    await poll(() => hours.innerText()).toContain("Business hours")

    // Away to another screen and back through the sidebar: the same form.
    await sidebarLink(page, "Google Maps Scraping").click()
    await step(page, 1).waitFor({ state: "detached" })
    await sidebarLink(page, "AI Automation").click()
    await step(page, 1).waitFor()
    await poll(async () => (await page.locator("#automation-state").innerText()).trim()).toBe("Texas")
    expect(await page.locator("#automation-custom-city").inputValue()).toBe("El Paso")
    await poll(() => zone.innerText()).toContain("Central Time")
    expect(await hours.innerText()).toContain("Business hours")

    // And after a reload of the tab.
    await page.reload()
    await step(page, 1).waitFor()
    await poll(async () => (await page.locator("#automation-state").innerText()).trim()).toBe("Texas")
    expect(await page.locator("#automation-custom-city").inputValue()).toBe("El Paso")
    await poll(() => zone.innerText()).toContain("Central Time")
    expect(await hours.innerText()).toContain("Business hours")
    // The next test (or file) on this tab starts from an empty form.
    await page.evaluate(() => sessionStorage.clear())
    await closePage(page)
  })
  it("searches step 2's cities by name or state as the operator types, and says when none match", async () => {
    const page = await newPage(browser(), "/automation")
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    await step(page, 1).waitFor()
    await chooseState(page, "Michigan")
    const cards = step(page, 2).getByTestId("city-card")
    await poll(() => cards.count()).toBe(12)
    const search = step(page, 2).getByRole("searchbox", { name: "Search cities in Michigan" })
    // Above the cards.
    expect((await search.boundingBox())!.y).toBeLessThan((await cards.first().boundingBox())!.y)

    // Typed a letter at a time: the list narrows as it goes, past the first 12 too.
    await search.pressSequentially("grand")
    const names = () => step(page, 2).getByTestId("city-name").allInnerTexts()
    await poll(async () => (await names()).every((n) => n.toLowerCase().includes("grand"))).toBe(true)
    expect(await names()).toContain("Grand Rapids")
    expect((await names()).length).toBeLessThan(12)
    await page.getByRole("radio", { name: "Grand Rapids", exact: true }).check()

    // The state's name matches every city of it.
    await search.fill("michigan")
    await poll(() => cards.count()).toBe(50)

    // Nothing matches: a line says so, and the custom city stays offered.
    await search.fill("Atlantis")
    await expectText(
      step(page, 2).getByTestId("cities-no-match"),
      'No cities in Michigan match "Atlantis". Try another name, or enter a custom city.'
    )
    expect(await cards.count()).toBe(0)
    await step(page, 2).getByRole("button", { name: "Enter a custom city" }).waitFor()

    // Cleared, the list is back, with the chosen city still chosen.
    await search.fill("")
    await poll(() => cards.count()).toBe(12)
    expect(await page.getByRole("radio", { name: "Grand Rapids", exact: true }).isChecked()).toBe(true)
    await page.evaluate(() => sessionStorage.clear())
    await closePage(page)
  })
})
