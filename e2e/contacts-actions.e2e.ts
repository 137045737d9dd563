import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  contactsPage,
  createContactApi,
  downloadedText,
  expectText,
  expectToast,
  findContactsApi,
  poll,
  searchContacts,
  showingCounts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

const badgeOf = (page: Page, name: string, text: string) =>
  contactCard(page, name).locator('[data-slot="badge"]').getByText(text, { exact: true })

describe("contacts workspace: edit, bulk status, export, delete (SPEC §2.4, §8)", () => {
  it("edits a contact from its card menu", async () => {
    const page = await contactsPage(browser())
    const tag = uniqueTag()
    const phone = phones().next()
    const name = `E2E Edit Before ${tag}`
    const renamed = `E2E Edit After ${tag}`
    await createContactApi(page.request, { businessName: name, phone: phone.e164, category: "Plumber" })

    // Search by phone, so the card still matches after the rename.
    await searchContacts(page, phone.digits, 1)
    await page.getByRole("button", { name: `Actions for ${name}` }).click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Contact" })
    await dialog.waitFor()
    expect(await dialog.getByLabel("Business Name *").inputValue()).toBe(name)
    expect(await dialog.getByLabel("Phone Number *").inputValue()).toBe(phone.display)

    await dialog.getByLabel("Business Name *").fill(renamed)
    await dialog.getByRole("button", { name: "Save Changes" }).click()
    await expectToast(page, "Contact Updated", `${renamed} has been updated.`)
    await dialog.waitFor({ state: "hidden" })
    await contactCard(page, renamed).waitFor()
    expect(await contactCard(page, name).count()).toBe(0)
    await expectText(contactCard(page, renamed).getByRole("link"), phone.display)

    const stored = await findContactsApi(page.request, phone.digits)
    expect(stored.items.map((c) => [c.businessName, c.phone, c.category])).toEqual([[renamed, phone.e164, "Plumber"]])
    await closePage(page)
  })

  it("bulk-marks the selected contacts as Called", async () => {
    const page = await contactsPage(browser())
    const tag = uniqueTag()
    const names = [`E2E Bulk One ${tag}`, `E2E Bulk Two ${tag}`, `E2E Bulk Three ${tag}`]
    for (const businessName of names)
      await createContactApi(page.request, { businessName, phone: phones().next().e164 })

    await searchContacts(page, tag, 3)
    expect(await page.getByRole("button", { name: "Bulk Actions" }).count()).toBe(0)

    // Select all on the page, then leave one out.
    await page.getByRole("checkbox", { name: "Select all" }).click()
    await expectText(page.getByTestId("contacts-selected-count"), "3 selected")
    await page.getByRole("checkbox", { name: `Select ${names[2]}` }).click()
    await expectText(page.getByTestId("contacts-selected-count"), "2 selected")

    await page.getByRole("button", { name: "Bulk Actions" }).click()
    await page.getByRole("menuitem", { name: "Mark as Called" }).click()
    await expectToast(page, "Bulk Update Complete", "2 contacts marked as Called.")
    await badgeOf(page, names[0]!, "Called").waitFor()
    await badgeOf(page, names[1]!, "Called").waitFor()
    await badgeOf(page, names[2]!, "Ready").waitFor()
    // The selection is cleared after a successful update.
    expect(await page.getByTestId("contacts-selected-count").count()).toBe(0)

    const stored = await findContactsApi(page.request, tag)
    expect(Object.fromEntries(stored.items.map((c) => [c.businessName, c.status]))).toEqual({
      [names[0]!]: "called",
      [names[1]!]: "called",
      [names[2]!]: "ready",
    })
    await closePage(page)
  })

  it("exports every contact to a dated CSV with neutralised phones", async () => {
    const page = await contactsPage(browser())
    const tag = uniqueTag()
    const phone = phones().next()
    const name = `E2E Export, "Quoted" ${tag}`
    await createContactApi(page.request, {
      businessName: name,
      phone: phone.e164,
      address: "=1+1 Formula Ave",
      category: "Bakery",
    })
    // The grid picks the new contact up by itself (live channel); the export covers all of them.
    const { total } = await findContactsApi(page.request, "")
    await poll(async () => (await showingCounts(page)).total).toBe(total)

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    const now = new Date()
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`
    expect(download.suggestedFilename()).toBe(`contacts-${today}.csv`)
    await expectToast(page, "Export Complete", `Exported ${total} contacts to contacts-${today}.csv.`)

    const text = await downloadedText(download)
    expect(text.startsWith("\uFEFF")).toBe(true)
    const lines = text.slice(1).split("\r\n")
    expect(lines[0]).toBe(
      "Business Name,Phone,Address,Category,Status,Source,Calls,Last Call Result,Last Call Date,Created At"
    )
    expect(lines.length).toBe(total + 1)
    const row = lines.find((l) => l.includes(tag))
    // Quotes doubled inside a quoted cell; the phone and the formula-like address start with a quote.
    expect(row).toMatch(
      new RegExp(
        `^"E2E Export, ""Quoted"" ${tag}",'\\${phone.e164},'=1\\+1 Formula Ave,Bakery,ready,manual,0,,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`
      )
    )
    // Every data row's phone (US or international E.164) is neutralised the same way.
    for (const line of lines.slice(1, 20)) expect(line).toMatch(/,'\+[1-9]\d{7,14},/)
    await closePage(page)
  })

  it("deletes a contact after the confirmation question", async () => {
    const page = await contactsPage(browser())
    const name = `E2E Delete Me ${uniqueTag()}`
    await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await searchContacts(page, name, 1)

    await page.getByRole("button", { name: `Actions for ${name}` }).click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText(`Are you sure you want to delete ${name}?`, { exact: true }).waitFor()

    // Cancel keeps it.
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await confirm.waitFor({ state: "hidden" })
    await contactCard(page, name).waitFor()

    await page.getByRole("button", { name: `Actions for ${name}` }).click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    await confirm.getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Contact Deleted")
    await confirm.waitFor({ state: "hidden" })
    await contactCard(page, name).waitFor({ state: "detached" })
    await page.getByTestId("contacts-empty").waitFor()
    expect((await findContactsApi(page.request, name)).total).toBe(0)
    await closePage(page)
  })
})
