import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { CallListItem } from "../worker/src/schemas/api-routes/calls"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"
import { closePage, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 38, "Live updates move what you are about to click": during a lead search the header grew
 * from 70 to 118 px at 1440 (the progress chip appeared, then wrapped) and pushed every page down;
 * the dashboard's Active Campaigns card grew and shrank with its why-line; new calls were prepended
 * to Recent Calls while you read. The server's answers are stood in for here (a search going on, a
 * long why-line, a call arriving), so the test neither starts a search nor waits for one.
 */

const browser = useBrowser()
const WIDE = { width: 1440, height: 900 }

const heightOf = (page: Page, selector: string) =>
  page.evaluate((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().height), selector)

/** A lead search going on, as GET /api/scraping/jobs answers it. */
const runningJob = (): ScrapingJobView => ({
  id: 987_654,
  query: "dentists",
  location: "Rancho Santa Margarita, CA",
  label: "dentists in Rancho Santa Margarita, CA",
  maxResults: 5000,
  websiteFilter: "all",
  businessCategory: null,
  status: "running",
  progress: 12_655,
  found: 12_655,
  createdAt: new Date().toISOString(),
  completedAt: null,
  error: null,
  stopped: false,
  waitingUntil: null,
  waitingFor: null,
  areaName: null,
  runId: null,
  stats: { examined: 0, noPhone: 0, duplicates: 0, filtered: 0, closed: 0, requests: 0, cost: 0 },
})

describe("live updates keep the layout still", () => {
  it("the header keeps its height when a lead search's progress chip appears (1440)", async () => {
    const page = await newPage(browser(), "/calls", WIDE)
    await page.getByRole("button", { name: "Refresh" }).first().waitFor()
    expect(await page.getByTestId("activity-chip").count()).toBe(0)
    const before = await heightOf(page, "header")

    await page.route("**/api/scraping/jobs*", (route) =>
      route.fulfill({ json: { jobs: [runningJob()], nextBefore: null } })
    )
    await page.reload()
    await page.getByTestId("activity-chip").waitFor()
    expect(await page.getByTestId("activity-chip").getAttribute("aria-label")).toContain("12,655 found")
    expect(await heightOf(page, "header")).toBe(before)
    await closePage(page)
  })

  it("the Active Campaigns card keeps its height whatever its why-line says", async () => {
    const page = await newPage(browser(), "", WIDE)
    const waiting = (line: string | null) => ({
      items: line
        ? [0, 1, 2].map((i) => ({
            campaignId: 900 + i,
            name: `Campaign ${i}`,
            state: "waiting",
            callableNow: 0,
            reasons: [],
            line,
          }))
        : [],
      checkedAt: new Date().toISOString(),
    })
    let answer = waiting(null)
    await page.route("**/api/campaigns/waiting*", (route) => route.fulfill({ json: answer }))
    await page.goto("/")
    // The Active Campaigns card (its why-line's, or the card the line would be in).
    const card = page.locator('[data-slot="card"]', { hasText: "Active Campaigns" })
    await card.getByText("Running now").waitFor()
    const cardHeight = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().height))
    const empty = await cardHeight()

    answer = waiting(
      "0 callable now; 61 wait for their window: Central Time 10:22 PM, next at 12:01 AM CT; 3 wait to retry after no answer"
    )
    await page.reload()
    await poll(() => card.innerText()).toContain("61 wait for their window")
    expect(await cardHeight()).toBe(empty)
    await closePage(page)
  })

  it("Recent Calls holds its rows: a new call waits behind an 'N new' button", async () => {
    const page = await newPage(browser(), "", WIDE)
    const base = (await (await page.request.get("/api/dashboard/recent-calls")).json()) as CallListItem[]
    const fake = (id: number, name: string): CallListItem => ({
      id,
      contactId: null,
      campaignId: null,
      campaignName: null,
      vapiCallId: null,
      status: "calling",
      result: null,
      duration: null,
      demoScheduled: false,
      demoDate: null,
      createdAt: new Date().toISOString(),
      completedAt: null,
      contact: { businessName: name, phone: "+16165550142", address: "" },
      direction: "outbound",
    })
    let answer: CallListItem[] = [fake(9_000_001, "First Held Co"), ...base].slice(0, 10)
    await page.route("**/api/dashboard/recent-calls*", (route) => route.fulfill({ json: answer }))
    await page.goto("/")
    const rows = page.getByTestId("recent-calls").locator("li")
    await poll(() => rows.first().innerText()).toContain("First Held Co")

    // A call arrives: the rows stay where they are, the new one waits behind the button.
    answer = [fake(9_000_002, "Newer Arrival Co"), ...answer].slice(0, 10)
    const more = page.getByTestId("recent-calls-new")
    await more.waitFor()
    expect(await more.innerText()).toContain("1 new call")
    expect(await rows.first().innerText()).toContain("First Held Co")
    await more.click()
    await poll(() => rows.first().innerText()).toContain("Newer Arrival Co")
    expect(await more.count()).toBe(0)
    await closePage(page)
  })
})
