import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { CampaignItem } from "../worker/src/schemas/api-routes/campaigns"
import type { ScrapedGroup, ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { closePage, expectText, expectToast, newPage, poll, uniqueTag, useBrowser } from "./helpers"
import { SCRAPE_STEP_MS } from "./pacing"
import { liveConnected } from "./sandbox-calls"

/*
 * Maps scraping on /scraping against the sandbox places provider: fictional businesses in real
 * cities, numbers only on the 555 exchange (the 555-0100..0199 lines kept for fiction first). Steps are paced like the Rate Limit (10 requests a
 * minute), scaled down on the test server (e2e/pacing.ts), so a 50-result search takes a few steps of
 * SCRAPE_STEP_MS; the waits below allow for that, and for the unscaled 6 s too.
 */

const browser = useBrowser()

/** A job runs a step every SCRAPE_STEP_MS (6 s unscaled): long waits, still well inside the per-test timeout. */
const JOB_MS = 75_000
const TEST_MS = 150_000
const slowPoll = <T>(fn: () => T | Promise<T>, timeout = JOB_MS) => expect.poll(fn, { timeout, interval: 250 })

/** A sandbox phone as the screen shows it: "(616) 555-0142", "(616) 555-0215". */
const FICTIONAL_PHONE = /^\(\d{3}\) 555-\d{4}$/

const form = (page: Page) => page.getByRole("form", { name: "Maps scraping" })
const statusPanel = (page: Page) => page.getByTestId("scraping-status")
const statusState = (page: Page) => statusPanel(page).getAttribute("data-state")
const liveList = (page: Page) => page.getByTestId("live-contacts")
const tableCard = (page: Page) => page.locator('[data-slot="card"]').filter({ hasText: "Scraped Contacts" })

async function scrapingPage(width = 1280) {
  // At its address (the sidebar's way there is navigation.e2e.ts's): no dashboard loaded only to leave it.
  const page = await newPage(browser(), "/scraping", { width, height: 900 })
  await expectText(page.locator("header h1"), "Google Maps Scraping")
  await statusPanel(page).waitFor()
  await liveConnected(page)
  return page
}

async function choose(page: Page, label: string, option: string) {
  await form(page).getByLabel(label, { exact: true }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

async function fillSearch(page: Page, s: { category: string; query?: string; location: string; max: string }) {
  await choose(page, "Business Category", s.category)
  if (s.query !== undefined) await form(page).getByLabel("Custom Search Query *").fill(s.query)
  await form(page).getByLabel("Location *").fill(s.location)
  await choose(page, "Website Filter", "All businesses")
  await choose(page, "Max Results", s.max)
}

async function jobsApi(page: Page) {
  const res = await page.request.get("/api/scraping/jobs")
  expect(res.status()).toBe(200)
  return ((await res.json()) as { jobs: ScrapingJobView[] }).jobs
}

const texts = (locator: Locator) => locator.allInnerTexts().then((all) => all.map((t) => t.trim()))

/** Counts the POST /api/scraping/start requests the page sends. */
function countStarts(page: Page) {
  const sent: string[] = []
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/scraping/start") sent.push(r.url())
  })
  return sent
}

/**
 * Records every state the status panel shows from now on, each with whether Start was disabled then
 * ("running (Start disabled)"): at a step a second a small search can pass through pending and running
 * faster than a look at the page, and this misses none of them.
 */
async function recordStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { e2eStates: string[] }).e2eStates = seen
    const look = () => {
      const state = document.querySelector('[data-testid="scraping-status"]')?.getAttribute("data-state")
      const start = [...document.querySelectorAll('form[aria-label="Maps scraping"] button')].find(
        (b) => b.textContent?.trim() === "Start Scraping"
      ) as HTMLButtonElement | undefined
      const entry = `${state}${start?.disabled ? " (Start disabled)" : ""}`
      if (seen.at(-1) !== entry) seen.push(entry)
    }
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    })
    look()
  })
  return () => page.evaluate(() => (window as unknown as { e2eStates: string[] }).e2eStates)
}

/**
 * A group of scraped contacts to work with: the one an earlier test left, else a small search run
 * through the API here (a few paced steps), so this test does not depend on another.
 */
async function ensureScrapedGroup(page: Page): Promise<ScrapedGroup> {
  const groups = async () =>
    ((await (await page.request.get("/api/scraping/groups")).json()) as { groups: ScrapedGroup[] }).groups
  const existing = (await groups())[0]
  if (existing) return existing
  const res = await page.request.post("/api/scraping/start", {
    data: { query: "plumber", location: "Austin, TX", maxResults: 50, websiteFilter: "all" },
  })
  expect(res.status()).toBe(201)
  await slowPoll(async () => (await jobsApi(page))[0]?.status).toBe("completed")
  const [group] = await groups()
  expect(group?.count).toBeGreaterThan(0)
  return group!
}

describe("Maps scraping on /scraping (SPEC §2.5, sandbox places)", () => {
  it("labels the sandbox and refuses an empty location or custom query without a request", async () => {
    const page = await scrapingPage()
    const starts = countStarts(page)
    await page.getByTestId("places-sandbox").getByText("Sandbox: fictional businesses, no Google requests").waitFor()
    // READY only on a server with no jobs yet: another file (AI Automation) may have run before this one.
    if ((await jobsApi(page)).length === 0) {
      await expectText(statusPanel(page).getByTestId("scraping-state"), "READY")
    }

    await form(page).getByLabel("Location *").fill("   ")
    await form(page).getByRole("button", { name: "Start Scraping" }).click()
    await expectToast(page, "Missing Information", "Please fill in all required fields")
    await form(page).getByText("Please fill in all required fields").waitFor()

    await fillSearch(page, { category: "Custom Search", query: "", location: "Grand Rapids, MI", max: "50" })
    await form(page).getByRole("button", { name: "Start Scraping" }).click()
    await expectToast(page, "Missing Information", "Please fill in all required fields")
    expect(starts).toHaveLength(0)

    // Clear goes back to the defaults: retail & convenience, Grand Rapids, MI, 500.
    await form(page).getByRole("button", { name: "Clear" }).click()
    await expectText(form(page).getByLabel("Business Category"), "Retail & Convenience")
    expect(await form(page).getByLabel("Location *").inputValue()).toBe("Grand Rapids, MI")
    await expectText(form(page).getByLabel("Max Results"), "500")
    await expectText(form(page).getByLabel("Website Filter"), "Without website")
    await closePage(page)
  })

  it(
    "starts one job on a double click, streams contacts into the live list and the table, and completes",
    async () => {
      const page = await scrapingPage()
      const starts = countStarts(page)
      await fillSearch(page, { category: "Custom Search", query: "dentist", location: "Grand Rapids, MI", max: "50" })
      const states = await recordStates(page)
      await form(page).getByRole("button", { name: "Start Scraping" }).dblclick()
      await expectToast(page, "Scraping Started", "Maps scraping job has been initiated.")
      expect(starts).toHaveLength(1)
      // SPEC §9: Max Results goes back to 100 after a start; Start waits for the job to end.
      await expectText(form(page).getByLabel("Max Results"), "100")
      await slowPoll(
        async () => (await states()).some((s) => /^(pending|running) \(Start disabled\)$/.test(s)),
        10_000
      ).toBe(true)
      await statusPanel(page).getByText("dentist - Grand Rapids, MI").waitFor()

      // Found contacts arrive over the live channel, with fictional numbers.
      await slowPoll(() => liveList(page).locator("li").count()).toBeGreaterThan(0)
      for (const phone of await texts(liveList(page).getByTestId("live-contact-phone"))) {
        expect(phone).toMatch(FICTIONAL_PHONE)
      }
      const rows = tableCard(page).getByTestId("scraped-phone")
      await slowPoll(() => rows.count()).toBeGreaterThan(0)
      for (const phone of await texts(rows)) expect(phone).toMatch(FICTIONAL_PHONE)
      expect(await liveList(page).locator("li").count()).toBeLessThanOrEqual(10)

      await slowPoll(() => statusState(page)).toBe("completed")
      const [job] = await jobsApi(page)
      expect(job).toMatchObject({ label: "dentist - Grand Rapids, MI", status: "completed", stopped: false })
      expect(job!.found).toBeGreaterThan(0)
      await expectText(statusPanel(page).getByTestId("scraping-count"), `${job!.found} / 50`)
      await expectText(statusPanel(page).getByTestId("scraping-state"), "Completed")
      expect(await form(page).getByRole("button", { name: "Start Scraping" }).isDisabled()).toBe(false)
      // 25 a page, every row from this search.
      await slowPoll(() => rows.count(), 10_000).toBe(Math.min(25, job!.found))
      await closePage(page)
    },
    TEST_MS
  )

  it(
    "exports contacts and jobs as dated CSV files, and creates a campaign from a group",
    async () => {
      const page = await scrapingPage()
      const group = await ensureScrapedGroup(page)
      const card = tableCard(page)
      for (const [item, prefix] of [
        ["Export Contacts", "scraped-contacts"],
        ["Export Jobs", "scraping-jobs"],
      ] as const) {
        await card.getByRole("button", { name: "Export" }).click()
        const download = page.waitForEvent("download")
        await page.getByRole("menuitem", { name: item }).click()
        expect((await download).suggestedFilename()).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
        await expectToast(page, "Export Complete")
      }

      await card.getByRole("button", { name: "Create Campaign" }).click()
      const dialog = page.getByRole("dialog", { name: "Create Campaign" })
      await dialog.getByText("2 minutes between calls, 09:00 to 17:00, Monday to Friday").waitFor()
      await dialog.getByRole("button", { name: "Create", exact: true }).click()
      await expectToast(page, "Campaign Name Required", "Please enter a name for the new campaign")
      const name = `E2E Scraped ${uniqueTag()}`
      await dialog.getByLabel("Campaign Name").fill(name)
      await dialog.getByRole("button", { name: "Create", exact: true }).click()
      await expectToast(page, "No Contacts Selected")

      const row = dialog.getByRole("listitem").filter({ hasText: group.label })
      await row.getByText(group.names[0]!).waitFor()
      await row.getByRole("checkbox").check()
      await dialog.getByRole("button", { name: "Create", exact: true }).click()
      await expectToast(page, "Campaign Created")
      await dialog.waitFor({ state: "hidden" })

      const campaigns = (await (await page.request.get("/api/campaigns")).json()) as CampaignItem[]
      expect(campaigns.find((c) => c.name === name)).toMatchObject({
        status: "draft",
        minutesBetweenCalls: 2,
        startTime: "09:00",
        endTime: "17:00",
        workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
        totalContacts: group.count,
      })
      await closePage(page)
    },
    TEST_MS
  )

  it(
    "Stop All Jobs stops a running 5,000-result search and its count stops growing",
    async () => {
      const page = await scrapingPage()
      // Every "New Contact Found" toast the page ever shows, with each text it showed (issue 24).
      await page.evaluate(() => {
        const seen: { el: Element; texts: string[] }[] = []
        ;(window as unknown as { e2eFound: typeof seen }).e2eFound = seen
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[data-slot="toast-viewport"] li')) {
            const text = (el as HTMLElement).innerText ?? ""
            if (!text.startsWith("New Contact Found")) continue
            const entry = seen.find((s) => s.el === el) ?? seen[seen.push({ el, texts: [] }) - 1]!
            if (entry.texts.at(-1) !== text) entry.texts.push(text)
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      })
      const foundToasts = () =>
        page.evaluate(() =>
          (window as unknown as { e2eFound: { texts: string[] }[] }).e2eFound.map((s) => s.texts.join(" | "))
        )

      await fillSearch(page, { category: "Food & Dining", location: "Chicago, IL", max: "5,000" })
      await form(page).getByRole("button", { name: "Start Scraping" }).click()
      await expectToast(page, "Scraping Started")
      await slowPoll(() => statusState(page), 10_000).toBe("running")
      await slowPoll(async () => (await jobsApi(page))[0]!.progress).toBeGreaterThan(0)

      // The header's chip follows the search on every screen, and opens its progress.
      // Its words are its name (compact below 2xl so the header keeps its height, issue 38).
      await poll(() => page.getByTestId("activity-chip").getAttribute("aria-label")).toMatch(
        /^Scraping Chicago - [\d,]+ found - open progress$/
      )
      // Two steps later: one toast named the first business and counted the rest.
      const afterFirst = (await jobsApi(page))[0]!.progress
      await slowPoll(async () => (await jobsApi(page))[0]!.progress, 30_000).toBeGreaterThan(afterFirst)
      await slowPoll(async () => (await jobsApi(page))[0]!.progress, 30_000).toBeGreaterThan(afterFirst + 20)
      const toasts = await foundToasts()
      expect(toasts).toHaveLength(1)
      expect(toasts[0]).toMatch(/New Contact Found\s+.+ - \(\d{3}\) \d{3}-\d{4}, \+[\d,]+ more/)

      // Stop All Jobs asks first; Cancel leaves the search running.
      await form(page).getByRole("button", { name: "Stop All Jobs" }).click()
      const question = page.getByRole("alertdialog", { name: "Stop all scraping jobs?" })
      await poll(() => question.innerText()).toContain(`The search for "restaurant" in Chicago, IL ends now.`)
      await question.getByRole("button", { name: "Cancel" }).click()
      await question.waitFor({ state: "detached" })
      expect(await statusState(page)).toBe("running")
      await form(page).getByRole("button", { name: "Stop All Jobs" }).click()
      await question.getByRole("button", { name: "Stop All Jobs" }).click()
      await expectToast(page, "Jobs Stopped", "All scraping jobs have been stopped.")
      await page.getByTestId("activity-chip").waitFor({ state: "detached" })
      await slowPoll(() => statusState(page), 10_000).toBe("stopped")
      await expectText(statusPanel(page).getByTestId("scraping-state"), "Stopped")
      const [stopped] = await jobsApi(page)
      expect(stopped).toMatchObject({ label: "restaurant - Chicago, IL", status: "completed", stopped: true })
      await expectText(
        statusPanel(page).getByTestId("scraping-count"),
        `Stopped: ${stopped!.found} / 5,000 contacts stored.`
      )

      // Longer than a step: nothing more is stored, and Start is offered again.
      await page.waitForTimeout(SCRAPE_STEP_MS + 2_000)
      const [later] = await jobsApi(page)
      expect(later).toMatchObject({
        id: stopped!.id,
        found: stopped!.found,
        progress: stopped!.progress,
        stopped: true,
      })
      expect(await form(page).getByRole("button", { name: "Start Scraping" }).isDisabled()).toBe(false)
      await closePage(page)
    },
    TEST_MS
  )

  it(
    "fits a phone screen: the page never scrolls sideways whatever the job shows, the table scrolls in its own box",
    async () => {
      // A large search of its own, stopped after a few pages: their contacts (long restaurant names)
      // fill the live list. Before the fix these alone widened the page to 405-429 px.
      const api = await scrapingPage()
      const res = await api.request.post("/api/scraping/start", {
        data: { query: "restaurant", location: "New York, NY", maxResults: 5000, websiteFilter: "all" },
      })
      expect(res.status(), await res.text()).toBe(201)
      const { job: started } = (await res.json()) as { job: ScrapingJobView }
      const mine = async () => (await jobsApi(api)).find((j) => j.id === started.id)
      // A few pages in (a step a second), else the state it ended in.
      const along = async () => {
        const job = await mine()
        return job?.status === "pending" || job?.status === "running" ? job.progress > 40 : job?.status
      }
      await slowPoll(along).toBe(true)
      expect((await api.request.post("/api/scraping/jobs/cleanup", { data: {} })).status()).toBe(200)
      await slowPoll(async () => (await mine())?.stopped, 10_000).toBe(true)
      const stopped = (await mine())!
      await closePage(api)

      const page = await scrapingPage(390)
      const fits = async (state: string) => {
        await poll(() => statusState(page)).toBe(state)
        await tableCard(page).getByTestId("scraped-contacts").waitFor()
        // The page's width, and what sticks out past the screen (outside a box that scrolls), to say why.
        const seen = await page.evaluate(() => {
          const screen = window.innerWidth
          const clipped = (el: Element) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== "visible") return up.getBoundingClientRect().right <= screen
            }
            return false
          }
          const wide = [...document.querySelectorAll("main *")]
            .filter((el) => el.getBoundingClientRect().right > screen + 0.5 && !clipped(el))
            .map((el) => `${el.tagName.toLowerCase()}: ${(el as HTMLElement).innerText?.slice(0, 40)}`)
          return { overflow: Math.max(0, document.documentElement.scrollWidth - screen), wide: wide.slice(0, 5) }
        })
        expect(seen, state).toEqual({ overflow: 0, wide: [] })
      }
      await fits("stopped")
      await expectText(
        statusPanel(page).getByTestId("scraping-count"),
        `Stopped: ${stopped.found.toLocaleString("en-US")} / 5,000 contacts stored.`
      )

      // The same list led by a job in each other state, with long texts (the API's answer replaced): a
      // long label, a failure naming a URL, the budget waits.
      const LONG = { query: "family restaurant with late night delivery", location: "Rancho Santa Margarita, CA" }
      const shown = (job: Partial<ScrapingJobView>) => ({
        ...stopped,
        ...LONG,
        label: `${LONG.query} - ${LONG.location}`,
        areaName: "Rancho Santa Margarita, Orange County, California, USA",
        id: stopped.id + 1,
        stopped: false,
        ...job,
      })
      const showing = async (job: ScrapingJobView) => {
        await page.unrouteAll()
        await page.route("**/api/scraping/jobs**", (route) =>
          route.request().method() === "GET"
            ? route.fulfill({ json: { jobs: [job, stopped], nextBefore: null } })
            : route.fallback()
        )
        await page.reload()
      }
      await showing(
        shown({
          status: "failed",
          error:
            "Google Places refused the search: https://console.cloud.google.com/apis/api/places.googleapis.com/quotas?project=cold-caller-production-000000",
        })
      )
      await fits("failed")
      const hour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString()
      await showing(shown({ status: "running", waitingFor: "budget", waitingUntil: hour }))
      await fits("running")
      await statusPanel(page).getByText("Waiting for the hourly maps budget — resumes at", { exact: false }).waitFor()
      await showing(shown({ status: "running", waitingFor: "spend_budget", waitingUntil: hour }))
      await fits("running")
      await showing(shown({ status: "completed", found: 5000, progress: 5000, websiteFilter: "without_website" }))
      await fits("completed")
      await closePage(page)
    },
    TEST_MS
  )
})
