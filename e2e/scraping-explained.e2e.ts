import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { closePage, expectText, expectToast, newPage, poll, useBrowser } from "./helpers"
import { liveConnected } from "./sandbox-calls"

/*
 * Issue 38, Scraping: the website filter says what it keeps and drops, at the choice and in the
 * result; a sandbox job's cost is what it would cost, never billed; a refused Start names the empty
 * field; an unknown location is refused at Start, with no job stored.
 */

const browser = useBrowser()

const form = (page: Page) => page.getByRole("form", { name: "Maps scraping" })
const statusPanel = (page: Page) => page.getByTestId("scraping-status")
const startButton = (page: Page) => form(page).getByRole("button", { name: "Start Scraping" })

async function scrapingPage() {
  const page = await newPage(browser(), "/scraping", { width: 1280, height: 900 })
  await expectText(page.locator("header h1"), "Google Maps Scraping")
  await statusPanel(page).waitFor()
  await liveConnected(page)
  return page
}

/** POST /api/scraping/start requests the page sends, with their answers' statuses. */
function recordStarts(page: Page) {
  const answers: number[] = []
  page.on("response", (r) => {
    if (r.request().method() === "POST" && new URL(r.url()).pathname === "/api/scraping/start") answers.push(r.status())
  })
  return answers
}

/** Start is enabled only with no job running: one another file left is stopped first. */
async function startEnabled(page: Page) {
  if (await startButton(page).isDisabled()) {
    expect((await page.request.post("/api/scraping/jobs/cleanup")).status()).toBe(200)
  }
  await poll(() => startButton(page).isDisabled()).toBe(false)
}

/** A finished sandbox search with the default filter: 373 places, 302 with a website. */
const SANDBOX_JOB: ScrapingJobView = {
  id: 9_000_001,
  query: "convenience store",
  location: "Grand Rapids, MI",
  label: "convenience store - Grand Rapids, MI",
  maxResults: 500,
  websiteFilter: "without_website",
  businessCategory: "retail_convenience",
  status: "completed",
  progress: 71,
  found: 71,
  createdAt: new Date().toISOString(),
  completedAt: new Date().toISOString(),
  error: null,
  stopped: false,
  waitingUntil: null,
  waitingFor: null,
  areaName: "Grand Rapids, MI, USA",
  runId: null,
  simulated: true,
  stats: { examined: 373, noPhone: 0, duplicates: 0, filtered: 302, closed: 0, requests: 13, cost: 0.455 },
}

describe("Scraping says what it does (issue 38)", () => {
  it("explains the website filter at the choice, for each choice", async () => {
    const page = await scrapingPage()
    const help = form(page).getByTestId("website-filter-help")
    await expectText(form(page).getByLabel("Website Filter"), "Without website")
    await expectText(
      help,
      "Keeps only businesses without a website of their own and drops the rest, often most of what a search finds. Choose All businesses to keep them."
    )
    expect(await form(page).getByLabel("Website Filter").getAttribute("aria-describedby")).toBe(
      await help.getAttribute("id")
    )
    await form(page).getByLabel("Website Filter").click()
    await page.getByRole("option", { name: "All businesses", exact: true }).click()
    await expectText(help, "Keeps every business with a phone number, with or without a website.")
    await closePage(page)
  })

  it("shows what the filter dropped, and a sandbox job's cost as not billed", async () => {
    const page = await scrapingPage()
    await page.route("**/api/scraping/jobs**", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ json: { jobs: [SANDBOX_JOB], nextBefore: null } })
        : route.fallback()
    )
    await page.reload()
    await poll(() => statusPanel(page).getAttribute("data-state")).toBe("completed")
    await expectText(
      statusPanel(page).getByTestId("website-filter-result"),
      "Kept 71 of 373 places; 302 dropped by the website filter (without website)"
    )
    const stats = statusPanel(page).getByTestId("scraping-stats")
    await stats.getByText("Would cost (sandbox, not billed)", { exact: true }).waitFor()
    await stats.getByText("Would cost per lead", { exact: true }).waitFor()
    expect(await stats.getByText("Cost", { exact: true }).count()).toBe(0)
    expect(await stats.getByText("Per lead", { exact: true }).count()).toBe(0)
    await closePage(page)
  })

  it("names the empty field when Start is refused", async () => {
    const page = await scrapingPage()
    const answers = recordStarts(page)
    await startEnabled(page)
    await form(page).getByLabel("Location *").fill("   ")
    await startButton(page).click()
    await expectToast(page, "Missing Information", "Please fill in all required fields: Location")
    expect(answers).toEqual([])
    await closePage(page)
  })

  it("refuses an unknown location at Start, naming it, with no job stored", async () => {
    const page = await scrapingPage()
    const answers = recordStarts(page)
    await startEnabled(page)
    await form(page).getByLabel("Location *").fill("Atlantis, ZZ")
    await startButton(page).click()
    const message =
      'Location not found: "Atlantis, ZZ". It is not a US city or state we know. Try a US city and state (e.g. Grand Rapids, MI).'
    await expectToast(page, "Error", message)
    await form(page).getByText(message).waitFor()
    expect(answers).toEqual([400])
    const { jobs } = (await (await page.request.get("/api/scraping/jobs")).json()) as { jobs: ScrapingJobView[] }
    expect(jobs.some((j) => j.location === "Atlantis, ZZ")).toBe(false)
    await closePage(page)
  })
})
