import { beforeEach, describe, expect, it } from "vitest"
import { resetData, seedContact } from "../../test/call-fixtures"
import { callApp, DEPLOYED_ORIGIN, deployedSignIn, OPERATOR_PASSWORD } from "../../test/operator-request"
import { port } from "../../test/port"

const origin = DEPLOYED_ORIGIN
const deployed = { OPERATOR_PASSWORD, SESSION_SECRET: undefined, VAPI_API_KEY: undefined, SANDBOX: undefined }

async function signedIn(path: string, init: RequestInit, over: Record<string, unknown> = {}) {
  const cookie = await deployedSignIn(deployed)
  const headers = new Headers(init.headers)
  headers.set("Cookie", cookie)
  headers.set("Origin", origin)
  return callApp(`${origin}${path}`, { ...init, headers }, { ...deployed, ...over })
}

beforeEach(async () => {
  await resetData()
  await port.run("DELETE FROM sessions")
})

describe("Call Now on a deployed app without a Vapi key", () => {
  const callNow = async (over: Record<string, unknown> = {}) => {
    const contact = await seedContact()
    return signedIn(
      "/api/calls/vapi/initiate",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ contactId: contact.id, phoneNumber: contact.phone }),
      },
      over
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
