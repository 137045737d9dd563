import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { CalendarEventsResponse } from "../worker/src/schemas/api-routes/calendar"
import {
  closePage,
  contactCard,
  contactsPage,
  createContactApi,
  expectToast,
  newPage,
  poll,
  searchContacts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import { placeCallApi, resultLabelFor, sandboxScript } from "./sandbox-calls"

/*
 * Issue 38, "Contacts are dead ends": a contact's drawer (from its card, from a Call History row, by
 * its address), Call now from it, the Cards/Table toggle, and Call History as cards on a phone with
 * the contacts' delete apart from the calls' actions.
 */

const browser = useBrowser()
const phones = usePhoneBlock(browser)

const drawer = (page: Page, name: string) => page.getByRole("dialog", { name })
const searchOf = (page: Page) => new URL(page.url()).searchParams

/** The page's own width holds everything: nothing scrolls the page sideways. */
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe("contact drawer (issue 38)", () => {
  it("opens from a contact card with the contact's calls; its address reopens it after a reload", async () => {
    const page = await contactsPage(browser())
    const name = `E2E Drawer Card ${uniqueTag()}`
    const contact = await createContactApi(page.request, {
      businessName: name,
      phone: phones().next().e164,
      address: "12 Elm St, Austin, TX",
      category: "Dentist",
    })
    const callId = await placeCallApi(page.request, contact)

    await searchContacts(page, name, 1)
    await contactCard(page, name).getByRole("button", { name, exact: true }).click()
    const sheet = drawer(page, name)
    await sheet.waitFor()
    expect(searchOf(page).get("contact")).toBe(String(contact.id))
    await sheet.getByText("12 Elm St, Austin, TX").waitFor()
    await sheet.getByRole("button", { name: "Call now" }).waitFor()
    // The call placed above is on its timeline, with a way to its details.
    const item = sheet.getByTestId("contact-timeline-call")
    await poll(() => item.count()).toBe(1)
    expect(await item.getByRole("link", { name: "Call details" }).getAttribute("href")).toBe(`/calls?call=${callId}`)

    // A reload (or a shared link) opens the same drawer.
    await page.reload()
    await drawer(page, name).waitFor()
    await poll(() => drawer(page, name).getByTestId("contact-timeline-call").count()).toBe(1)

    // Closing it drops the parameter: the next reload shows the plain list.
    await page.keyboard.press("Escape")
    await drawer(page, name).waitFor({ state: "hidden" })
    await poll(() => searchOf(page).get("contact")).toBeNull()
    await closePage(page)
  })

  it("a link to a contact that no longer exists says so in the drawer", async () => {
    const page = await newPage(browser(), "/contacts?contact=999999999")
    const sheet = drawer(page, "Contact not found")
    await sheet.waitFor()
    await sheet.getByText("This contact no longer exists.", { exact: false }).waitFor()
    await closePage(page)
  })

  it("Call now from the drawer places the call (sandbox) and shows it on the timeline", async () => {
    const name = `E2E Drawer Call ${uniqueTag()}`
    const page = await newPage(browser(), "")
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await page.goto(`/contacts?contact=${contact.id}`)
    const sheet = drawer(page, name)
    await sheet.getByText("No calls yet.", { exact: false }).waitFor()

    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/calls/vapi/initiate"),
      sheet.getByRole("button", { name: "Call now" }).click(),
    ])
    expect(answer.status()).toBe(201)
    const callId = ((await answer.json()) as { call: { id: number } }).call.id
    await expectToast(page, "Call Initiated", `Calling ${name}…`)

    // The new call tops the timeline at once (the drawer re-reads after Call now).
    const first = sheet.getByTestId("contact-timeline-call").first()
    await first.waitFor()
    expect(await first.getByRole("link", { name: "Call details" }).getAttribute("href")).toBe(`/calls?call=${callId}`)
    // When the call ends, its outcome appears on the timeline by itself (the drawer follows a live call).
    const script = sandboxScript(callId, contact)
    await poll(() => first.innerText()).toContain(resultLabelFor(script.outcome, script.voicemailMessage !== null))
    await closePage(page)
  })

  it("opens from a Call History row, over the calls screen", async () => {
    const name = `E2E Drawer Row ${uniqueTag()}`
    const page = await newPage(browser(), "")
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await placeCallApi(page.request, contact)
    await page.goto("/calls")
    const row = page.getByTestId("call-history").locator("tbody tr").filter({ hasText: name })
    await row.getByRole("button", { name, exact: true }).click()
    await drawer(page, name).waitFor()
    expect(new URL(page.url()).pathname).toBe("/calls")
    expect(searchOf(page).get("contact")).toBe(String(contact.id))
    await poll(() => drawer(page, name).getByTestId("contact-timeline-call").count()).toBe(1)
    await closePage(page)
  })
})

describe("contact drawer from other screens (issue 38)", () => {
  it("opens from the dashboard's Recent Calls, over the dashboard", async () => {
    const name = `E2E Drawer Recent ${uniqueTag()}`
    const page = await newPage(browser(), "")
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await placeCallApi(page.request, contact)
    await page.goto("/")
    const row = page.getByTestId("recent-calls").locator("li").filter({ hasText: name })
    await row.getByRole("link", { name: `Open contact ${name}` }).click()
    await drawer(page, name).waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    expect(searchOf(page).get("contact")).toBe(String(contact.id))
    await closePage(page)
  })

  it("opens from a demo's details on the Demo Calendar, with the demo in it", async () => {
    const page = await newPage(browser(), "/calendar")
    const events = (await (await page.request.get("/api/calendar/events")).json()) as CalendarEventsResponse
    const demo = [...events.upcoming, ...events.past][0]
    expect(demo, "the sandbox seed books demos").toBeDefined()
    const row = page.getByTestId("demo-row").filter({ hasText: demo!.businessName }).first()
    await row.click()
    const details = page.getByTestId("demo-details")
    await details.getByRole("link", { name: "Open contact" }).click()
    await details.waitFor({ state: "hidden" })
    const sheet = drawer(page, demo!.businessName)
    await sheet.waitFor()
    expect(searchOf(page).get("contact")).toBe(String(demo!.contactId))
    const demos = sheet.getByTestId("contact-demos")
    await demos.waitFor()
    expect(await demos.getByRole("link", { name: "The call that booked it" }).first().getAttribute("href")).toMatch(
      /^\/calls\?call=\d+$/
    )
    await closePage(page)
  })
})

describe("contacts table view (issue 38)", () => {
  it("switches Cards to Table and back; the choice outlives a reload; cards stay the default", async () => {
    // A context of its own: the choice is kept in this browser's storage, and other files expect cards.
    const page = await newPage(browser(), "/contacts", { width: 1280, height: 860 }, { colorScheme: "light" })
    const name = `E2E Table ${uniqueTag()}`
    await createContactApi(page.request, { businessName: name, phone: phones().next().e164, category: "Bakery" })
    const cards = page.getByRole("button", { name: "Cards", exact: true })
    const table = page.getByRole("button", { name: "Table", exact: true })
    await page.getByTestId("contacts-grid").waitFor()
    expect(await cards.getAttribute("aria-pressed")).toBe("true")

    await table.click()
    await page.getByRole("searchbox", { name: "Search contacts" }).fill(name)
    const rows = page.getByTestId("contacts-table").locator("tbody tr")
    await poll(() => rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain("Bakery")
    expect(await page.getByTestId("contacts-grid").count()).toBe(0)

    // The row's name opens the drawer, as a card's does.
    await rows.first().getByRole("button", { name, exact: true }).click()
    await drawer(page, name).waitFor()
    await page.keyboard.press("Escape")
    await drawer(page, name).waitFor({ state: "hidden" })

    await page.reload()
    await page.getByTestId("contacts-table").waitFor()
    expect(await table.getAttribute("aria-pressed")).toBe("true")

    await cards.click()
    await page.getByTestId("contacts-grid").waitFor()
    expect(await page.getByTestId("contacts-table").count()).toBe(0)
    await closePage(page)
  })

  it("at 390 px the table scrolls inside its card, never the page", async () => {
    const page = await newPage(browser(), "/contacts", { width: 390, height: 844 }, { colorScheme: "light" })
    await page.getByRole("button", { name: "Table", exact: true }).click()
    const container = page.getByTestId("contacts-table").locator("xpath=..")
    await poll(() => page.getByTestId("contacts-table").locator("tbody tr").count()).toBeGreaterThan(0)
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390)
    const scroll = await container.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(scroll.scroll).toBeGreaterThan(scroll.client)
    await closePage(page)
  })
})

describe("Call History on a phone (issue 38)", () => {
  it("shows calls as cards at 390 px, with status, result and Details on screen", async () => {
    const name = `E2E Phone History ${uniqueTag()}`
    const page = await newPage(browser(), "", { width: 390, height: 844 })
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await placeCallApi(page.request, contact)
    await page.goto("/calls")
    const card = page.getByTestId("call-history-card").filter({ hasText: name })
    await card.waitFor()
    expect(await page.getByTestId("call-history").count()).toBe(0)
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390)

    // Status and Details are inside the 390 px, not off to the right.
    for (const part of [card.locator('[data-slot="badge"]').first(), card.getByRole("button", { name: "Details" })]) {
      const box = await part.boundingBox()
      expect(box, "on screen").not.toBeNull()
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    }
    await card.getByRole("button", { name: "Details" }).click()
    await page.getByRole("dialog", { name: "Call Details" }).waitFor()
    await page.keyboard.press("Escape")

    // The card's name opens the contact's drawer.
    await card.getByRole("button", { name, exact: true }).click()
    await drawer(page, name).waitFor()
    await closePage(page)
  })

  it("keeps the calls' actions on calls: deleting contacts is apart, in More actions", async () => {
    const name = `E2E Bulk Bar ${uniqueTag()}`
    const page = await newPage(browser(), "")
    const contact = await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await placeCallApi(page.request, contact)
    await page.goto("/calls")
    const row = page.getByTestId("call-history").locator("tbody tr").filter({ hasText: name })
    await row.getByRole("checkbox").click()

    // The bar's buttons act on calls; no "Delete Contacts" beside "Cancel Selected".
    await page.getByRole("button", { name: "Cancel Selected" }).waitFor()
    expect(await page.getByRole("button", { name: /Delete Contacts?/ }).count()).toBe(0)

    await page.getByRole("button", { name: "More actions" }).click()
    await page.getByRole("menuitem", { name: "Delete 1 contact…" }).click()
    const confirm = page.getByRole("alertdialog", { name: "Delete 1 contact?" })
    await confirm.waitFor()
    await confirm.getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Contacts Deleted", "1 contact deleted.")
    await poll(async () => (await page.request.get(`/api/contacts/${contact.id}/timeline`)).status()).toBe(404)
    await closePage(page)
  })
})
