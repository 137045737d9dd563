import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { closePage, createContactApi, newPage, poll, uniqueTag, useBrowser, usePhoneBlock } from "./helpers"

/*
 * Issue 38, "Broken": Call Management by keyboard. Typing a name in the Call Now picker showed one
 * match, and Enter picked nothing; closing Call Details left focus on <body>.
 */

const browser = useBrowser()
const phones = usePhoneBlock(browser)

const historyRows = (page: Page) => page.getByTestId("call-history").locator("tbody tr")

describe("Call Management by keyboard", () => {
  it("the Call Now picker: type a name, Enter picks the one match", async () => {
    const page = await newPage(browser(), "")
    const tag = uniqueTag()
    const contact = await createContactApi(page.request, {
      businessName: `E2E Enter Pick ${tag}`,
      phone: phones().next().e164,
    })
    // A newer contact heads the list as it opens (newest first) and is its active row; the search
    // then leaves it out, and the active row must move to the match (it stayed on the gone row).
    await createContactApi(page.request, {
      businessName: `E2E Newest Decoy ${uniqueTag()}`,
      phone: phones().next().e164,
    })
    await page.goto("/calls")
    const picker = page.getByRole("combobox", { name: "Select a contact" })
    await picker.click()
    const search = page.getByRole("combobox", { name: "Search contacts to call" })
    await page
      .getByRole("option", { name: /E2E Newest Decoy/ })
      .first()
      .waitFor()
    await search.pressSequentially(tag)
    // The server's answer for the search: one row, the contact.
    await poll(() => page.getByRole("option").allInnerTexts()).toEqual([expect.stringContaining(contact.businessName)])
    await search.press("Enter")
    await poll(() => picker.innerText()).toContain(contact.businessName)
    await closePage(page)
  })

  it("closing Call Details gives focus back to the row's Details button", async () => {
    const page = await newPage(browser(), "/calls")
    const row = historyRows(page).first()
    const details = row.getByRole("button", { name: "Details" })
    await details.waitFor()
    await details.focus()
    await details.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Call Details" })
    await dialog.waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    await poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true)
    // And by mouse, through the dialog's Close button.
    await details.click()
    await dialog.waitFor()
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "hidden" })
    await poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true)
    await closePage(page)
  })
})
