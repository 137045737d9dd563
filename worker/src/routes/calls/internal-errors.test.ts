import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  seedCall,
  seedContact,
  vapiEnv,
  voiceSettings,
} from "../../../test/call-fixtures"
import { UNRECORDED_MESSAGE } from "../../services/calls/place-call"

beforeEach(async () => {
  await resetData()
  await voiceSettings()
})

const SQL_TEXT = /Failed query|vapi_call_id|UNIQUE|SQLITE|D1_ERROR|update "calls"/i

describe("an unexpected database failure while placing a call", () => {
  it("answers a plain message, never the SQL, and keeps the call Vapi placed in progress", async () => {
    const key = newVapiKey()
    const other = await seedContact({ phone: "+16165550111" })
    await seedCall({ contactId: other.id, status: "completed", vapiCallId: "vapi-dup-1" })
    // The provider answers an id another call already holds: storing it breaks the unique index.
    await fakeVapi.scriptNext(key, 201, { id: "vapi-dup-1", status: "queued" })
    const contact = await seedContact({ phone: "+16165550112" })

    const res = await request(vapiEnv(key), "/api/calls/vapi/initiate", {
      method: "POST",
      json: { contactId: contact.id, phoneNumber: contact.phone },
    })
    const text = await res.text()
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect(text).not.toMatch(SQL_TEXT)
    const body = JSON.parse(text) as { error: { code: string; message: string; callId?: number } }
    expect(body.error).toMatchObject({ code: "call_unrecorded", message: UNRECORDED_MESSAGE })

    // Vapi placed it: not failed (its webhooks, found by our call id, or the reconcile pass settle it).
    const stored = await callRow(body.error.callId!)
    expect(stored).toMatchObject({ contact_id: contact.id, status: "calling", result: null })
    expect(String(stored!.error)).not.toMatch(SQL_TEXT)
  })

  it("still shows the provider's own message when Vapi refuses the call", async () => {
    const key = newVapiKey()
    await fakeVapi.scriptNext(key, 400, {
      message: ["assistantId must be a UUID"],
      error: "Bad Request",
      statusCode: 400,
    })
    const contact = await seedContact({ phone: "+16165550113" })
    const res = await request(vapiEnv(key), "/api/calls/vapi/initiate", {
      method: "POST",
      json: { contactId: contact.id, phoneNumber: contact.phone },
    })
    const body = (await res.json()) as { error: { message: string; callId: number } }
    expect(body.error.message).toBe("assistantId must be a UUID")
    expect((await callRow(body.error.callId))?.error).toBe("assistantId must be a UUID")
  })
})
