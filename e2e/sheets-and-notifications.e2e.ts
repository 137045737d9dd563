import { describe, expect, it } from "vitest"
import type { SystemStatus } from "../worker/src/schemas/api-routes/settings"
import {
  closePage,
  createContactApi,
  expectText,
  expectToast,
  newPage,
  poll,
  sidebarLink,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import { placeCallApi, steerNextCall } from "./sandbox-calls"

/*
 * The sandbox spreadsheet and the notifications, as an operator meets them: connect a sheet, let a
 * sandbox call book a demo, and watch its rows land in the sheet and the bell light up.
 */
const browser = useBrowser()
const phones = usePhoneBlock(browser)

const SHEET_URL = `https://docs.google.com/spreadsheets/d/1E2eSheet${"0".repeat(20)}/edit`

describe("Google Sheets (sandbox) and notifications", () => {
  it("connects the sandbox sheet, then a demo booked by a call lands in it and in the bell", async () => {
    const page = await newPage(browser(), "/sheets")
    const sheetsLight = async () =>
      ((await (await page.request.get("/api/system/status")).json()) as SystemStatus).sheets
    await page.getByTestId("sheets-mode").waitFor()

    // No URL: refused on the page, without a request.
    const form = page.getByRole("form", { name: "Google Sheets settings" })
    await form.getByLabel("Spreadsheet URL").fill("")
    await form.getByRole("button", { name: "Test Connection" }).click()
    await expectToast(page, "Connection Failed", "Please enter a spreadsheet URL")

    // Nothing saved: Force Sync Now and Open Sheet wait for a sheet, and the card says why.
    const config = (await (await page.request.get("/api/sheets/config")).json()) as object
    await page.request.put("/api/sheets/config", { data: { ...config, spreadsheetUrl: "" } })
    await page.reload()
    await page.getByTestId("sheets-mode").waitFor()
    await poll(() => page.getByRole("button", { name: "Force Sync Now" }).isDisabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Open Sheet" }).isDisabled()).toBe(true)
    await poll(() => page.getByTestId("sheets-actions-blocked").innerText()).toContain("Save a spreadsheet URL first")

    // A URL tested before Save: the card says tested, not saved (not "Not connected").
    await form.getByLabel("Spreadsheet URL").fill(SHEET_URL)
    await form.getByRole("button", { name: "Test Connection" }).click()
    await expectToast(page, "Connection Successful")
    await expectText(page.getByTestId("sheets-connection"), "Tested, not saved")
    await poll(() => page.getByTestId("sheets-unsaved").innerText()).toContain("Save Settings to sync to it")

    // Any URL works in the sandbox. The light comes from a real check of the saved sheet (issue 21),
    // not from a test the operator ran: saved, the sandbox sheet opens, and the light is green.
    await form.getByLabel("Spreadsheet URL").fill(SHEET_URL)
    await form.getByRole("button", { name: "Save Settings" }).click()
    await expectToast(page, "Settings Updated")
    // Saved after its test: connected at once.
    await expectText(page.getByTestId("sheets-connection"), "Connected")
    await poll(sheetsLight).toBe("connected")

    // The seeded calls happened before the sheet: the card counts them and adds them on request, once.
    const backfill = page.getByTestId("sheets-backfill")
    await poll(() => backfill.innerText()).toContain("from before this sheet was connected")
    await backfill.getByRole("button", { name: "Add to sheet" }).click()
    await expectToast(page, "Earlier Activity Added")
    await backfill.waitFor({ state: "detached" })
    // The light the operator sees on the dashboard's System Status card.
    const expectDashboardLight = async (text: string) => {
      await sidebarLink(page, "Dashboard").click()
      await poll(() => page.getByTestId("light-Google Sheets API").innerText()).toBe(text)
      await sidebarLink(page, "Google Sheets").click()
      await page.getByTestId("sheets-mode").waitFor()
    }
    await form.getByRole("button", { name: "Test Connection" }).click()
    await expectToast(page, "Connection Successful")
    await expectText(page.getByTestId("sheets-connection"), "Connected")
    expect(await sheetsLight()).toBe("connected")
    await expectDashboardLight("Connected")

    // A sandbox call that books a demo: its result and its demo are synced as they happen.
    const next = await steerNextCall(page.request, phones(), ["demo"], 30)
    expect(next, "no sandbox call id books a demo within 30 warm-ups").not.toBeNull()
    const name = `E2E Sheet ${uniqueTag()}`
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    expect(await placeCallApi(page.request, contact)).toBe(next)

    const recent = page.getByTestId("sheets-recent")
    await poll(() => recent.innerText()).toContain(name)
    const grid = page.getByTestId("sandbox-sheet")
    await poll(async () => (await grid.innerText()).includes(name)).toBe(true)
    // Open Sheet in the sandbox shows these rows, not the pasted Google address (no real sheet there).
    const tabs = page.context().pages().length
    await page.getByRole("button", { name: "Open Sheet" }).click()
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("sandbox-sheet")
    expect(page.context().pages()).toHaveLength(tabs)

    // The bell: the demo booked (on by default) is there, unread, and mark-all-read clears it.
    const bell = page.getByRole("button", { name: /^Notifications/ })
    await poll(() => bell.getAttribute("aria-label")).toMatch(/^Notifications, \d+ unread$/)
    await bell.click()
    const panel = page.getByRole("region", { name: "Latest notifications" }).or(page.getByLabel("Latest notifications"))
    // Its kind is the entry's label, and the message under it does not say it again.
    const entry = panel.first().getByRole("listitem").filter({ hasText: name }).first()
    await poll(() => entry.innerText()).toContain(`${name}, `)
    expect(await entry.innerText()).toContain("Demo booked")
    expect(await entry.innerText()).not.toContain("Demo booked:")
    await page.getByRole("button", { name: "Mark all as read" }).first().click()
    await poll(() => bell.getAttribute("aria-label")).toBe("Notifications")
    await closePage(page)
  })
})
