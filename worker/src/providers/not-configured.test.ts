import { beforeEach, describe, expect, it } from "vitest"
import { resetData, seedContact } from "../../test/call-fixtures"
import type { Env } from "../env"
import { deployedRequest } from "../../test/operator-request"
import { port } from "../../test/port"

/** No Vapi key and no SANDBOX, whatever the test process environment holds. */
const deployed = { VAPI_API_KEY: undefined, SANDBOX: undefined }

beforeEach(async () => {
  await resetData()
  await port.run("DELETE FROM sessions")
})

describe("Call Now on a deployed app without a Vapi key", () => {
  const callNow = async (over: Partial<Env> = {}) => {
    const contact = await seedContact()
    return deployedRequest(
      "/api/calls/vapi/initiate",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ contactId: contact.id, phoneNumber: contact.phone }),
      },
      { ...deployed, ...over }
    )
  }

  it("refuses with a 409 naming the fix, and places nothing", async () => {
    const res = await callNow()
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: { code: "voice_not_configured", message: "Vapi is not configured: add the API key in Settings." },
    })
    const { n } = (await port.first<{ n: number }>("SELECT count(*) AS n FROM calls"))!
    expect(n).toBe(0)
  })

  it("simulates the call when the operator chose SANDBOX=1", async () => {
    const res = await callNow({ SANDBOX: "1" })
    expect(res.status).toBe(201)
  })
})
