import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { formatUsd } from "../worker/src/schemas/costs"
import {
  closePage,
  createContactApi,
  escapeRegExp,
  expectText,
  expectToast,
  newPage,
  poll,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import {
  liveConnected,
  markDocument,
  recordLiveFrames,
  resultLabelFor,
  sameDocument,
  sandboxScript,
  steerNextCall,
} from "./sandbox-calls"

const browser = useBrowser()
const phones = usePhoneBlock(browser)

/** A page at `path` whose /ws messages are recorded from the first one on. */
async function watchedPage(path: string) {
  const page = await newPage(browser(), "")
  const frames = recordLiveFrames(page)
  await page.goto(path)
  await liveConnected(page)
  await markDocument(page)
  return { page, frames }
}

const totalCallsCard = (page: Page) => page.getByTestId("stat-Total Calls Made")
const readTotalCalls = async (page: Page) => Number((await totalCallsCard(page).innerText()).replace(/\D/g, ""))
const historyRows = (page: Page) => page.getByTestId("call-history").locator("tbody tr")

describe("Call Now in sandbox mode (SPEC §2.3, §2.7)", () => {
  it("a call placed from /calls shows up live on the dashboard and in the history, with its transcript", async () => {
    const tag = uniqueTag()
    const dashboard = await watchedPage("/")
    const calls = await watchedPage("/calls")
    const b = calls.page

    // No contact chosen: the spec's message, nothing dialled.
    await b.getByRole("button", { name: "Call Now" }).click()
    await expectToast(b, "Error", "Please select a contact to call")

    const contact = await createContactApi(b.request, {
      businessName: `E2E Call Now ${tag}`,
      phone: phones().next().e164,
      address: "7 Test Rd, Springfield, IL",
      category: "Dentist",
    })
    // The next call id is steered to one the sandbox answers, so there is a conversation to read.
    const expectedId = await steerNextCall(b.request, phones(), undefined, 12)
    expect(expectedId, "no answered call id within 12 warm-up calls").not.toBeNull()
    const script = sandboxScript(expectedId!, contact)

    // The dashboard has caught up with the warm-up calls: this is the count before our call.
    const stats = await b.request.get("/api/dashboard/stats").then((r) => r.json() as Promise<{ totalCalls: number }>)
    await poll(() => readTotalCalls(dashboard.page)).toBe(stats.totalCalls)

    // Choose the contact through the selector's server-side search.
    await b.getByRole("combobox", { name: "Select a contact" }).click()
    await b.getByRole("combobox", { name: "Search contacts to call" }).fill(tag)
    await b.getByRole("option", { name: new RegExp(escapeRegExp(contact.businessName)) }).click()
    await poll(() => b.getByRole("combobox", { name: "Select a contact" }).innerText()).toContain(contact.businessName)

    const framesBefore = { a: dashboard.frames.length, b: calls.frames.length }
    const [answer] = await Promise.all([
      b.waitForResponse((r) => new URL(r.url()).pathname === "/api/calls/vapi/initiate"),
      b.getByRole("button", { name: "Call Now" }).click(),
    ])
    expect(answer.status()).toBe(201)
    const callId = ((await answer.json()) as { call: { id: number } }).call.id
    expect(callId).toBe(expectedId)
    await expectToast(b, "Call Initiated", `Calling ${contact.businessName}…`)

    // Tab A (dashboard): the call arrives by itself behind the "N new calls" pill (the rows hold still
    // while you read), tops Recent Calls once shown, and the total goes up by one.
    const topRecent = dashboard.page.getByTestId("recent-calls").locator("li").first()
    const newCalls = dashboard.page.getByTestId("recent-calls-new")
    await poll(async () => {
      if (await newCalls.isVisible()) await newCalls.click()
      return topRecent.innerText()
    }).toContain(contact.businessName)
    await poll(() => readTotalCalls(dashboard.page)).toBe(stats.totalCalls + 1)
    // ...and the call ends with its result, still without a reload.
    await poll(() => topRecent.innerText()).toContain(resultLabelFor(script.outcome, script.voicemailMessage !== null))

    // Tab B (call history): the newest row is this call, completed with its result.
    const row = historyRows(b).first()
    await poll(() => row.locator("td").nth(1).innerText()).toBe(contact.businessName)
    await expectText(row.locator("td").nth(3), "Manual Call")
    await expectText(row.locator("td").nth(4), "Completed")
    await expectText(row.locator("td").nth(5), resultLabelFor(script.outcome, script.voicemailMessage !== null))

    // Both tabs heard the call move over /ws (calling, then completed): pushed, not reloaded.
    for (const [tab, frames, from] of [
      [dashboard.page, dashboard.frames, framesBefore.a],
      [b, calls.frames, framesBefore.b],
    ] as const) {
      const statuses = frames
        .slice(from)
        .filter((f) => f.type === "call_updated" && f.callId === callId)
        .map((f) => f.status)
      expect(statuses).toContain("calling")
      expect(statuses).toContain("completed")
      expect(statuses.indexOf("calling")).toBeLessThan(statuses.lastIndexOf("completed"))
      expect(await sameDocument(tab)).toBe(true)
    }

    // Details from the history: the sandbox's conversation, addressed to this business.
    const greeting = `AI: Hi, is this ${contact.businessName}? This is Alex`
    await row.getByRole("button", { name: "Details" }).click()
    const dialog = b.getByRole("dialog", { name: "Call Details" })
    await dialog.waitFor()
    await poll(() => dialog.getByTestId("call-transcript").innerText()).toMatch(
      new RegExp(`^${escapeRegExp(greeting)}`)
    )
    expect(await dialog.getByTestId("call-transcript").innerText()).toContain(
      // The callee is "Lead" on screen, whatever the provider wrote ("User").
      `Lead: Yes, this is ${contact.businessName}.`
    )
    await dialog.getByText(script.summary, { exact: true }).waitFor()
    // Our call id, not the provider's code; how it ended in words, not "customer-ended-call".
    await dialog.getByText(String(callId), { exact: true }).waitFor()
    expect(await dialog.getByText(`sandbox-${callId}`).count()).toBe(0)
    expect(await dialog.getByTestId("call-ended-reason").innerText()).toMatch(/^[A-Z][^-]*\.$/)
    // What the sandbox billed for the call, as its end-of-call report carried it (Vapi's shapes).
    const billed = (await (await b.request.get(`/api/calls/${callId}`)).json()) as { cost: number | null }
    expect(billed.cost, "the sandbox's report carries a cost").toBeGreaterThan(0)
    await poll(() => dialog.getByTestId("call-cost").innerText()).toMatch(
      new RegExp(`^${escapeRegExp(formatUsd(billed.cost!))}\\s+Phone line \\$`)
    )
    await b.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })

    // The same dialog from the dashboard's Recent Calls row.
    await topRecent.getByRole("button").click()
    const fromDashboard = dashboard.page.getByRole("dialog", { name: "Call Details" })
    await poll(() => fromDashboard.getByTestId("call-transcript").innerText()).toMatch(
      new RegExp(`^${escapeRegExp(greeting)}`)
    )
    await fromDashboard.getByText(contact.businessName, { exact: true }).first().waitFor()

    // What to do next from the call: Call back is offered, and Open contact leaves the dialog for the
    // contact's drawer (a shareable ?contact= address).
    const actions = fromDashboard.getByTestId("call-details-actions")
    await actions.getByRole("button", { name: "Call back" }).waitFor()
    await actions.getByRole("link", { name: "Open contact" }).click()
    await fromDashboard.waitFor({ state: "hidden" })
    await dashboard.page.getByRole("dialog", { name: contact.businessName }).waitFor()
    expect(new URL(dashboard.page.url()).searchParams.get("contact")).toBe(String(contact.id))

    await closePage(dashboard.page)
    await closePage(b)
  })

  it("the contact picker opens on callable contacts, searched, filtered by source and picked by keyboard", async () => {
    const tag = uniqueTag()
    const b = await newPage(browser(), "/calls")
    // One request, oldest first: the list shows them newest first.
    const rows = (
      [
        ["Called", "manual"],
        ["Listed", "manual"],
        ["Fresh", "Manual Entry"],
        ["Imported", `e2e-src-${tag}`],
        ["Blank", ""],
      ] as const
    ).map(([name, source]) => ({ businessName: `Picker ${name} ${tag}`, phone: phones().next().e164, source }))
    const created = await b.request.post("/api/contacts/bulk", { data: { contacts: rows } })
    expect(created.status()).toBe(200)
    const [calledId] = ((await created.json()) as { ids: number[] }).ids
    const [placed, listed] = await Promise.all([
      b.request.post("/api/calls/vapi/initiate", { data: { contactId: calledId, phoneNumber: rows[0]!.phone } }),
      b.request.post("/api/dnc", { data: { phone: rows[1]!.phone } }),
    ])
    expect([placed.status(), listed.status()]).toEqual([201, 201])

    const picker = b.getByRole("combobox", { name: "Select a contact" })
    const options = b.getByRole("listbox", { name: "Contacts" }).getByRole("option")
    const names = async () => (await options.allInnerTexts()).map((t) => t.split("\n")[0]!.trim()).sort()
    const named = (...n: string[]) => n.map((x) => `Picker ${x} ${tag}`).sort()

    // It opens on the contacts that can be called: never called, and never a do-not-call number.
    await picker.click()
    const search = b.getByRole("combobox", { name: "Search contacts to call" })
    await search.fill(tag)
    await poll(names).toEqual(named("Blank", "Fresh", "Imported"))
    const hideContacted = b.getByRole("checkbox", { name: "Hide contacted" })
    expect(await hideContacted.isChecked()).toBe(true)
    await hideContacted.click()
    await poll(names).toEqual(named("Blank", "Called", "Fresh", "Imported"))

    // The source filter is searchable; "", "manual" and "Manual Entry" are one source (SPEC §3).
    const sourceFilter = b.getByRole("combobox", { name: "Filter by source" })
    await sourceFilter.click()
    await b.getByRole("combobox", { name: "Search sources" }).fill("Manual Entry")
    await b.getByRole("listbox", { name: "Sources" }).getByRole("option", { name: "Manual Entry", exact: true }).click()
    await poll(() => sourceFilter.innerText()).toBe("Manual Entry")
    await poll(names).toEqual(named("Blank", "Called", "Fresh"))

    // Keyboard: the search box keeps focus, End goes to the last (oldest) contact and Enter picks it.
    await search.focus()
    await b.keyboard.press("End")
    await b.keyboard.press("Enter")
    await poll(() => picker.innerText()).toContain(`Picker Called ${tag}`)
    expect(await picker.getAttribute("aria-expanded")).toBe("false")
    await closePage(b)
  })
})
