import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { AnalyticsResponse } from "../worker/src/schemas/api-routes/analytics"
import { closePage, expectText, header, newPage, poll, useBrowser } from "./helpers"

const browser = useBrowser()

const card = (page: Page, name: string) => page.locator(`[data-chart="${name}"]`)
const answer = (page: Page, query: string) =>
  page.request.get(`/api/analytics?${query}`).then((r) => r.json() as Promise<AnalyticsResponse>)
const count = (n: number) => n.toLocaleString("en-US")
const percent = (r: number) => `${(r * 100).toFixed(r > 0 && r < 0.1 ? 1 : 0)}%`

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** Each category-axis label of a chart: its name, the text shown and the tooltip, if any. */
const axisLabels = (page: Page, chart: string) =>
  card(page, chart)
    .locator("[data-axis-label]")
    .evaluateAll((groups) =>
      groups.map((g) => ({
        name: g.getAttribute("data-axis-label")!,
        shown: g.querySelector("text")!.textContent!,
        note: g.querySelectorAll("text")[1]?.textContent ?? null,
        tooltip: g.querySelector("title")?.textContent ?? null,
      }))
    )

/** The texts a chart draws beside its bars (recharts' label lists). */
const barLabels = (page: Page, chart: string) =>
  card(page, chart).locator(".recharts-label-list text").allTextContents()

/**
 * The contrast of every legend name, bar label and axis name against its card, as WCAG computes it:
 * colours read back from a canvas, so any CSS colour (oklch included) counts as painted.
 */
const chartTextContrasts = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!
    const rgb = (color: string) => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const background = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor
        if (bg && bg !== "transparent" && !bg.endsWith(", 0)")) return bg
      }
      return "white"
    }
    const texts = [
      // A legend name: the innermost element holding its words.
      ...[...document.querySelectorAll("[data-chart] .recharts-legend-item-text")].map(
        (el) => [...el.querySelectorAll("*")].at(-1) ?? el
      ),
      ...document.querySelectorAll("[data-chart] .recharts-label-list text"),
      ...document.querySelectorAll("[data-chart] [data-axis-label] text"),
    ]
    return texts.map((el) => {
      const style = getComputedStyle(el)
      const ink = luminance(rgb(el instanceof SVGElement ? style.fill : style.color))
      const paper = luminance(rgb(background(el)))
      const ratio = (Math.max(ink, paper) + 0.05) / (Math.min(ink, paper) + 0.05)
      return { text: el.textContent, ratio: Math.round(ratio * 100) / 100 }
    })
  })

describe("Analytics views (issue 38)", () => {
  it("keeps its filters in the address: a reload keeps them, and the link opens the same view elsewhere", async () => {
    const page = await newPage(browser(), "/analytics")
    await expectText(header(page).title, "Analytics")
    await choose(page, "Period", "Last 7 days")
    await choose(page, "Campaign", "No campaign (Call Now)")
    await poll(() => new URL(page.url()).search).toBe("?period=7d&campaign=0")

    const reloaded = page.waitForResponse((r) => r.url().includes("/api/analytics?"))
    await page.reload()
    expect(new URL((await reloaded).url()).searchParams.toString()).toBe("period=7d&campaignId=0")
    await poll(() => page.getByLabel("Period", { exact: true }).innerText()).toBe("Last 7 days")
    await poll(() => page.getByLabel("Campaign", { exact: true }).innerText()).toBe("No campaign (Call Now)")

    // A custom period carries its days.
    await choose(page, "Period", "Custom")
    await page.getByLabel("From", { exact: true }).fill("2026-11-01")
    await page.getByLabel("To", { exact: true }).fill("2026-11-07")
    await poll(() => new URL(page.url()).search).toBe("?period=custom&from=2026-11-01&to=2026-11-07&campaign=0")
    const link = page.url()
    await closePage(page)

    // The shared link, in a fresh tab.
    const other = await newPage(browser(), "")
    const asked = other.waitForResponse((r) => r.url().includes("/api/analytics?"))
    await other.goto(link)
    expect(new URL((await asked).url()).searchParams.toString()).toBe(
      "period=custom&from=2026-11-01&to=2026-11-07&campaignId=0"
    )
    await poll(() => other.getByLabel("From", { exact: true }).inputValue()).toBe("2026-11-01")
    await poll(() => other.getByLabel("To", { exact: true }).inputValue()).toBe("2026-11-07")
    await closePage(other)
  })

  it("shows names whole at 1440 px, each funnel step's share of the one before and each rate's sample size", async () => {
    const page = await newPage(browser(), "/analytics", { width: 1440, height: 900 })
    const month = await answer(page, "period=30d")
    await poll(() => axisLabels(page, "top-sources").then((l) => l.length)).toBe(month.sources.length)
    expect(
      month.sources.some((s) => s.name.length > 18),
      "the seed has long source names"
    ).toBe(true)

    const names: Record<string, string[]> = {
      funnel: ["Dialled", "Connected", "Conversation > 30 s", "Demo booked", "Demo held"],
      campaigns: month.campaigns.map((c) => c.name),
      "top-categories": month.categories.map((g) => g.name),
      "top-sources": month.sources.map((g) => g.name),
    }
    for (const [chart, expected] of Object.entries(names)) {
      const labels = await axisLabels(page, chart)
      expect(
        labels.map((l) => l.name),
        chart
      ).toEqual(expected)
      for (const l of labels) expect(l.shown, `${chart}: ${l.name}`).toBe(l.name)
    }

    // The funnel: calls, then the share of the step before ("92 · 64%").
    const f = month.funnel
    const steps = [f.dialled, f.connected, f.conversations, f.booked, f.held]
    expect(await barLabels(page, "funnel")).toEqual(
      steps.map((n, i) => (i === 0 ? count(n) : `${count(n)} · ${percent(steps[i - 1] ? n / steps[i - 1]! : 0)}`))
    )
    // A rate beside the calls it is taken from.
    expect(await barLabels(page, "top-categories")).toEqual(
      month.categories.map((g) => `${percent(g.demoRate)} of ${count(g.dialled)}`)
    )
    expect((await axisLabels(page, "campaigns")).map((l) => l.note)).toEqual(
      month.campaigns.map((c) => `${count(c.dialled)} ${c.dialled === 1 ? "call" : "calls"} dialled`)
    )

    // On a phone a long name is cut, and its whole name is the label's tooltip.
    await page.setViewportSize({ width: 390, height: 844 })
    await poll(async () => (await axisLabels(page, "top-sources")).some((l) => l.shown.endsWith("…"))).toBe(true)
    for (const chart of Object.keys(names)) {
      for (const l of await axisLabels(page, chart)) {
        if (l.shown !== l.name) expect(l.tooltip, `${chart}: ${l.shown}`).toBe(l.name)
      }
    }
    await closePage(page)
  })

  it("writes legend names, bar labels and axis names at 4.5:1 or more against the card", async () => {
    const page = await newPage(browser(), "/analytics", { width: 1440, height: 900 })
    // The figures first (the answer has arrived and the charts draw), then the legends drawn after them.
    await poll(() => card(page, "funnel").locator(".recharts-label-list text").count()).toBe(5)
    await poll(() => card(page, "campaigns").locator(".recharts-legend-item-text").count()).toBeGreaterThan(0)
    await poll(() => card(page, "outcomes").locator(".recharts-legend-item-text").count()).toBeGreaterThan(0)
    const contrasts = await chartTextContrasts(page)
    expect(contrasts.length).toBeGreaterThan(10)
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([])
    await closePage(page)
  })
})
