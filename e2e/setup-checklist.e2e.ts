import { afterAll, expect, it } from "vitest"
import { closePage, expectToast, getSetting, newPage, poll, setSetting, useBrowser, WAIT_MS } from "./helpers"

/*
 * The dashboard's setup checklist walked from "nothing configured" to all green, in the sandbox (the
 * e2e server runs `npm start`'s sandbox with no provider keys): Fix leads to Settings → Voice, the
 * sandbox assistant and number are set up there, the test call plays out and reports, a spreadsheet
 * is set, and the checklist, all done, is dismissed for good. The real-mode walk (the real adapter
 * against the fake Vapi, its webhooks through the generated credential) is a worker test:
 * worker/src/routes/voice/test-call.test.ts.
 */

const browser = useBrowser()
const KEYS = ["assistant_id", "vapi_phone_number_id"] as const
const before: Record<string, string> = {}
let sheetsConfig: unknown

afterAll(async () => {
  const page = await newPage(browser(), "")
  for (const key of KEYS) if (key in before) await setSetting(page.request, key, before[key]!)
  if (sheetsConfig) await page.request.put("/api/sheets/config", { data: sheetsConfig })
  await closePage(page)
})

it("walks the setup checklist to all green and dismisses it", async () => {
  const page = await newPage(browser(), "")
  for (const key of KEYS) {
    before[key] = await getSetting(page.request, key)
    await setSetting(page.request, key, "")
  }
  sheetsConfig = await (await page.request.get("/api/sheets/config")).json()
  const cleared = await page.request.put("/api/sheets/config", {
    data: { ...(sheetsConfig as object), spreadsheetUrl: "" },
  })
  expect(cleared.status(), await cleared.text()).toBe(200)

  await page.goto("/")
  const list = page.getByTestId("setup-checklist")
  await list.waitFor({ timeout: WAIT_MS })
  const done = (id: string) => list.getByTestId(`setup-${id}`).getAttribute("data-done")
  expect(await done("password")).toBe("true")
  expect(await done("assistant")).toBe("false")
  expect(await done("phone_number")).toBe("false")
  expect(await done("sheet")).toBe("false")
  // Sandbox mode says what is simulated, and its provider lines are done as such.
  expect(await list.innerText()).toContain("Sandboxed (simulated, no key needed here): Calls (Vapi)")
  expect(await done("vapi_key")).toBe("true")
  expect(await list.getByTestId("setup-vapi_key").innerText()).toContain("Sandbox")
  // The calling policy is asked before real calls; in the sandbox it is done, and says so.
  expect(await done("calling_policy")).toBe("true")
  expect(await list.getByTestId("setup-calling_policy").innerText()).toContain("Sandbox")
  expect(await list.getByRole("button", { name: "Dismiss" }).isDisabled()).toBe(true)

  // Fix leads to Settings → Voice.
  await list.getByTestId("setup-assistant").getByRole("link", { name: "Fix" }).click()
  await poll(() => page.evaluate(() => location.pathname + location.hash)).toBe("/settings#voice")
  const card = page.getByTestId("voice-section")
  await card.locator("#voice-name").fill("E2E Checklist Booker")
  await card
    .getByRole("button", { name: /Create (a new )?assistant/ })
    .last()
    .click()
  await expectToast(page, "Assistant Created")
  await card.locator("#voice-phone-number").click()
  await page.getByRole("option", { name: "+15555550101 — Sandbox line 1" }).click()
  await expectToast(page, "Phone Number Saved")

  // The test call: typed as elsewhere in the app, played by the sandbox voice, followed to its report.
  await card.locator("#voice-test-phone").fill("6165550142")
  expect(await card.locator("#voice-test-phone").inputValue()).toBe("(616) 555-0142")
  await card.getByRole("button", { name: "Call me" }).click()
  await expectToast(page, "Test Call Placed", "(616) 555-0142")
  const stage = card.getByTestId("voice-test-call-stage")
  await expect.poll(() => stage.innerText(), { timeout: 30_000, interval: 250 }).toMatch(/^Ended: /)
  expect(await card.getByTestId("voice-test-call-progress").innerText()).toContain("Sandbox")

  // The sheet, then the dashboard: all green.
  const withSheet = await page.request.put("/api/sheets/config", {
    data: {
      ...(sheetsConfig as object),
      spreadsheetUrl: "https://docs.google.com/spreadsheets/d/1E2eChecklistSheet00000000/edit",
    },
  })
  expect(withSheet.status(), await withSheet.text()).toBe(200)
  await page.goto("/")
  await list.waitFor()
  await list.getByRole("button", { name: "Check again" }).click()
  for (const id of [
    "password",
    "vapi_key",
    "assistant",
    "phone_number",
    "webhook",
    "calling_policy",
    "places_key",
    "sheet",
    "email_sender",
  ]) {
    await poll(() => done(id)).toBe("true")
  }
  // All done in the sandbox is ready to try, not live (issue 38): calls are still simulated.
  expect(await list.innerText()).toContain("Sandbox: ready to try, not live.")
  expect(await list.innerText()).not.toContain("Everything is set up and checked.")
  await list.getByRole("button", { name: "Dismiss" }).click()
  await list.waitFor({ state: "detached" })
  await page.reload()
  await page.getByTestId("light-Vapi API").waitFor()
  expect(await page.getByTestId("setup-checklist").count()).toBe(0)
  await closePage(page)
})
