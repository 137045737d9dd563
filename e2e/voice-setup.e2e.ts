import { afterAll, expect, it } from "vitest"
import { closePage, expectToast, getSetting, newPage, poll, setSetting, useBrowser } from "./helpers"

/*
 * Settings → Voice in the sandbox (the e2e server has no Vapi key): the card says so, the default
 * prompt carries the AI disclosure, one button makes the sandbox assistant, and the number is picked
 * from the sandbox's numbers instead of being pasted (a free Vapi number shown as inbound only).
 */

const browser = useBrowser()
const KEYS = ["assistant_id", "vapi_phone_number_id", "assistant_name"] as const
const before: Record<string, string> = {}

// The server is shared with the other files: put the voice settings back, also after a failure.
afterAll(async () => {
  const page = await newPage(browser(), "")
  for (const key of KEYS) if (key in before) await setSetting(page.request, key, before[key]!)
  await closePage(page)
})

it("creates the sandbox assistant and picks a sandbox number", async () => {
  const page = await newPage(browser(), "")
  for (const key of KEYS) before[key] = await getSetting(page.request, key)
  await page.goto("/settings")
  const card = page.getByTestId("voice-section")
  await card.getByText("Sandbox: calls are simulated").waitFor()
  expect(await card.locator('[data-slot="card-title"] [data-slot="badge"]').innerText()).toBe("Sandbox")
  // In the sandbox there is no webhook to show.
  expect(await card.getByTestId("voice-webhook-url").count()).toBe(0)
  await poll(() => card.locator("#voice-prompt").inputValue()).toContain("you are an AI assistant")
  // The template's [blanks] are kept for simulated calls; the form says a real assistant needs them filled.
  expect(await card.locator("#voice-firstMessage").inputValue()).toContain("[Your company]")
  await card.getByText("Sandbox: the simulated calls accept the template's [bracketed] blanks").waitFor()

  await card.locator("#voice-name").fill("E2E Booker")
  await card
    .getByRole("button", { name: /Create (a new )?assistant/ })
    .last()
    .click()
  await expectToast(page, "Assistant Created", "“E2E Booker”")
  await poll(() => card.getByTestId("voice-assistant").innerText()).toContain("sandbox-assistant")
  expect(await getSetting(page.request, "assistant_id")).toBe("sandbox-assistant")

  await card.locator("#voice-phone-number").click()
  // A free Vapi number is listed with its provider but not offered: Vapi dials out from imported numbers only.
  const free = page.getByRole("option", { name: /Sandbox free line/ })
  expect(await free.innerText()).toContain("Free Vapi number · inbound only")
  expect(await free.getAttribute("aria-disabled")).toBe("true")
  expect(await page.getByRole("option", { name: /Sandbox line 1/ }).innerText()).toContain("Twilio")
  await page.getByRole("option", { name: "+15555550102 — Sandbox line 2" }).click()
  await expectToast(page, "Phone Number Saved", "Sandbox line 2")
  await poll(() => getSetting(page.request, "vapi_phone_number_id")).toBe("sandbox-number-2")
  await closePage(page)
})
