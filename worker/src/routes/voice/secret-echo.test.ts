import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  callRow,
  fakeResend,
  newResendKey,
  newVapiKey,
  onlyNotifications,
  request,
  resetData,
  seedContact,
  setSettings,
  vapiEnv,
  voiceSettings,
  WEBHOOK_SECRET,
} from "../../../test/call-fixtures"
import { testCtx } from "../../../test/ctx"
import { recordingQueue } from "../../../test/dialer-fixtures"
import { vapiMisbehaves } from "../../../test/misbehaving-vendor"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import { scrubSecrets } from "../../lib/secret-scrub"
import { deliverNotification } from "../../services/notifications/deliver-notification"

/*
 * Vapi answering a 400 that echoes the request it refused, headers and body (some vendors do): the
 * API key (the Authorization header), the webhook secret (a credential's body) and every other
 * secret must not reach the HTTP answer, calls.error, the notification row, the e-mail or the log.
 */

beforeEach(resetData)

let logged: string[] = []
beforeEach(() => {
  logged = []
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "))
    })
  }
})
afterEach(() => vi.restoreAllMocks())

/** No secret in any of `texts`, nor in what was logged. */
function expectNoSecret(secrets: string[], ...texts: unknown[]) {
  const all = [...texts.map((t) => (typeof t === "string" ? t : JSON.stringify(t))), ...logged]
  for (const secret of secrets) for (const text of all) expect(text).not.toContain(secret)
}

/** Every provider real against the fakes: Vapi echoing, Resend mailing the operator. */
function echoEnv(vapiKey: string, resendKey: string, over: Partial<Env> = {}) {
  const queue = recordingQueue()
  const e: Env = { ...vapiEnv(vapiKey), RESEND_API_KEY: resendKey, JOBS_QUEUE: queue as unknown as Queue, ...over }
  return { e, queue }
}

const storedWebhookSecret = async () =>
  (await port.first<{ value: string }>("SELECT value FROM system_state WHERE key = 'vapi_webhook_token'"))?.value

describe("an echoing Vapi", () => {
  it("Call Now: the answer, calls.error, GET /api/calls/:id, the notification and its e-mail hold no secret", async () => {
    const key = newVapiKey()
    const resendKey = newResendKey()
    const { e, queue } = echoEnv(key, resendKey)
    await voiceSettings()
    await onlyNotifications("system_errors")
    await setSettings({ notification_emails: "owner@example.com" })
    await vapiMisbehaves(key, { mode: "echo", route: "POST /call" })
    const contact = await seedContact()
    const res = await request(e, "/api/calls/vapi/initiate", {
      method: "POST",
      json: { contactId: contact.id, phoneNumber: contact.phone },
    })
    expect(res.status).toBe(502)
    const answer = (await res.json()) as { error: { code: string; message: string; callId: number } }
    expect(answer.error.code).toBe("call_failed")
    // Vapi's words are kept (they name what it refused), the secrets in them are not.
    expect(answer.error.message).toMatch(/^Request could not be processed: .*\[hidden\]/)
    const row = await callRow(answer.error.callId)
    expect(row).toMatchObject({ status: "failed", error: answer.error.message })
    const read = await (await request(e, `/api/calls/${answer.error.callId}`)).text()

    const notes = await port.all<{ message: string; details: string; id: number }>(
      "SELECT id, message, details FROM notification_logs"
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]!.message).toMatch(/^Call failed: /)
    for (const { body } of queue.drain()) {
      await deliverNotification(testCtx({ env: e }), (body as { notificationId: number }).notificationId)
    }
    const mails = await fakeResend.emails(resendKey)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain("[hidden]")
    // (The fake records our own Authorization header to Resend beside each e-mail: only what was mailed counts.)
    const mailed = mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text }))
    expectNoSecret([key, WEBHOOK_SECRET, resendKey], answer, row, read, notes, mailed)
  })

  it("assistant create: the credential's echoed body does not return the webhook secret in the 502", async () => {
    const key = newVapiKey()
    // No VAPI_WEBHOOK_SECRET: the app generates the secret the credential carries.
    const { e } = echoEnv(key, newResendKey(), { VAPI_WEBHOOK_SECRET: undefined })
    await vapiMisbehaves(key, { mode: "echo", route: "POST /credential" })
    const res = await request(e, "/api/voice/assistant", {
      method: "POST",
      json: { name: "Echo", prompt: "Call {{businessName}}.", firstMessage: "Hi!" },
    })
    expect(res.status).toBe(502)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({ code: "vapi_rejected", message: /^Vapi refused to create the assistant: / })
    const generated = await storedWebhookSecret()
    expect(generated).toMatch(/^[0-9a-f]{64}$/)
    expectNoSecret([key, generated!], body)
  })

  it("test call: the answer and the stored call hold neither the key nor the secrets", async () => {
    const key = newVapiKey()
    const { e } = echoEnv(key, newResendKey())
    await setSettings({ assistant_id: "asst_echo", vapi_phone_number_id: "pn_echo" })
    await vapiMisbehaves(key, { mode: "echo", route: "POST /call" })
    const res = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0142" } })
    expect(res.status).toBe(502)
    const body = await res.json()
    const last = await (await request(e, "/api/voice/test-call")).text()
    const rows = await port.all("SELECT error FROM calls")
    expect(JSON.stringify(rows)).toContain("[hidden]")
    expectNoSecret([key, WEBHOOK_SECRET], body, last, rows)
  })
})

describe("scrubSecrets", () => {
  it("hides header- and field-shaped secrets whatever their value", () => {
    const text = scrubSecrets(
      `{"headers":{"authorization":"Bearer abc.def","x-goog-api-key":"AIzaSyD-0123456789abcdefghijklmnopqrstu"},` +
        `"body":"{\\"authenticationPlan\\":{\\"token\\":\\"t0ps3cret\\"}}","url":"/x?key=k123&other=1"} ` +
        `Authorization: Basic dXNlcjpwYXNz; -----BEGIN PRIVATE KEY-----\\nMIIEv\\n-----END PRIVATE KEY----- ya29.a0AfB_byC`
    )
    for (const secret of ["abc.def", "AIzaSyD", "t0ps3cret", "k123", "dXNlcjpwYXNz", "MIIEv", "ya29.a0"]) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain("other=1")
  })

  it("hides a value given, raw, JSON-escaped or URL-encoded, and leaves short values and plain words alone", () => {
    const pem = "-----BEGIN X-----\nline-one-of-the-key-body\n-----END X-----"
    const text = scrubSecrets(`a ${JSON.stringify(pem)} b s3cr3t/v@lue+1 c ${encodeURIComponent("s3cr3t/v@lue+1")} d`, [
      pem,
      "s3cr3t/v@lue+1",
      "short",
    ])
    expect(text).toBe('a "[hidden]" b [hidden] c [hidden] d')
    expect(scrubSecrets("A short answer: no assistant.", ["short"])).toBe("A short answer: no assistant.")
  })
})
