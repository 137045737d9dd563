import { expect, it } from "vitest"
import { openPage } from "./browser"
import { useBrowser } from "./helpers"

const browser = useBrowser()

it("serves the app", async () => {
  const page = await openPage(browser(), "/")
  await expect(page.locator("#root")).toBeDefined()
  expect(await page.title()).toContain("ColdCaller")
})
