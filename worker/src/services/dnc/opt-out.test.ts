import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { recordingLiveRoom, resetAll, seedContacts } from "../../../test/dialer-fixtures"
import type { Env } from "../../env"
import { detectOptOut, recordOptOutFromCall } from "./opt-out"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"

describe("detectOptOut", () => {
  it("hears the callee ask not to be called", () => {
    for (const said of [
      "Don't call me again.",
      "please do not call this number",
      "Remove me from your list",
      "Stop calling us!",
      "Can you take me off your list?",
      "Put me on your do-not-call list.",
      "no more calls please",
    ]) {
      expect(detectOptOut(`AI: Hi, this is Ava.\nUser: ${said}`), said).toBe(true)
    }
  })

  it("ignores the assistant's own opt-out offer and ordinary answers", () => {
    const transcript =
      "AI: If you'd rather we stop calling, say remove me and we will take you off our list.\nUser: No, that's fine, tell me more."
    expect(detectOptOut(transcript)).toBe(false)
    expect(detectOptOut("AI: Hello\nUser: Call me back on Tuesday")).toBe(false)
    expect(detectOptOut(null)).toBe(false)
  })

  it("reads the whole text when there are no speaker labels, and the structured result", () => {
    expect(detectOptOut("please stop calling")).toBe(true)
    expect(detectOptOut("AI: Hello\nUser: Sure", { doNotCall: true })).toBe(true)
    expect(detectOptOut("", { optOut: "true" })).toBe(true)
    expect(detectOptOut("", { doNotCall: false })).toBe(false)
  })
})

describe("recordOptOutFromCall (the end-of-call hook)", () => {
  beforeEach(resetAll)

  it("lists the call's number once and skips it in campaigns", async () => {
    const [c] = await seedContacts(1)
    const results = await port.all<{ id: number }>(
      "INSERT INTO calls (contact_id, status, created_at, updated_at) VALUES (?, 'completed', 0, 0) RETURNING id",
      [c!.id]
    )
    const e = { ...env, LiveRoom: recordingLiveRoom().namespace } as Env
    const input = { callId: results[0]!.id, transcript: "AI: Hi\nUser: Take me off your list." }
    expect(await recordOptOutFromCall(testCtx({ env: e }), input)).toBe(true)
    expect(await recordOptOutFromCall(testCtx({ env: e }), input)).toBe(false)
    const row = await port.first("SELECT phone, source FROM do_not_call")
    expect(row).toEqual({ phone: c!.phone, source: "transcript" })
  })
})
