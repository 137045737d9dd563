import { expect, it } from "vitest"
import { closePage, expectText, header, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "The dashboard has no next step": a strip from the dashboard to the work (find leads,
 * start a campaign, see demos), each a link, a step done shown done; rate changes in points ("pp").
 */

const browser = useBrowser()

it("the dashboard's next steps link to the work and show what is done", async () => {
  const page = await newPage(browser(), "/", { width: 1440, height: 900 })
  const strip = page.getByRole("list", { name: "Next steps" })
  await strip.waitFor()
  const links = strip.getByRole("link")
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/scraping",
    "/calls#campaigns",
    "/calendar",
  ])
  expect(await links.allInnerTexts()).toEqual([
    expect.stringContaining("Find leads"),
    expect.stringContaining("Start a campaign"),
    expect.stringContaining("See demos"),
  ])
  // A step is done when its work is there: the seeded contacts are leads found.
  const { total } = (await (await page.request.get("/api/contacts?pageSize=1")).json()) as { total: number }
  await poll(() => page.getByTestId("next-step-leads").getAttribute("data-done")).toBe(String(total > 0))
  if (total > 0) expect(await page.getByTestId("next-step-leads").innerText()).toContain("Done")

  // Percentage-point changes are written as such, not as percents.
  const cards = await page.locator("main").innerText()
  expect(cards).not.toMatch(/[+-]\d+\.\d% (improvement|decline|conversion rate)/)

  await page.getByTestId("next-step-campaign").click()
  await expectText(header(page).title, "Call Management")
  await page.getByRole("group", { name: "Show campaigns" }).waitFor()
  await closePage(page)
})
