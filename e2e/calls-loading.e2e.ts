import type { Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Broken": while its data loaded, Call Management said "Stopped / No campaign is running /
 * Scheduled Campaigns (0)", things it did not know yet. Skeletons until the data is there, an error
 * state with Try again when it fails.
 */

const browser = useBrowser()

const isCampaignRead = (url: string) => {
  const path = new URL(url).pathname
  return path === "/api/campaigns" || path === "/api/campaigns/status"
}

/** Holds the campaign reads until `release` is called (nothing is answered before). */
async function holdCampaignReads(page: Page) {
  const held: Route[] = []
  let open = false
  await page.route(
    (url) => isCampaignRead(url.href),
    async (route) => {
      if (open) return route.continue()
      held.push(route)
    }
  )
  return {
    count: () => held.length,
    async release() {
      open = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

const panel = (page: Page) => page.locator('[data-slot="card"]').filter({ hasText: "Campaign Status" })

describe("Call Management while its data loads", () => {
  it("shows the status panel's shape, not Stopped and zeros, until the answers arrive", async () => {
    const page = await newPage(browser(), "")
    const hold = await holdCampaignReads(page)
    await page.goto("/calls")
    await poll(() => hold.count()).toBeGreaterThan(0)
    await panel(page).getByTestId("campaign-status-loading").waitFor()
    const text = await panel(page).innerText()
    expect(text).not.toContain("Stopped")
    expect(text).not.toContain("No campaign is running")
    expect(text).not.toMatch(/Scheduled Campaigns \(0\)/)
    await hold.release()
    await poll(() =>
      panel(page)
        .getByText(/^(Running|Stopped)$/)
        .count()
    ).toBe(1)
    expect(await panel(page).getByTestId("campaign-status-loading").count()).toBe(0)
    await closePage(page)
  })

  it("says the status could not be loaded when the server fails, and Try again reads it again", async () => {
    const page = await newPage(browser(), "")
    let fail = true
    await page.route(
      (url) => isCampaignRead(url.href),
      async (route) =>
        fail
          ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Internal error" } } })
          : route.continue()
    )
    await page.goto("/calls")
    await panel(page).getByText("The campaign status could not be loaded.").waitFor()
    expect(await panel(page).innerText()).not.toContain("Stopped")
    fail = false
    await panel(page).getByRole("button", { name: "Try again" }).click()
    await poll(() =>
      panel(page)
        .getByText(/^(Running|Stopped)$/)
        .count()
    ).toBe(1)
    await closePage(page)
  })
})
