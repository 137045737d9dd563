import type { APIRequestContext, Browser, Download, Locator, Page } from "playwright-core"
import { beforeAll, expect } from "vitest"
import type { ContactItem } from "../worker/src/schemas/contacts-api"
import { closePage, newPage, WAIT_MS, workerBrowser } from "./pages"

export { closePage, NAVIGATION_MS, newPage, WAIT_MS } from "./pages"

/*
 * Shared steps of the browser tests. Every test makes its own uniquely named data, so files and
 * tests never depend on each other's order or leftovers on the one shared server.
 */

/** vitest's auto-waiting expectation (its default 1 s is tight for a debounced search on a busy machine). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: WAIT_MS, interval: 50 })

/** A short random tag for business names ("E2E Edit k3j9qa"), searchable as a whole word. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8)

/** A stored contact, as the API answers it (the shared contract). */
export type Contact = ContactItem

type ContactList = { items: Contact[]; total: number }

/** The area codes of the sandbox seed (worker/seed/sandbox-data.mjs). */
const SEED_AREAS = new Set(["616", "312", "512", "303", "503"])

/**
 * Fictional 555-01xx numbers in an area code nobody uses yet on this server. The whole block is
 * checked free once, then numbers are handed out in order, so two tests never clash (files run
 * one after another, each with its own block). `accept` narrows the area codes (e.g. to ones with no
 * known time zone).
 */
export async function phoneBlock(request: APIRequestContext, accept: (area: string) => boolean = () => true) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const area = String(200 + Math.floor(Math.random() * 800))
    if (SEED_AREAS.has(area) || area.endsWith("11") || !accept(area)) continue
    const res = await request.get(`/api/contacts?q=${area}55501&pageSize=1`)
    expect(res.status()).toBe(200)
    if (((await res.json()) as ContactList).total > 0) continue
    let next = 10
    return {
      area,
      /** The next unused number: digits "9125550110", shown "(912) 555-0110", stored "+19125550110". */
      next() {
        const line = `01${String(next++).padStart(2, "0")}`
        return {
          digits: `${area}555${line}`,
          display: `(${area}) 555-${line}`,
          e164: `+1${area}555${line}`,
        }
      },
    }
  }
  throw new Error("no free area code found")
}

export type PhoneBlock = Awaited<ReturnType<typeof phoneBlock>>

/** Read a value set up by a beforeAll hook; reading it outside a test is a mistake worth a clear error. */
function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is only ready inside tests`)
  return value
}

/**
 * The run's one browser (launched by global-setup.ts), connected before the file's tests and
 * disconnected after them, which closes every context the file opened. Call it at the top of the
 * file; the returned getter gives the browser inside tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await workerBrowser()
  })
  return () => ready(browser, "the browser")
}

/** This file's block of unused phone numbers (see phoneBlock), reserved once before its tests. */
export function usePhoneBlock(browser: () => Browser, accept?: (area: string) => boolean): () => PhoneBlock {
  let phones: PhoneBlock | undefined
  beforeAll(async () => {
    const page = await newPage(browser(), "")
    phones = await phoneBlock(page.request, accept)
    await closePage(page)
  })
  return () => ready(phones, "the phone block")
}

/** POST /api/contacts through the page's own cookie jar (the same origin as the app). */
export async function createContactApi(
  request: APIRequestContext,
  input: { businessName: string; phone: string; address?: string; category?: string; source?: string; status?: string }
): Promise<Contact> {
  const res = await request.post("/api/contacts", {
    data: { address: "", category: "", source: "manual", status: "ready", ...input },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Contact
}

/** One stored setting's value ("" when unset), from GET /api/settings. */
export async function getSetting(request: APIRequestContext, key: string) {
  const items = (await (await request.get("/api/settings")).json()) as { key: string; value: string }[]
  return items.find((s) => s.key === key)?.value ?? ""
}

/** PUT /api/settings/:key, checked as saved. */
export async function setSetting(request: APIRequestContext, key: string, value: string) {
  const res = await request.put(`/api/settings/${key}`, { data: { value } })
  expect(res.status(), await res.text()).toBe(200)
}

export async function findContactsApi(request: APIRequestContext, q: string): Promise<ContactList> {
  const res = await request.get(`/api/contacts?q=${encodeURIComponent(q)}&pageSize=100`)
  expect(res.status()).toBe(200)
  return (await res.json()) as ContactList
}

export const header = (page: Page) => ({
  title: page.locator("header h1"),
  description: page.locator("header h1 + p"),
})

export const sidebarLink = (page: Page, label: string) =>
  page.locator("#app-sidebar").getByRole("link", { name: label, exact: true })

/** The visible toast with this title (the viewport shows one at a time). */
export const toastWithTitle = (page: Page, title: string) =>
  page.locator('[data-slot="toast-viewport"] li').filter({ has: page.getByText(title, { exact: true }) })

/**
 * Waits for the toast with this title whose text holds each of `texts`, in one wait that Playwright
 * runs inside the page: a toast shows for 5 s, and a look in two steps (find it, then read it) from a
 * test process starved on a busy machine has found it gone (or replaced) by the second step.
 */
export async function expectToast(page: Page, title: string, ...texts: (string | RegExp)[]) {
  let toast = toastWithTitle(page, title)
  // A string as a case-sensitive substring, as the texts are the spec's, word for word.
  for (const text of texts)
    toast = toast.filter({ hasText: typeof text === "string" ? new RegExp(escapeRegExp(text)) : text })
  await toast.waitFor({ state: "visible" })
  return toast
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Polls a locator's visible text until it equals `expected` (auto-waiting, no fixed sleeps). */
export const expectText = (locator: Locator, expected: string) =>
  poll(async () => (await locator.innerText()).trim()).toBe(expected)

export const contactCards = (page: Page) => page.getByTestId("contact-card")

export const contactCard = (page: Page, name: string) =>
  contactCards(page).filter({ has: page.getByRole("heading", { name, exact: true }) })

export const showingLine = (page: Page) => page.getByTestId("contacts-showing")

/** Reads "Showing X of Y contacts" as numbers. */
export async function showingCounts(page: Page) {
  const text = await showingLine(page).innerText()
  const m = /^Showing (\d+) of (\d+) contacts$/.exec(text.trim())
  if (!m) throw new Error(`unexpected showing line: ${text}`)
  return { shown: Number(m[1]), total: Number(m[2]) }
}

/** Go to /contacts by clicking the sidebar entry, as the operator would, and wait for the grid. */
export async function openContactsViaSidebar(page: Page) {
  await sidebarLink(page, "Contacts").click()
  await expectText(header(page).title, "Contact Management")
  await showingLine(page).waitFor()
}

/**
 * A fresh page on /contacts with the first page loaded. Opened at its address: a dashboard loaded
 * first only to leave it cost a page load each time (the sidebar's way to every screen is
 * navigation.e2e.ts's, and openContactsViaSidebar's where a flow passes through it).
 */
export async function contactsPage(browser: Browser) {
  const page = await newPage(browser, "/contacts")
  await expectText(header(page).title, "Contact Management")
  await showingLine(page).waitFor()
  return page
}

/** Type into the contacts search box and wait until the grid shows exactly `expected` matches. */
export async function searchContacts(page: Page, q: string, expected: number) {
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(q)
  if (expected === 0) {
    await page.getByTestId("contacts-empty").waitFor()
    return
  }
  await poll(() => showingLine(page).innerText()).toBe(`Showing ${expected} of ${expected} contacts`)
  await poll(() => contactCards(page).count()).toBe(expected)
}

/**
 * A finished download's content. Streamed: the browser runs in global-setup's process, where
 * `download.path()` would point, and a connected client cannot read that path.
 */
export async function downloadedText(download: Download) {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}
