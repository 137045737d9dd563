import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  contactCards,
  contactsPage,
  createContactApi,
  expectText,
  poll,
  searchContacts,
  showingCounts,
  showingLine,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

describe("contacts workspace: search and filters (SPEC §2.4)", () => {
  it("search narrows the grid and the Showing line; clearing brings every contact back", async () => {
    const page = await contactsPage(browser())
    const all = await showingCounts(page)
    expect(all.total).toBeGreaterThanOrEqual(320)
    expect(all.shown).toBe(25)
    expect(await contactCards(page).count()).toBe(25)
    await expectText(page.getByTestId("contacts-range"), `Showing 1-25 of ${all.total}`)

    const tag = uniqueTag()
    await createContactApi(page.request, { businessName: `E2E Search Alpha ${tag}`, phone: phones().next().e164 })
    await createContactApi(page.request, { businessName: `E2E Search Beta ${tag}`, phone: phones().next().e164 })

    await searchContacts(page, tag, 2)
    await contactCard(page, `E2E Search Alpha ${tag}`).waitFor()
    await contactCard(page, `E2E Search Beta ${tag}`).waitFor()
    await searchContacts(page, `Beta ${tag}`, 1)

    // A search with no match: the filtered empty state, no "add first" button.
    await searchContacts(page, `zz${tag}zz`, 0)
    await page.getByText("No contacts found", { exact: true }).waitFor()
    await page.getByText("Try adjusting your search criteria or filters.").waitFor()
    expect(await page.getByRole("button", { name: "Add Your First Contact" }).count()).toBe(0)

    // Clear resets the search: the whole list (now 2 more) is back.
    await page.getByRole("button", { name: "Clear" }).click()
    await poll(() => showingLine(page).innerText()).toBe(`Showing 25 of ${all.total + 2} contacts`)
    expect(await page.getByRole("searchbox", { name: "Search contacts" }).inputValue()).toBe("")
    await closePage(page)
  })

  it("Filters reveal a status select with uppercase options; choosing one filters the cards", async () => {
    const page = await contactsPage(browser())
    const before = await showingCounts(page)
    expect(await page.getByTestId("contacts-filters").count()).toBe(0)

    await page.getByRole("button", { name: "Filters" }).click()
    await page.getByTestId("contacts-filters").waitFor()
    await page.locator("#contacts-filter-status").click()
    const followUp = page.getByRole("option", { name: /^FOLLOW UP \(\d+\)$/ })
    await followUp.waitFor()
    // Every option is derived from stored contacts and shown in uppercase.
    const options = await page.getByRole("option").allInnerTexts()
    expect(options[0]).toBe("All Statuses")
    for (const option of options.slice(1)) expect(option).toMatch(/^[A-Z ]+ \(\d+\)$/)
    const count = Number(/\((\d+)\)/.exec(await followUp.innerText())![1])
    await followUp.click()

    await poll(async () => (await showingCounts(page)).total).toBe(count)
    expect(count).toBeLessThan(before.total)
    const statusBadges = await contactCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-slot="badge"]')?.textContent)
    )
    expect(statusBadges.length).toBe(Math.min(count, 25))
    expect(new Set(statusBadges)).toEqual(new Set(["Follow Up"]))
    // The Filters button counts the active filter; Clear removes it.
    await expectText(page.getByRole("button", { name: /^Filters/ }).locator("span"), "1")
    await page.getByRole("button", { name: "Clear" }).click()
    await poll(async () => (await showingCounts(page)).total).toBe(before.total)
    await closePage(page)
  })
})
