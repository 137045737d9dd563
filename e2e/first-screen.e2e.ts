import type { Response } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, createContactApi, newPage, poll, uniqueTag, useBrowser } from "./helpers"

const browser = useBrowser()

/**
 * What a script carries, told by a string only that code has: libphonenumber's metadata, zod's
 * schema classes, recharts' drawing surface, the Call Details dialog's transcript.
 */
const HEAVY = {
  "libphonenumber's metadata": "country_calling_codes",
  "zod's schemas": "$ZodObject",
  recharts: "recharts-surface",
  "the Call Details dialog": "call-transcript",
}

describe("The first screen (issue 38)", () => {
  it("draws the dashboard without the phone library, zod's schemas, the charts or Call Details, and loads each when needed", async () => {
    // A context of its own: every script comes from the server, none from the file's cache.
    const page = await newPage(browser(), "", { width: 1440, height: 900 }, { serviceWorkers: "block" })
    const scripts: Promise<{ url: string; body: string }>[] = []
    const onResponse = (res: Response) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().then((body) => ({ url: res.url(), body })))
    }
    page.on("response", onResponse)
    await page.goto("/")
    await page.getByTestId("quick-search-result").first().waitFor()
    await page.getByTestId("recent-calls").locator("li").first().waitFor()
    await page.waitForLoadState("networkidle")
    const loaded = await Promise.all(scripts)
    const carrying = (marker: string) => loaded.filter((s) => s.body.includes(marker)).map((s) => s.url)
    for (const [what, marker] of Object.entries(HEAVY)) expect(carrying(marker), what).toEqual([])

    // Opening a recent call loads the dialog, which shows the call.
    await page.getByTestId("recent-calls").locator("li").first().getByRole("button").click()
    const dialog = page.getByRole("dialog", { name: "Call Details" })
    await dialog.waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    page.off("response", onResponse)

    // A number that is not North American is printed by the phone library, loaded for it.
    const name = `E2E Abroad ${uniqueTag()}`
    const london = `+44 20 7946 0${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`
    await createContactApi(page.request, { businessName: name, phone: london })
    await page.getByLabel("Search contacts").fill(name)
    const row = page.getByTestId("quick-search-result").filter({ hasText: name })
    await poll(() => row.innerText()).toContain(london)
    await closePage(page)
  })
})
