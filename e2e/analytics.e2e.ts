import Papa from "papaparse"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { AnalyticsResponse } from "../worker/src/schemas/api-routes/analytics"
import { closePage, downloadedText, expectText, header, newPage, poll, useBrowser } from "./helpers"

const browser = useBrowser()

const CHARTS = ["funnel", "cost-per-demo", "heatmap", "outcomes", "campaigns", "top-categories", "top-sources"]

const card = (page: Page, name: string) => page.locator(`[data-chart="${name}"]`)
const answer = (page: Page, query: string) =>
  page.request.get(`/api/analytics?${query}`).then((r) => r.json() as Promise<AnalyticsResponse>)

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

describe("Analytics (issue 23)", () => {
  it("charts the seeded sandbox history, switches periods and exports a chart's figures as CSV", async () => {
    const page = await newPage(browser(), "/analytics")
    await expectText(header(page).title, "Analytics")
    const month = await answer(page, "period=30d")
    expect(month.funnel.dialled, "the sandbox seed has two weeks of calls").toBeGreaterThan(100)

    // Every chart draws from the seeded calls: recharts' SVG, and the heatmap's cells.
    for (const name of CHARTS.filter((n) => n !== "heatmap")) {
      await poll(() => card(page, name).locator("svg.recharts-surface").count()).toBeGreaterThan(0)
    }
    await poll(() => card(page, "heatmap").locator('[role="img"][aria-label*="answered"]').count()).toBeGreaterThan(5)
    await poll(() => card(page, "campaigns").innerText()).toContain("Campaigns side by side")

    // A voicemail with the message left is its own outcome (not "Other"): in the table and the CSV too.
    const left = month.series.reduce((n, b) => n + b.outcomes.voicemailLeft, 0)
    expect(left, "the sandbox seed leaves some voicemail messages").toBeGreaterThan(0)
    expect(month.series.reduce((n, b) => n + b.outcomes.other, 0)).toBe(0)
    const outcomes = card(page, "outcomes")
    await outcomes.getByRole("button", { name: "Show Outcome mix as a table" }).click()
    await poll(() => outcomes.getByRole("columnheader", { name: "Voicemail, message left" }).count()).toBe(1)
    const outcomesCsv = page.waitForEvent("download")
    await outcomes.getByRole("button", { name: "Export Outcome mix as CSV" }).click()
    const table = Papa.parse<string[]>((await downloadedText(await outcomesCsv)).replace(/^\uFEFF/, "").trim()).data
    const column = table[0]!.indexOf("Voicemail, message left")
    expect(column, table[0]!.join(",")).toBeGreaterThan(0)
    expect(table.slice(1).reduce((n, row) => n + Number(row[column]), 0)).toBeGreaterThan(0)

    // The last 7 days: fewer calls than 30, and the page says which days it shows.
    // The figures the page itself was answered with: a second request could count a call dialled in
    // between, and the table would then match only after the page's 60 s refresh.
    const weekAnswer = page.waitForResponse((r) => /\/api\/analytics\?(.*&)?period=7d\b/.test(r.url()))
    await choose(page, "Period", "Last 7 days")
    const week = (await (await weekAnswer).json()) as AnalyticsResponse
    expect(week.funnel.dialled).toBeLessThan(month.funnel.dialled)
    const day = (d: string) =>
      new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${d}T00:00:00Z`)
      )
    await poll(() => page.getByTestId("analytics-period").innerText()).toContain(day(week.period.from))

    // The funnel as a table, then as a CSV file with the same figures.
    const funnel = card(page, "funnel")
    await funnel.getByRole("button", { name: "Show Funnel as a table" }).click()
    await poll(() =>
      funnel.getByRole("row", { name: new RegExp(`^Dialled ${week.funnel.dialled.toLocaleString("en-US")} `) }).count()
    ).toBe(1)
    const download = page.waitForEvent("download")
    await funnel.getByRole("button", { name: "Export Funnel as CSV" }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`analytics-funnel-${week.period.from}-to-${week.period.to}.csv`)
    const lines = (await downloadedText(file)).replace(/^\uFEFF/, "").split("\r\n")
    expect(lines[0]).toBe("Step,Calls,Of previous step,Of dialled")
    expect(lines[1]).toBe(`Dialled,${week.funnel.dialled},1.0000,1.0000`)
    expect(lines[5]).toMatch(new RegExp(`^Demo held,${week.funnel.held},`))

    // A custom period of one day with no calls says so instead of drawing empty charts.
    await choose(page, "Period", "Custom")
    await page.getByLabel("From", { exact: true }).fill("2020-01-01")
    await page.getByLabel("To", { exact: true }).fill("2020-01-01")
    await poll(() => funnel.innerText()).toContain("Dialled")
    await funnel.getByRole("button", { name: "Show Funnel as a chart" }).click()
    await poll(() => funnel.innerText()).toContain("No calls placed in this period.")
    await closePage(page)
  })

  it("reads at 390 px: no sideways scrolling, the heatmap turned to a column per weekday", async () => {
    const page = await newPage(browser(), "/analytics", { width: 390, height: 844 })
    await poll(() => card(page, "heatmap").locator('[role="img"][aria-label*="answered"]').count()).toBeGreaterThan(5)
    for (const name of CHARTS.filter((n) => n !== "heatmap")) {
      await poll(() => card(page, name).locator("svg.recharts-surface").count()).toBeGreaterThan(0)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await closePage(page)
  })
})
