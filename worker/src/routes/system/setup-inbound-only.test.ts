import { beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, setSettings, vapiEnv } from "../../../test/call-fixtures"
import type { Env } from "../../env"
import type { SetupChecklist } from "../../schemas/api-routes/settings"

/*
 * Issue 35: the checklist's phone line says what to do when the chosen number is a free Vapi number
 * (inbound calls only), whether its provider was stored when it was chosen or is looked up now.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const FREE = { id: "pn-free", orgId: "o", provider: "vapi", number: "+16165550100", name: "Free", status: "active" }
const INBOUND_ONLY =
  "The chosen number (pn-free) is a free Vapi number, which takes inbound calls only: import a Twilio, Telnyx or DIDWW number in Settings → Voice and choose it."

async function phoneLine(e: Env) {
  const res = await request(e, "/api/system/setup?refresh=1")
  expect(res.status).toBe(200)
  return ((await res.json()) as SetupChecklist).lines.find((l) => l.id === "phone_number")!
}

describe("the checklist's phone number line", () => {
  it("is not done for a free Vapi number, and says to import a Twilio, Telnyx or DIDWW number", async () => {
    const key = newVapiKey()
    await fakeVapi.setPhoneNumbers(key, [FREE])
    await setSettings({ vapi_phone_number_id: "pn-free", vapi_phone_number_provider: "vapi" })
    expect(await phoneLine(realEnv(key))).toMatchObject({
      done: false,
      sandbox: false,
      href: expect.stringContaining("voice"),
      detail: INBOUND_ONLY,
    })
  })

  it("looks up a number whose provider is unknown and says the same", async () => {
    const key = newVapiKey()
    await fakeVapi.setPhoneNumbers(key, [FREE])
    await setSettings({ vapi_phone_number_id: "pn-free", vapi_phone_number_provider: "" })
    expect(await phoneLine(realEnv(key))).toMatchObject({ done: false, detail: INBOUND_ONLY })
  })

  it("before any number, says a free Vapi number takes inbound calls only", async () => {
    const line = await phoneLine(realEnv(newVapiKey()))
    expect(line.done).toBe(false)
    expect(line.detail).toBe(
      "Pick the number calls come from in Settings → Voice. A free Vapi number takes inbound calls only: buy a number at Twilio (or Telnyx, DIDWW) and import it there."
    )
  })
})
