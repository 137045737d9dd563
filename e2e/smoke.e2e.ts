import { afterAll, beforeAll, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { launchBrowser, openPage } from "./browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

it("serves the app", async () => {
  const page = await openPage(browser, "/")
  await expect(page.locator("#root")).toBeDefined()
  expect(await page.title()).toContain("ColdCaller")
})
