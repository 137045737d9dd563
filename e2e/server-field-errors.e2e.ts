import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  contactsPage,
  createContactApi,
  expectText,
  findContactsApi,
  newPage,
  searchContacts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

/** The form field (label, input, error) that holds the input labelled `label`. */
const fieldOf = (dialog: Locator, label: string) =>
  dialog.locator('[data-slot="field"]').filter({ has: dialog.page().getByLabel(label, { exact: true }) })

async function expectFieldError(dialog: Locator, label: string, message: string) {
  const field = fieldOf(dialog, label)
  await expectText(field.locator('[data-slot="field-error"]'), message)
  expect(await dialog.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).toBe("true")
}

const noOtherFieldErrors = async (dialog: Locator) =>
  expect(await dialog.locator('[data-slot="field-error"]').count()).toBe(1)

async function existingContact(page: Page) {
  return createContactApi(page.request, { businessName: `E2E Field Owner ${uniqueTag()}`, phone: phones().next().e164 })
}

describe("a field the server refuses shows its message under that field", () => {
  it("header Add Contact: a phone already stored is named under Phone Number", async () => {
    const page = await newPage(browser(), "/")
    const existing = await existingContact(page)

    await page.locator("header").getByRole("button", { name: "Add Contact" }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Contact" })
    await dialog.getByLabel("Business Name *").fill(`E2E Field Duplicate ${uniqueTag()}`)
    await dialog.getByLabel("Phone Number *").pressSequentially(existing.phone.slice(2))
    await dialog.getByRole("button", { name: "Add Contact" }).click()

    await expectFieldError(dialog, "Phone Number *", `Already in your contacts: ${existing.businessName}`)
    await noOtherFieldErrors(dialog)
    expect((await findContactsApi(page.request, existing.phone.slice(2))).total).toBe(1)
    await closePage(page)
  })

  it("Edit Contact: changing the phone to another contact's shows the refusal under Phone Number", async () => {
    const page = await contactsPage(browser())
    const existing = await existingContact(page)
    const mine = phones().next()
    const name = `E2E Field Editor ${uniqueTag()}`
    await createContactApi(page.request, { businessName: name, phone: mine.e164 })

    await searchContacts(page, mine.digits, 1)
    await page.getByRole("button", { name: `Actions for ${name}` }).click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Contact" })
    const phone = dialog.getByLabel("Phone Number *")
    await phone.fill("")
    await phone.pressSequentially(existing.phone.slice(2))
    await dialog.getByRole("button", { name: "Save Changes" }).click()

    await expectFieldError(dialog, "Phone Number *", `Already in your contacts: ${existing.businessName}`)
    await noOtherFieldErrors(dialog)
    expect((await findContactsApi(page.request, mine.digits)).items.map((c) => c.businessName)).toEqual([name])
    await closePage(page)
  })
})
