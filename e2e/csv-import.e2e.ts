import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  createContactApi,
  expectText,
  expectToast,
  findContactsApi,
  newPage,
  openContactsViaSidebar,
  poll,
  searchContacts,
  sidebarLink,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)
let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "e2e-csv-"))
})
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe("CSV import on /scraping (SPEC §2.5, §5)", () => {
  it("reads a messy CSV, previews it, uploads with progress and the contacts appear on /contacts", async () => {
    const page = await newPage(browser(), "/")
    const tag = uniqueTag()
    const [p1, p2, p3, p4, p5, stored] = Array.from({ length: 6 }, () => phones().next())
    // Already in the database: the server skips it as a duplicate.
    await createContactApi(page.request, { businessName: `E2E Already Stored ${tag}`, phone: stored!.e164 })

    const rows = [
      // Header names in an unusual order, recognised by name.
      "Phone Number,Business Name,Category,Full Address",
      `${p1!.display},"Smith, Jones & Co ${tag}",Law Firm,"12 Main St, Springfield, IL"`,
      "",
      `${p2!.digits.slice(0, 3)}-${p2!.digits.slice(3, 6)}-${p2!.digits.slice(6)},Acme Plumbing ${tag},Plumber,`,
      `${p3!.digits},true,Dentist,should be skipped`,
      `555-0100,Short Phone ${tag},Dentist,should be skipped`,
      `+1 ${p1!.digits},Repeat Of Smith ${tag},Law Firm,duplicate phone in the file`,
      `1-${p4!.digits.slice(0, 3)}-${p4!.digits.slice(3, 6)}-${p4!.digits.slice(6)},Corner Bakery ${tag},Bakery,"5 Oak Ave"`,
      `  ${p5!.display}  ,  Bright Smile ${tag}  ,Dentist,`,
      `${stored!.display},Stored Again ${tag},Dentist,`,
      "",
    ]
    const fileName = `e2e-leads-${tag}.csv`
    const file = join(dir, fileName)
    writeFileSync(file, `\uFEFF${rows.join("\r\n")}`, "utf8")

    await sidebarLink(page, "Google Maps Scraping").click()
    await expectText(page.locator("header h1"), "Google Maps Scraping")
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Bulk Upload Contacts" })
    await card.getByRole("button", { name: "Download Template" }).waitFor()
    await card.getByRole("button", { name: "Select CSV File" }).waitFor()

    await card.getByLabel("CSV file").setInputFiles(file)
    await expectToast(page, "CSV Processed", "Found 5 contacts with valid phone numbers")

    const preview = card.getByTestId("csv-preview")
    await preview.waitFor()
    await preview.getByText("Preview (5 contacts)").waitFor()
    expect(await preview.locator("ul").first().locator("li").count()).toBe(3)
    await preview.getByText(`Smith, Jones & Co ${tag}`, { exact: true }).waitFor()
    await preview.getByText(p1!.display, { exact: true }).waitFor()
    await preview.getByText(`Acme Plumbing ${tag}`, { exact: true }).waitFor()
    await preview.getByText("and 2 more", { exact: true }).waitFor()
    await preview.getByText("Columns recognised from the header").waitFor()
    // Header row excluded, blank lines not counted: 8 data rows, "true", short phone and the repeat skipped.
    await preview
      .getByText(
        "3 of 8 rows skipped: 2 without a business name or a valid phone, 1 repeating a phone already in the file."
      )
      .waitFor()
    await card.getByText(fileName, { exact: true }).waitFor()

    // Hold the bulk request so the in-flight state can be seen: "Uploading..." and the progress line.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const bulkBodies: unknown[] = []
    await page.route(
      (url) => url.pathname === "/api/contacts/bulk",
      async (route) => {
        bulkBodies.push(route.request().postDataJSON())
        await held
        await route.continue()
      }
    )
    await card.getByRole("button", { name: "Upload Contacts" }).click()
    await card.getByRole("button", { name: "Uploading..." }).waitFor()
    await card.getByText("Uploaded 0 of 5 contacts", { exact: true }).waitFor()
    release()

    await expectToast(page, "Upload Complete", "Added 4 contacts, skipped 1 duplicate.")
    await card.getByText(`${fileName}: Added 4 contacts, skipped 1 duplicate.`).waitFor()
    await card.getByRole("button", { name: "Upload Contacts" }).waitFor()
    expect(await card.getByTestId("csv-preview").count()).toBe(0)
    // One request for the whole file, not one per row.
    expect(bulkBodies).toHaveLength(1)
    await page.unrouteAll()

    // Stored with normalised phones and the file name (without extension) as the source.
    const imported = await findContactsApi(page.request, tag)
    const byName = Object.fromEntries(imported.items.map((c) => [c.businessName, c]))
    expect(Object.keys(byName).sort()).toEqual(
      [
        `Acme Plumbing ${tag}`,
        `Bright Smile ${tag}`,
        `Corner Bakery ${tag}`,
        `E2E Already Stored ${tag}`,
        `Smith, Jones & Co ${tag}`,
      ].sort()
    )
    expect(byName[`Smith, Jones & Co ${tag}`]).toMatchObject({
      phone: p1!.e164,
      address: "12 Main St, Springfield, IL",
      category: "Law Firm",
      source: fileName.replace(/\.csv$/, ""),
      status: "ready",
    })
    expect(byName[`Corner Bakery ${tag}`]!.phone).toBe(p4!.e164)
    expect(byName[`E2E Already Stored ${tag}`]!.source).toBe("manual")

    await openContactsViaSidebar(page)
    await searchContacts(page, tag, 5)
    const expectations: [string, string][] = [
      [`Smith, Jones & Co ${tag}`, p1!.display],
      [`Acme Plumbing ${tag}`, p2!.display],
      [`Corner Bakery ${tag}`, p4!.display],
      [`Bright Smile ${tag}`, p5!.display],
    ]
    for (const [name, display] of expectations) {
      await expectText(contactCard(page, name).getByRole("link"), display)
    }
    await contactCard(page, `Smith, Jones & Co ${tag}`).getByText("Law Firm", { exact: true }).waitFor()
    expect(await contactCard(page, `Stored Again ${tag}`).count()).toBe(0)
    await closePage(page)
  })

  it("a CSV without any usable phone is refused with the spec's message and Upload says to pick a file", async () => {
    const page = await newPage(browser(), "/scraping")
    const file = join(dir, "no-phones.csv")
    writeFileSync(file, "Business Name,Phone\r\nNo Number Cafe,n/a\r\nTiny,555-01\r\n", "utf8")
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Bulk Upload Contacts" })
    await card.getByLabel("CSV file").setInputFiles(file)
    await expectToast(page, "Invalid CSV", "No valid phone numbers found in CSV file")
    expect(await card.getByTestId("csv-preview").count()).toBe(0)

    await card.getByRole("button", { name: "Upload Contacts" }).click()
    await expectToast(page, "No Contacts", "Please select a valid CSV file first")
    await closePage(page)
  })

  it("Add Manual Contact formats the phone as typed, Backspace edits it, and stores a manual contact", async () => {
    const page = await newPage(browser(), "/scraping")
    const tag = uniqueTag()
    const phone = phones().next()
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Add Manual Contact" })
    await card.getByRole("button", { name: "Add Contact" }).click()
    await expectToast(page, "Missing Information", "Business name and phone number are required")

    await card.getByLabel("Business Name *").fill(`Manual Deli ${tag}`)
    const input = card.getByLabel("Phone Number *")
    await input.pressSequentially(phone.digits.slice(0, 4))
    await poll(() => input.inputValue()).toBe(`(${phone.digits.slice(0, 3)}) ${phone.digits[3]}`)
    // Backspace deletes the digit, then the space, then (instead of being trapped by the formatter
    // re-adding ")") the area code's last digit.
    await input.press("Backspace")
    await poll(() => input.inputValue()).toBe(`(${phone.digits.slice(0, 3)})`)
    await input.press("Backspace")
    await poll(() => input.inputValue()).toBe(phone.digits.slice(0, 2))
    await input.pressSequentially(phone.digits.slice(2))
    expect(await input.inputValue()).toBe(phone.display)
    await card.getByLabel("Category (optional)").fill("Deli")
    await card.getByRole("button", { name: "Add Contact" }).click()
    await expectToast(page, "Contact Added", "Contact has been successfully added to your database.")
    expect(await card.getByLabel("Business Name *").inputValue()).toBe("")

    const stored = await findContactsApi(page.request, tag)
    expect(stored.items).toEqual([
      expect.objectContaining({
        businessName: `Manual Deli ${tag}`,
        phone: phone.e164,
        source: "manual",
        category: "Deli",
      }),
    ])
    await closePage(page)
  })
})
