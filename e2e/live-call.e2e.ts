import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closePage,
  createContactApi,
  escapeRegExp,
  newPage,
  poll,
  setSetting,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import { liveConnected, outcomeOf, placeCallApi, sandboxScript } from "./sandbox-calls"

/*
 * Issue 36: a call on the line, watched from Call Details. The sandbox plays calls 20x faster here
 * (e2e/pacing.ts), so each test steers the next call id to a conversation whose talk lasts at least
 * 110 scripted seconds (5.5 real ones or more): long enough to read, say, listen and take over.
 */

const browser = useBrowser()
const phones = usePhoneBlock(browser)

const NOBODY = { id: 0, businessName: "", phone: "", address: "", category: "" }

/** Places warm-up calls until the next id plays a long conversation; that id. */
async function steerLongCall(page: Page) {
  for (let i = 0; i < 40; i++) {
    const warmUp = await createContactApi(page.request, {
      businessName: `E2E Warm-up ${uniqueTag()}`,
      phone: phones().next().e164,
    })
    const next = (await placeCallApi(page.request, warmUp)) + 1
    const talks = outcomeOf(next) === "demo" || outcomeOf(next) === "follow_up"
    if (talks && sandboxScript(next, NOBODY).talkSeconds >= 110) return next
  }
  throw new Error("no long conversation within 40 warm-up calls")
}

/** Calls the steered id and opens its Call Details from Call History as soon as its row shows. */
async function openLiveCall(page: Page, expectedId: number) {
  const contact = await createContactApi(page.request, {
    businessName: `E2E Live ${uniqueTag()}`,
    phone: phones().next().e164,
    address: "401 Congress Ave, Austin, TX 78701",
    category: "Auto Repair",
  })
  expect(await placeCallApi(page.request, contact)).toBe(expectedId)
  const row = page.getByTestId("call-history").locator("tbody tr").filter({ hasText: contact.businessName })
  await row.getByRole("button", { name: "Details" }).click()
  const dialog = page.getByRole("dialog", { name: "Call Details" })
  await dialog.getByTestId("live-call").waitFor()
  return { dialog, contact }
}

describe("a call on the line (issue 36)", () => {
  it("shows the conversation as it is spoken, and Take over puts the lead through to the operator", async () => {
    const page = await newPage(browser(), "/calls")
    await liveConnected(page)
    await setSetting(page.request, "operator_phone", "+16165550142")
    const expectedId = await steerLongCall(page)
    const { dialog, contact } = await openLiveCall(page, expectedId)

    // The assistant's greeting arrives while the call runs, before any report.
    const live = dialog.getByTestId("live-transcript")
    await poll(() => live.innerText()).toMatch(new RegExp(`AI: Hi, is this ${escapeRegExp(contact.businessName)}\\?`))
    await poll(() => dialog.getByTestId("live-call-status").innerText()).toContain("(616) 555-0142")
    // Call Management's LIVE box, behind the dialog, shows the latest line said on the call.
    const latest = page.getByTestId("live-calls").locator("li").filter({ hasText: contact.businessName })
    await poll(() => latest.getByTestId("live-latest-line").innerText()).toMatch(/^(AI|Lead): \S/)

    await dialog.getByRole("button", { name: "Take over" }).click()
    // The answer in words, unless the call ended first (the panel then gives way to the report).
    await poll(async () => {
      const status = dialog.getByTestId("live-call-status")
      if ((await status.count()) && /Transferring the call/.test(await status.innerText())) return "answered"
      return (await dialog.getByTestId("call-ended-reason").count()) ? "ended" : "waiting"
    }).not.toBe("waiting")
    // The call ends as put through to the operator: the report's transcript and how it ended.
    await poll(() => dialog.getByTestId("call-ended-reason").innerText()).toBe("Transferred to you.")
    expect(await dialog.getByTestId("call-transcript").innerText()).toContain("AI: Transferring you to the operator")
    await closePage(page)
  })

  it("says a line, plays the call's audio on Listen and ends the call", async () => {
    const page = await newPage(browser(), "/calls")
    await liveConnected(page)
    const expectedId = await steerLongCall(page)
    const { dialog } = await openLiveCall(page, expectedId)

    await dialog.getByRole("textbox", { name: "Line for the assistant to say" }).fill("One moment, please.")
    await dialog.getByRole("button", { name: "Say" }).click()
    await poll(() => dialog.getByTestId("live-transcript").innerText()).toContain("AI: One moment, please.")

    await dialog.getByRole("button", { name: "Listen" }).click()
    // Seconds of audio decoded from the stream's PCM frames and handed to the AudioWorklet.
    await poll(async () => {
      const m = /Listening · (\d+\.\d) s heard/.exec(await dialog.getByTestId("live-call-status").innerText())
      return m ? Number(m[1]) : 0
    }).toBeGreaterThan(0.2)
    await dialog.getByRole("button", { name: "Stop listening" }).click()

    await dialog.getByRole("button", { name: "End call" }).click()
    await poll(() => dialog.getByTestId("call-ended-reason").innerText()).toMatch(/ended|hung up/i)
    await closePage(page)
  })
})
