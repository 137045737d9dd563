import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCards,
  contactsPage,
  createContactApi,
  newPage,
  poll,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

/** The list requests a page makes from now on, as URLs. */
function listRequests(page: Page, path: string) {
  const urls: URL[] = []
  page.on("request", (r) => {
    const url = new URL(r.url())
    if (url.pathname === path) urls.push(url)
  })
  return urls
}

const cardNames = (page: Page) => contactCards(page).getByRole("heading").allInnerTexts()
const range = (page: Page, testId: string) => page.getByTestId(testId).innerText()
const n = (x: number) => x.toLocaleString("en-US")
const totalOf = (text: string) => Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN)

describe("deep pages by cursor (issue 20)", () => {
  it("contacts: Next and Previous use cursors, and a polled page 2 keeps its cards when a contact arrives", async () => {
    const page = await contactsPage(browser())
    const requests = listRequests(page, "/api/contacts")
    await page.getByRole("button", { name: "Next page" }).click()
    await poll(() => range(page, "contacts-range")).toMatch(/^Showing 26-50 of \d+$/)
    expect(requests.some((u) => u.searchParams.get("page") === "2" && u.searchParams.has("after"))).toBe(true)
    const before = totalOf(await range(page, "contacts-range"))
    const secondPage = await cardNames(page)

    // A new contact is the newest: the live channel refreshes page 2, which must not shift by one.
    const name = `E2E Keyset ${uniqueTag()}`
    await createContactApi(page.request, { businessName: name, phone: phones().next().e164 })
    await poll(async () => totalOf(await range(page, "contacts-range"))).toBe(before + 1)
    expect(await range(page, "contacts-range")).toBe(`Showing 26-50 of ${before + 1}`)
    expect(await cardNames(page)).toEqual(secondPage)

    // Page 1 is read from the top (not before page 2's first card), so it shows the newcomer; a
    // later one waits in the "new contacts" bar until Show, and the cards stay where they are.
    await page.getByRole("button", { name: "Previous page" }).click()
    await poll(() => range(page, "contacts-range")).toMatch(/^Showing 1-25 of \d+$/)
    await poll(async () => (await cardNames(page))[0]).toBe(name)
    const firstPage = await cardNames(page)
    const second = `E2E Keyset ${uniqueTag()}`
    await createContactApi(page.request, { businessName: second, phone: phones().next().e164 })
    await poll(() => range(page, "contacts-range")).toBe(`Showing 1-25 of ${before + 2}`)
    await poll(() => page.getByTestId("new-contacts-bar").innerText()).toMatch(/^1 new contact\b/)
    expect(await cardNames(page)).toEqual(firstPage)
    await page.getByTestId("new-contacts-bar").getByRole("button", { name: "Show" }).click()
    await poll(async () => (await cardNames(page)).slice(0, 2)).toEqual([second, name])
    await page.getByTestId("new-contacts-bar").waitFor({ state: "detached" })

    // A page number is a jump; the page is then polled from its first card by cursor.
    await page.getByRole("button", { name: "Page 4", exact: true }).click()
    await poll(() => range(page, "contacts-range")).toBe(`Showing 76-100 of ${before + 2}`)
    await poll(() => requests.some((u) => u.searchParams.get("page") === "4" && u.searchParams.has("after"))).toBe(true)
    expect(await range(page, "contacts-range")).toBe(`Showing 76-100 of ${before + 2}`)
    await closePage(page)
  })

  it("Call History: Next, Last and Previous page by cursor and keep their range lines", async () => {
    const page = await newPage(browser(), "/calls")
    const requests = listRequests(page, "/api/calls")
    const history = (rangeLine: RegExp) => poll(() => range(page, "call-history-range")).toMatch(rangeLine)
    await history(/^Showing 1 to 10 of [\d,]+ calls$/)
    await page.getByRole("button", { name: "Next", exact: true }).click()
    await history(/^Showing 11 to 20 of [\d,]+ calls$/)
    expect(requests.some((u) => u.searchParams.get("page") === "2" && u.searchParams.has("after"))).toBe(true)

    await page.getByRole("button", { name: "Last", exact: true }).click()
    await history(/^Showing [\d,]+ to ([\d,]+) of \1 calls$/)
    const last = Math.ceil(totalOf(await range(page, "call-history-range")) / 10)
    // Reached by its number, the last page is then polled from its first row by cursor.
    await poll(() =>
      requests.some((u) => u.searchParams.get("page") === String(last) && u.searchParams.has("after"))
    ).toBe(true)

    await page.getByRole("button", { name: "Previous", exact: true }).click()
    await history(new RegExp(`^Showing ${n((last - 2) * 10 + 1)} to ${n((last - 1) * 10)} of`))
    expect(requests.some((u) => u.searchParams.get("page") === String(last - 1) && u.searchParams.has("before"))).toBe(
      true
    )
    await closePage(page)
  })
})
