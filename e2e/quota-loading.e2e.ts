import type { Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Broken": while the dashboard's figures loaded, Daily Quota Usage said "0 / 2,000 calls",
 * a figure it did not know. A skeleton until the answer arrives, an error with Try again when it fails.
 */

const browser = useBrowser()
const isStatsRead = (url: URL) => url.pathname === "/api/dashboard/stats"
const quotaCard = (page: import("playwright-core").Page) =>
  page.locator('[data-slot="card"]').filter({ hasText: "Daily Quota Usage" })

describe("Daily Quota Usage while its figures load", () => {
  it("shows a skeleton, not 0 calls, then the figures; a failed read says so and can be retried", async () => {
    const page = await newPage(browser(), "")
    const held: Route[] = []
    let mode: "hold" | "fail" | "pass" = "hold"
    await page.route(isStatsRead, async (route) => {
      if (mode === "pass") return route.continue()
      if (mode === "fail") return route.fulfill({ status: 503, body: "{}" })
      held.push(route)
    })
    await page.goto("/")
    await poll(() => held.length).toBeGreaterThan(0)
    await quotaCard(page).getByTestId("quota-loading").waitFor()
    expect(await quotaCard(page).innerText()).not.toMatch(/\d+ \/ [\d,]+ calls/)
    mode = "pass"
    for (const route of held.splice(0)) await route.continue()
    await poll(() => quotaCard(page).getByTestId("quota-used").innerText()).toMatch(/^[\d,]+ \/ [\d,]+ calls$/)
    await closePage(page)

    // A read that fails: the card says so instead of zeros, and Try again reads once more.
    const failing = await newPage(browser(), "")
    mode = "fail"
    await failing.route(isStatsRead, (route) =>
      mode === "fail" ? route.fulfill({ status: 503, body: "{}" }) : route.continue()
    )
    await failing.goto("/")
    const card = quotaCard(failing)
    await card.getByText("Today's calls could not be loaded.").waitFor()
    mode = "pass"
    await card.getByRole("button", { name: "Try again" }).click()
    await poll(() => card.getByTestId("quota-used").innerText()).toMatch(/^[\d,]+ \/ [\d,]+ calls$/)
    await closePage(failing)
  })
})
