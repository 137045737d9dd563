import { expect, it } from "vitest"
import { closePage, expectText, header, newPage, poll, useBrowser } from "./helpers"

/** SPEC §2.1: the eight sidebar entries, in order, as the operator reads them. */
const SIDEBAR = [
  "Dashboard",
  "AI Automation",
  "Google Maps Scraping",
  "Contacts",
  "Call Management",
  "Demo Calendar",
  "Analytics",
  "Google Sheets",
  "Settings",
]

const browser = useBrowser()

it("serves the app: the dashboard, its sidebar and the sandbox label render", async () => {
  const page = await newPage(browser(), "/")
  expect(await page.title()).toContain("ColdCaller")
  await expectText(header(page).title, "Dashboard Overview")
  await expectText(header(page).description, "Monitor your cold calling automation in real-time")
  const entries = page.locator("#app-sidebar nav a")
  await poll(async () => (await entries.allInnerTexts()).map((t) => t.trim())).toEqual(SIDEBAR)
  // The e2e server has no Vapi key: calls are simulated, and the header says so beside the voice light.
  const status = page.locator("header").getByTestId("provider-status")
  await expectText(status, "Connected")
  const sandbox = page.locator('header [data-slot="badge"]').getByText("Sandbox", { exact: true })
  await sandbox.waitFor({ state: "visible" })
  expect(await sandbox.getAttribute("title")).toBe("Calls are simulated; no real phone calls are placed.")
  // The user card says how this browser got in and where, not a sample person: the e2e server sets
  // no operator password, and answers on loopback.
  await expectText(page.getByTestId("operator-mode"), "Local access")
  await expectText(page.getByTestId("operator-host"), new URL(page.url()).host)
  expect(await page.locator("#app-sidebar").innerText()).not.toContain("admin@example.com")
  await closePage(page)
})

it("serves the API: health and system status answer JSON", async () => {
  const page = await newPage(browser(), "")
  const health = await page.request.get("/api/health")
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ ok: true })
  const status = await page.request.get("/api/system/status")
  expect(status.status()).toBe(200)
  expect(status.headers()["content-type"]).toMatch(/^application\/json/)
  expect(await status.json()).toMatchObject({
    vapi: "connected",
    sandbox: { voice: true },
    providers: { voice: { mode: "sandbox" } },
  })
  // An unknown API path is a JSON 404, never the app's index.html.
  const missing = await page.request.get("/api/no-such-endpoint")
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ error: { code: "not_found" } })
  await closePage(page)
})
