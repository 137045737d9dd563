import type { APIRequestContext } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  createContactApi,
  expectText,
  expectToast,
  findContactsApi,
  newPage,
  openContactsViaSidebar,
  searchContacts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

/** An unused London number in Ofcom's drama range, 020 7946 0000-0999. */
async function freeLondonNumber(request: APIRequestContext) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = String(Math.floor(Math.random() * 1000)).padStart(3, "0")
    const digits = `442079460${line}`
    if ((await findContactsApi(request, digits)).total === 0) {
      return { digits, display: `+44 20 7946 0${line}` }
    }
  }
  throw new Error("no free London number found")
}

const browser = useBrowser()
const phones = usePhoneBlock(browser)

describe("header Add Contact dialog (SPEC §2.2)", () => {
  it("validates, formats the phone as typed, adds the contact and it is then found on /contacts", async () => {
    const page = await newPage(browser(), "/")
    const name = `E2E Header Dental ${uniqueTag()}`
    const phone = phones().next()

    await page.locator("header").getByRole("button", { name: "Add Contact" }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Contact" })
    await dialog.waitFor()

    // Empty submit: both required messages, nothing sent.
    await dialog.getByRole("button", { name: "Add Contact" }).click()
    await dialog.getByText("Business name is required", { exact: true }).waitFor()
    await dialog.getByText("Phone number is required", { exact: true }).waitFor()

    // Digits only, progressively formatted, never past 14 characters (the field allows more for
    // international numbers).
    const phoneInput = dialog.getByLabel("Phone Number *")
    await phoneInput.pressSequentially(phone.digits.slice(0, 6))
    expect(await phoneInput.inputValue()).toBe(phone.display.slice(0, 9)) // "(912) 555"
    await phoneInput.pressSequentially(`${phone.digits.slice(6)}77x`)
    expect(await phoneInput.inputValue()).toBe(phone.display)
    expect((await phoneInput.inputValue()).length).toBe(14)

    await dialog.getByLabel("Business Name *").fill(name)
    await dialog.getByLabel("Address (Optional)").fill("  12 Test St, Springfield, IL  ")
    await dialog.getByLabel("Category (Optional)").fill("Dentist")

    // Hold the request so the pending state ("Adding...") can be seen.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(
      (url) => url.pathname === "/api/contacts",
      async (route) => {
        if (route.request().method() === "POST") await held
        await route.continue()
      }
    )
    await dialog.getByRole("button", { name: "Add Contact" }).click()
    await dialog.getByRole("button", { name: "Adding..." }).waitFor()
    expect(await dialog.getByRole("button", { name: "Adding..." }).isDisabled()).toBe(true)
    release()

    await expectToast(page, "Contact Added", "Contact has been successfully added to your database.")
    await dialog.waitFor({ state: "hidden" })
    await page.unrouteAll()

    // Stored normalised: +1 and 10 digits, address trimmed, manual / ready defaults.
    const stored = await findContactsApi(page.request, name)
    expect(stored.items).toHaveLength(1)
    expect(stored.items[0]).toMatchObject({
      businessName: name,
      phone: phone.e164,
      address: "12 Test St, Springfield, IL",
      category: "Dentist",
      status: "ready",
    })

    // Reopening starts from an empty form.
    await page.locator("header").getByRole("button", { name: "Add Contact" }).click()
    await dialog.waitFor()
    expect(await dialog.getByLabel("Business Name *").inputValue()).toBe("")
    expect(await dialog.getByLabel("Phone Number *").inputValue()).toBe("")
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "hidden" })

    await openContactsViaSidebar(page)
    await searchContacts(page, name, 1)
    const card = contactCard(page, name)
    await expectText(card.getByRole("link"), phone.display)
    await card.getByText("12 Test St, Springfield, IL").waitFor()
    await card.getByText("Ready", { exact: true }).waitFor()
    await card.getByText("Dentist", { exact: true }).waitFor()
    await card.getByText("0 calls", { exact: true }).waitFor()

    // Searching by the phone as the operator would type it finds it too.
    await searchContacts(page, phone.display, 1)
    await contactCard(page, name).waitFor()
    await closePage(page)
  })

  it("an international number is typed in its own format, Backspace works, and it is stored as typed", async () => {
    const page = await newPage(browser(), "/")
    const name = `E2E London Dental ${uniqueTag()}`
    const number = await freeLondonNumber(page.request)

    await page.locator("header").getByRole("button", { name: "Add Contact" }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Contact" })
    const phoneInput = dialog.getByLabel("Phone Number *")
    await phoneInput.pressSequentially(`+${number.digits}`)
    expect(await phoneInput.inputValue()).toBe(number.display)
    // Backspace through the spaces the formatter adds, then type the last digits again.
    for (let i = 0; i < 6; i++) await phoneInput.press("Backspace")
    expect(await phoneInput.inputValue()).toBe(number.display.slice(0, -7).trimEnd())
    await phoneInput.pressSequentially(number.digits.slice(-6))
    expect(await phoneInput.inputValue()).toBe(number.display)

    await dialog.getByLabel("Business Name *").fill(name)
    await dialog.getByRole("button", { name: "Add Contact" }).click()
    await expectToast(page, "Contact Added", "Contact has been successfully added to your database.")
    const stored = await findContactsApi(page.request, name)
    expect(stored.items.map((c) => c.phone)).toEqual([`+${number.digits}`])

    await openContactsViaSidebar(page)
    await searchContacts(page, `00${number.digits}`, 1)
    await expectText(contactCard(page, name).getByRole("link"), number.display)
    await closePage(page)
  })

  it("a phone that is already stored is refused with the generic failure toast and the form stays open", async () => {
    const page = await newPage(browser(), "/")
    const existing = await createContactApi(page.request, {
      businessName: `E2E Existing ${uniqueTag()}`,
      phone: phones().next().e164,
    })

    await page.locator("header").getByRole("button", { name: "Add Contact" }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Contact" })
    await dialog.getByLabel("Business Name *").fill(`E2E Duplicate ${uniqueTag()}`)
    await dialog.getByLabel("Phone Number *").pressSequentially(existing.phone.slice(2))
    await dialog.getByRole("button", { name: "Add Contact" }).click()

    await expectToast(page, "Error", "Failed to add contact. Please try again.", existing.businessName)
    expect(await dialog.isVisible()).toBe(true)
    expect((await findContactsApi(page.request, existing.phone.slice(2))).total).toBe(1)
    await closePage(page)
  })
})
