import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  contactCard,
  expectText,
  expectToast,
  newPage,
  searchContacts,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

type Frame = { at: number; data: string }

/**
 * Opens /contacts in its own browser context, recording what reaches it over /ws and every
 * contacts-list request it makes, each with a timestamp.
 */
async function watchedContactsTab() {
  const page = await newPage(browser(), "")
  const frames: Frame[] = []
  const listRequests: number[] = []
  let socketUrl = ""
  page.on("websocket", (ws) => {
    socketUrl = ws.url()
    ws.on("framereceived", ({ payload }) => frames.push({ at: Date.now(), data: String(payload) }))
  })
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/contacts" && req.method() === "GET") listRequests.push(Date.now())
  })
  await page.goto("/contacts")
  await page.getByRole("img", { name: "Live updates connected" }).waitFor({ state: "attached" })
  return { page, frames, listRequests, socketUrl: () => socketUrl }
}

const contactUpdates = (frames: Frame[]) =>
  frames.flatMap((f) => {
    try {
      const msg = JSON.parse(f.data) as { type?: string; contactIds?: number[] }
      return msg.type === "contact_updated" ? [{ ...f, ids: msg.contactIds ?? [] }] : []
    } catch {
      return []
    }
  })

/** A flag on window survives only as long as the document: a reload would drop it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1)

describe("live channel (SPEC §7)", () => {
  it("a second tab shows a contact added and renamed in the first tab, pushed over /ws without polling", async () => {
    const tag = uniqueTag()
    const name = `E2E Live Tab ${tag}`
    const renamed = `E2E Live Renamed ${tag}`
    const phone = phones().next()

    const b = await watchedContactsTab()
    expect(new URL(b.socketUrl()).pathname).toBe("/ws")
    // Tab B watches by phone, so the card stays in its search after the rename.
    await searchContacts(b.page, phone.digits, 0)
    await markDocument(b.page)
    const settled = Date.now()
    const requestsBefore = b.listRequests.length

    // Tab A: another browser context (own cookies, own socket) adds through the header dialog.
    const a = await newPage(browser(), "/")
    await a.locator("header").getByRole("button", { name: "Add Contact" }).click()
    const dialog = a.getByRole("dialog", { name: "Add New Contact" })
    await dialog.getByLabel("Business Name *").fill(name)
    await dialog.getByLabel("Phone Number *").pressSequentially(phone.digits)
    await dialog.getByRole("button", { name: "Add Contact" }).click()
    await expectToast(a, "Contact Added")

    // Tab B: the card appears by itself.
    await contactCard(b.page, name).waitFor()
    await expectText(contactCard(b.page, name).getByRole("link"), phone.display)
    expect(await sameDocument(b.page)).toBe(true)

    const added = contactUpdates(b.frames)
    expect(added.length).toBeGreaterThanOrEqual(1)
    const created = await a.request
      .get(`/api/contacts?q=${phone.digits}`)
      .then((r) => r.json() as Promise<{ items: { id: number }[] }>)
    const id = created.items[0]!.id
    expect(added.some((f) => f.ids.includes(id))).toBe(true)
    // No polling: tab B asked for the list again only after the push arrived.
    const refetches = b.listRequests.slice(requestsBefore)
    expect(refetches.length).toBeGreaterThanOrEqual(1)
    const firstPush = added[0]!.at
    expect(firstPush).toBeGreaterThanOrEqual(settled)
    for (const at of refetches) expect(at).toBeGreaterThanOrEqual(firstPush)

    // Tab A renames through the API; tab B follows, still without a reload.
    const framesBefore = b.frames.length
    const patched = await a.request.patch(`/api/contacts/${id}`, { data: { businessName: renamed } })
    expect(patched.status()).toBe(200)
    await contactCard(b.page, renamed).waitFor()
    expect(await contactCard(b.page, name).count()).toBe(0)
    expect(contactUpdates(b.frames.slice(framesBefore)).some((f) => f.ids.includes(id))).toBe(true)
    expect(await sameDocument(b.page)).toBe(true)

    await closePage(a)
    await closePage(b.page)
  })
})
