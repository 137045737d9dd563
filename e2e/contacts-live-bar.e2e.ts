import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  contactCards,
  contactsPage,
  createContactApi,
  poll,
  searchContacts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

/** The contacts grid never reorders under the operator: newcomers wait in a bar (issue 24). */
describe("contacts grid holds still while contacts arrive", () => {
  it("keeps the cards and the open Edit dialog in place and offers the newcomers as 'N new contacts - Show'", async () => {
    const page = await contactsPage(browser())
    const tag = uniqueTag()
    // A search of this test's own contacts (by its tag: a search is one phrase): two to start with.
    await createContactApi(page.request, { businessName: `E2E Bar Older ${tag}`, phone: phones().next().e164 })
    await createContactApi(page.request, { businessName: `E2E Bar Newer ${tag}`, phone: phones().next().e164 })
    await searchContacts(page, tag, 2)
    // includeHidden: while the Edit dialog is open, Radix hides the page behind it from the
    // accessibility tree (aria-hidden), but the cards are still on screen behind the overlay.
    const names = () => contactCards(page).getByRole("heading", { includeHidden: true }).allInnerTexts()
    expect(await names()).toEqual([`E2E Bar Newer ${tag}`, `E2E Bar Older ${tag}`])

    // The operator is editing the first card when a search (here: the API) stores three more.
    await page.getByRole("button", { name: `Actions for E2E Bar Newer ${tag}` }).click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Contact" })
    await dialog.waitFor()
    for (const i of [1, 2, 3]) {
      await createContactApi(page.request, { businessName: `E2E Bar Arrived ${i} ${tag}`, phone: phones().next().e164 })
    }
    const bar = page.getByTestId("new-contacts-bar")
    await poll(() => bar.innerText()).toMatch(/^3 new contacts\s+Show$/)
    // Nothing moved: the same two cards in the same order, the dialog still on the same contact.
    expect(await names()).toEqual([`E2E Bar Newer ${tag}`, `E2E Bar Older ${tag}`])
    expect(await dialog.getByLabel("Business Name *").inputValue()).toBe(`E2E Bar Newer ${tag}`)
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "hidden" })

    // Show brings them in, newest first, and the bar goes.
    await bar.getByRole("button", { name: "Show" }).click()
    await poll(names).toEqual([
      `E2E Bar Arrived 3 ${tag}`,
      `E2E Bar Arrived 2 ${tag}`,
      `E2E Bar Arrived 1 ${tag}`,
      `E2E Bar Newer ${tag}`,
      `E2E Bar Older ${tag}`,
    ])
    await bar.waitFor({ state: "detached" })
    expect(await contactCard(page, `E2E Bar Arrived 3 ${tag}`).count()).toBe(1)
    await closePage(page)
  })
})
