import { describe, expect, it } from "vitest"
import { closePage, expectToast, expectText, newPage, poll, useBrowser } from "./helpers"

/*
 * Issue 35: Save checks a key with its provider and says what it found; a refused key is shown under
 * its field and not saved; a saved key can be removed. The test server is shared by the files after
 * this one and has no provider stand-ins, so /api/settings is answered here as the worker answers it
 * (the worker's side is worker/src/routes/settings/key-check.test.ts).
 */

const browser = useBrowser()
const MASKED = "••••••••abcd"

describe("Settings → API Configuration keys", () => {
  it("a refused key stays on its field, an accepted one says it was checked, and Remove removes it", async () => {
    const page = await newPage(browser(), "/settings#api-configuration", { width: 1440, height: 900 })
    const sent: Record<string, string>[] = []
    let vapiKey = MASKED
    await page.route("**/api/settings", async (route) => {
      const request = route.request()
      if (request.method() === "GET") {
        return route.fulfill({ json: [{ key: "vapi_api_key", value: vapiKey }] })
      }
      const body = request.postDataJSON() as Record<string, string>
      sent.push(body)
      if (body.vapi_api_key === "sk-refused-key") {
        const issue = { path: "vapi_api_key", message: "Vapi refused the API key." }
        const error = { code: "key_refused", message: `Not saved: ${issue.message}`, issues: [issue] }
        return route.fulfill({ status: 422, json: { error } })
      }
      if (body.vapi_api_key === "") {
        vapiKey = ""
        const check = {
          state: "removed",
          message: "Removed. Vapi is simulated: no key is configured on this local server.",
        }
        return route.fulfill({ json: [{ key: "vapi_api_key", value: "", check }] })
      }
      const check = { state: "ok", message: "Saved and checked: Vapi accepted the API key." }
      return route.fulfill({ json: [{ key: "vapi_api_key", value: MASKED, check }] })
    })
    await page.reload()
    const section = page.locator("#api-configuration")
    const input = section.locator("#setting-vapi_api_key")
    await poll(() => input.getAttribute("placeholder")).toBe(MASKED)

    await input.fill("sk-refused-key")
    await section.getByRole("button", { name: "Save" }).click()
    await expectText(section.locator("#setting-vapi_api_key-error"), "Vapi refused the API key.")
    expect(await input.getAttribute("aria-invalid")).toBe("true")

    await input.fill("sk-accepted-key")
    await section.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Settings Updated", "Vapi API Key: Saved and checked: Vapi accepted the API key.")

    await section.getByRole("button", { name: "Remove Vapi API Key" }).click()
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"))
    await dialog.getByRole("button", { name: "Remove key" }).click()
    await expectToast(page, "Key Removed", "Removed. Vapi is simulated")
    await poll(() => section.getByRole("button", { name: "Remove Vapi API Key" }).count()).toBe(0)
    expect(sent).toEqual([
      { vapi_api_key: "sk-refused-key" },
      { vapi_api_key: "sk-accepted-key" },
      { vapi_api_key: "" },
    ])
    await closePage(page)
  })
})
