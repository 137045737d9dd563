import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import {
  closePage,
  createContactApi,
  expectToast,
  getSetting,
  newPage,
  poll,
  setSetting,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import { placeCallApi } from "./sandbox-calls"

/*
 * Settings → Time Zone drives the times every screen shows, whatever the zone of the browser looking.
 * The browser here is in Tokyo; the operator's zone is changed to Pacific and then Central, and Call
 * History follows each change.
 */

const browser = useBrowser()
const phones = usePhoneBlock(browser)
const BROWSER_ZONE = "Asia/Tokyo"

let original: string | undefined
// The server is shared with the other files: put the operator's zone back, also after a failure.
afterAll(async () => {
  if (original === undefined) return
  const page = await newPage(browser(), "")
  await setSetting(page.request, "timezone", original)
  await closePage(page)
})

/** "Nov 21, 3:59 PM" the way the screen writes an instant in `timeZone` (same year as now there). */
const expected = (iso: string, timeZone: string, zoneName = false) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    ...(zoneName ? { year: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
    ...(zoneName ? { timeZoneName: "short" } : {}),
  }).format(new Date(iso))

async function chooseZone(page: Page, label: string) {
  await page.goto("/settings")
  const card = page.locator('[data-slot="card"]').filter({ hasText: "Operator time zone" })
  await card.getByLabel("Operator time zone").click()
  await page.getByRole("option", { name: label, exact: true }).click()
  await card.getByRole("button", { name: "Save" }).click()
  await expectToast(page, "Settings Updated")
}

describe("the operator's time zone (SPEC §2.10)", () => {
  it("Call History shows times in the zone set on Settings, not the browser's", async () => {
    const page = await newPage(browser(), "", undefined, { timezoneId: BROWSER_ZONE })
    original = await getSetting(page.request, "timezone")

    const name = `E2E Zone ${uniqueTag()}`
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    const callId = await placeCallApi(page.request, contact)
    const call = (await (await page.request.get(`/api/calls/${callId}`)).json()) as { createdAt: string }

    const row = page.getByTestId("call-history").locator("tbody tr").filter({ hasText: name })
    const shown = row.locator("time")
    for (const [label, zone] of [
      ["UTC-8 Pacific (America/Los_Angeles)", "America/Los_Angeles"],
      ["UTC-6 Central (America/Chicago)", "America/Chicago"],
    ] as const) {
      await chooseZone(page, label)
      expect(await getSetting(page.request, "timezone")).toBe(zone)
      await page.goto("/calls")
      await poll(() => shown.innerText()).toBe(expected(call.createdAt, zone))
      // The full time on hover names the zone ("… 3:59 PM PST").
      expect(await shown.getAttribute("title")).toBe(expected(call.createdAt, zone, true))
      expect(await shown.innerText()).not.toBe(expected(call.createdAt, BROWSER_ZONE))
    }
    await closePage(page)
  })

  it("Settings export round trip: export, change the zone, import the file back, and the exported zone is in effect again", async () => {
    const page = await newPage(browser(), "/settings")
    original ??= await getSetting(page.request, "timezone")
    // Never set: the default zone is in effect (and exported as such). The test above may have changed it.
    const zoneNow = async () => (await getSetting(page.request, "timezone")) || "America/New_York"
    const effective = await zoneNow()
    const backup = page.locator('[data-slot="card"]').filter({ hasText: "Configuration Backup" })
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      backup.getByRole("button", { name: "Export" }).click(),
    ])
    // The browser is remote (one Chromium for every file): keep a local copy of the file.
    const file = join(mkdtempSync(join(tmpdir(), "cold-caller-export-")), download.suggestedFilename())
    await download.saveAs(file)
    const exported = JSON.parse(readFileSync(file, "utf8")) as { settings: Record<string, unknown> }
    // What is in effect, the zone included, and the Sheets configuration.
    expect(JSON.stringify(exported.settings)).toContain(effective)
    expect(JSON.stringify(exported)).toContain("callLogSheet")

    const other =
      effective === "America/Chicago" ? "UTC-8 Pacific (America/Los_Angeles)" : "UTC-6 Central (America/Chicago)"
    await chooseZone(page, other)
    expect(await zoneNow()).not.toBe(effective)

    await page.getByTestId("config-import-input").setInputFiles(file)
    await expectToast(page, "Configuration Imported")
    await poll(zoneNow).toBe(effective)
    await page.reload()
    const zone = page.locator('[data-slot="card"]').filter({ hasText: "Operator time zone" })
    await poll(() => zone.getByLabel("Operator time zone").innerText()).toContain(effective)
    await closePage(page)
  })
})
