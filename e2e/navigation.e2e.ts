import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, expectText, expectToast, header, newPage, poll, sidebarLink, useBrowser } from "./helpers"

/** SPEC §2.1: sidebar entries (labels from web/src/components/nav-items.ts) and their header texts. */
const ROUTES = [
  {
    label: "AI Automation",
    path: "/automation",
    title: "AI Automation",
    description: "Find businesses city by city and line them up for calling",
  },
  {
    label: "Google Maps Scraping",
    path: "/scraping",
    title: "Google Maps Scraping",
    description: "Extract business contact information from Google Maps",
  },
  {
    label: "Contacts",
    path: "/contacts",
    title: "Contact Management",
    description: "View and manage your scraped business contacts",
  },
  {
    label: "Call Management",
    path: "/calls",
    title: "Call Management",
    description: "Configure and manage your automated calling campaigns",
  },
  {
    label: "Demo Calendar",
    path: "/calendar",
    title: "Demo Calendar",
    description: "Schedule and manage demo appointments",
  },
  {
    label: "Analytics",
    path: "/analytics",
    title: "Analytics",
    description: "What your calls achieve and cost: who answers, when, and which campaigns work",
  },
  {
    label: "Google Sheets",
    path: "/sheets",
    title: "Google Sheets Integration",
    description: "Sync call results and demo schedules with Google Sheets",
  },
  {
    label: "Settings",
    path: "/settings",
    title: "System Settings",
    description: "Configure system preferences and API settings",
  },
  {
    label: "Dashboard",
    path: "/",
    title: "Dashboard Overview",
    description: "Monitor your cold calling automation in real-time",
  },
]

const pathname = (page: Page) => new URL(page.url()).pathname

/** The highlighted sidebar entries (exact path match: exactly one, or none on unknown paths). */
const activeLabels = (page: Page) =>
  page.locator('#app-sidebar a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.textContent?.trim()))

/** How far the sidebar is slid in: its right edge in px (0 or less = hidden off-screen). */
const sidebarRightEdge = async (page: Page) => {
  const box = await page.locator("#app-sidebar").boundingBox()
  return box ? Math.round(box.x + box.width) : -1
}

/** Scripts this page has loaded (its resource timings) whose code holds `text`. */
async function loadedScriptsWith(page: Page, text: string) {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith(".js"))
  )
  const bodies = await Promise.all(urls.map((url) => page.request.get(url).then((r) => r.text())))
  return urls.filter((_, i) => bodies[i]!.includes(text))
}

/** A class name recharts' own code writes on every chart: present in whichever chunk holds recharts. */
const RECHARTS = "recharts-wrapper"

const browser = useBrowser()

describe("app shell", () => {
  it("clicking every sidebar entry shows its page with the spec's header and highlights only that entry", async () => {
    const page = await newPage(browser(), "/")
    await expectText(header(page).title, "Dashboard Overview")
    expect(await activeLabels(page)).toEqual(["Dashboard"])
    const links = page.locator("#app-sidebar nav a")
    expect(await links.count()).toBe(9)

    for (const route of ROUTES) {
      // The chart library (about 100 KB gzipped) comes with the Analytics page alone: none of the
      // screens before it loaded it, and the Analytics page does.
      if (route.path === "/analytics") expect(await loadedScriptsWith(page, RECHARTS)).toEqual([])
      await sidebarLink(page, route.label).click()
      await poll(() => pathname(page)).toBe(route.path)
      await expectText(header(page).title, route.title)
      await expectText(header(page).description, route.description)
      expect(await activeLabels(page)).toEqual([route.label])
      expect(await sidebarLink(page, route.label).getAttribute("data-active")).toBe("true")
      // The page itself rendered (no blank screen, no router fallback).
      await poll(() => page.locator("main").innerText()).not.toBe("")
      expect(await page.getByText("404 Page Not Found").count()).toBe(0)
      // Every entry is a real client-side link with an icon.
      expect(await sidebarLink(page, route.label).locator("svg").count()).toBe(1)
      if (route.path === "/analytics") {
        await poll(async () => (await loadedScriptsWith(page, RECHARTS)).length).toBeGreaterThan(0)
      }
    }
    await closePage(page)
  })

  it("an unknown path shows the 404 page with the fallback description and nothing highlighted", async () => {
    const page = await newPage(browser(), "/no-such-page")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
    await page.getByText("Did you forget to add the page to the router?").waitFor()
    await expectText(header(page).title, "Page Not Found")
    await expectText(header(page).description, "Cold calling automation system")
    expect(await activeLabels(page)).toEqual([])

    // Navigation stays at hand: the sidebar leads back, and so does the page's own link (issue 24).
    await sidebarLink(page, "Dashboard").click()
    await expectText(header(page).title, "Dashboard Overview")
    await page.getByText("404 Page Not Found").waitFor({ state: "detached" })
    await page.getByTestId("quick-contact-search").waitFor()
    await page.goto("/another-missing-page")
    await page.getByRole("link", { name: "Go to the dashboard" }).click()
    await expectText(header(page).title, "Dashboard Overview")
    await closePage(page)
  })

  it("on a phone the sidebar hides behind Toggle menu; choosing an entry or the overlay closes it", async () => {
    const page = await newPage(browser(), "/", { width: 390, height: 844 })
    await expectText(header(page).title, "Dashboard Overview")
    const toggle = page.getByRole("button", { name: "Toggle menu" })
    const sidebar = page.locator("#app-sidebar")
    expect(await sidebar.getAttribute("data-state")).toBe("closed")
    await poll(() => sidebarRightEdge(page)).toBeLessThanOrEqual(0)

    await toggle.click()
    expect(await toggle.getAttribute("aria-expanded")).toBe("true")
    expect(await sidebar.getAttribute("data-state")).toBe("open")
    // 16rem wide, slid fully in after the 300 ms transition.
    await poll(() => sidebarRightEdge(page)).toBe(256)

    await sidebarLink(page, "Contacts").click()
    await expectText(header(page).title, "Contact Management")
    await expectText(header(page).description, "View and manage your scraped business contacts")
    expect(await sidebar.getAttribute("data-state")).toBe("closed")
    expect(await toggle.getAttribute("aria-expanded")).toBe("false")
    await poll(() => sidebarRightEdge(page)).toBeLessThanOrEqual(0)
    expect(await activeLabels(page)).toEqual(["Contacts"])

    // The dark overlay closes it too.
    await toggle.click()
    await poll(() => sidebarRightEdge(page)).toBe(256)
    await page.getByTestId("sidebar-overlay").click({ position: { x: 350, y: 600 } })
    expect(await sidebar.getAttribute("data-state")).toBe("closed")
    await poll(() => sidebarRightEdge(page)).toBeLessThanOrEqual(0)
    await expectText(header(page).title, "Contact Management")

    // One more route through the menu: the header follows.
    await toggle.click()
    await sidebarLink(page, "Settings").click()
    await expectText(header(page).title, "System Settings")
    expect(await sidebar.getAttribute("data-state")).toBe("closed")
    await closePage(page)
  })
})

describe("content security policy", () => {
  it("the built app runs under its strict CSP: pages, a dialog, a toast, a body-less write and the live socket", async () => {
    const page = await newPage(browser(), "")
    const violations: string[] = []
    page.on("console", (msg) => {
      if (msg.text().includes("Content Security Policy")) violations.push(msg.text())
    })
    await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v))
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
          `${e.violatedDirective} blocked ${e.blockedURI}`
        )
      )
    )
    const sockets: string[] = []
    page.on("websocket", (ws) => sockets.push(new URL(ws.url()).pathname))

    const res = await page.goto("/")
    const policy = res!.headers()["content-security-policy"] ?? ""
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    await expectText(header(page).title, "Dashboard Overview")

    // A Radix dialog (its scroll lock injects styles at run time).
    await page.getByRole("button", { name: "Add Contact" }).first().click()
    await page.getByRole("dialog").waitFor()
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })

    // A body-less POST from the real browser (Origin and Sec-Fetch-Site attached) passes the guards.
    await sidebarLink(page, "Call Management").click()
    await page.getByRole("button", { name: "Clear Pending Queue" }).click()
    await expectToast(page, "Pending Calls Cleared")

    await poll(() => sockets).toContain("/ws")
    expect(violations).toEqual([])
    await closePage(page)
  })
})
