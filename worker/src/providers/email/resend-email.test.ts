import { env } from "cloudflare:test"
import { afterEach, describe, expect, it, vi } from "vitest"
import { dbFromEnv } from "../../db/client"
import type { Env } from "../../env"
import { parseSettings } from "../../settings/registry"
import { makeEmailSlot } from "../email-slot"
import { makeProviders } from "../../context/provider-state"
import { requireProvider } from ".."
import type { EmailMessage } from "./email-provider"
import { DEFAULT_EMAIL_FROM, DEFAULT_RETRY_SECONDS, ResendEmail } from "./resend-email"
import { SandboxEmail } from "./sandbox-email"
import { fakeResend, newResendKey } from "../../../test/call-fixtures"

// Everything here runs against worker/test/fake-resend-server.mjs, which answers as Resend does.
const BASE = env.RESEND_BASE_URL!

let msgSeq = 0
const message = (over: Partial<EmailMessage> = {}): EmailMessage => ({
  to: ["ops@example.com"],
  subject: "Demo booked: Bright Smile Dental",
  text: "Dr. Lee booked a demo for Tuesday 10:00.\nCall: #12",
  idempotencyKey: `notification-${++msgSeq}`,
  ...over,
})

const resend = (apiKey: string, from?: string) => new ResendEmail({ apiKey, baseUrl: BASE, from })

const resendError = (statusCode: number, name: string, msg: string) => ({ statusCode, name, message: msg })

afterEach(() => {
  vi.restoreAllMocks()
})

describe("ResendEmail.send against a local Resend API", () => {
  it("sends one e-mail as Resend expects and answers sent with Resend's id", async () => {
    const key = newResendKey()
    const msg = message({ to: ["ops@example.com", "boss@example.com"] })
    const result = await resend(key).send(msg)

    const [email, ...more] = await fakeResend.emails(key)
    expect(more).toEqual([])
    expect(result).toEqual({ outcome: "sent", id: email!.id })
    expect(email!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(email).toMatchObject({
      from: DEFAULT_EMAIL_FROM,
      to: ["ops@example.com", "boss@example.com"],
      subject: msg.subject,
      text: msg.text,
      html: null,
      idempotencyKey: msg.idempotencyKey,
      headers: { authorization: `Bearer ${key}`, contentType: "application/json" },
    })
    expect(email!.headers.userAgent).toEqual(expect.any(String))
    // Only our four fields: nothing Resend would reject or bill differently.
    const [req] = await fakeResend.requests(key)
    expect(req!.body).toEqual({ from: DEFAULT_EMAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text })
    expect(req!.headers.idempotencyKey).toBe(msg.idempotencyKey)
  })

  it("sends from the configured sender", async () => {
    const key = newResendKey()
    await resend(key, "Acme Ops <alerts@acme.test>").send(message())
    expect((await fakeResend.emails(key)).map((e) => e.from)).toEqual(["Acme Ops <alerts@acme.test>"])
  })

  it("mails once when a job redelivers the same notification (same idempotency key)", async () => {
    const key = newResendKey()
    const msg = message()
    const first = await resend(key).send(msg)
    const again = await resend(key).send({ ...msg, to: [...msg.to] })
    expect(again).toEqual(first)
    expect(await fakeResend.emails(key)).toHaveLength(1)
    expect(await fakeResend.requests(key)).toHaveLength(2)

    // Another notification is another e-mail.
    await resend(key).send(message())
    expect(await fakeResend.emails(key)).toHaveLength(2)
  })

  it("fails, with Resend's words, when a key is reused for a different e-mail", async () => {
    const key = newResendKey()
    const msg = message()
    await resend(key).send(msg)
    expect(await resend(key).send({ ...msg, subject: "Another subject" })).toEqual({
      outcome: "failed",
      reason: "Resend: Same idempotency key used with a different request payload.",
    })
    expect(await fakeResend.emails(key)).toHaveLength(1)
  })

  it("429 with retry-after: retry after that many seconds, and the next send goes out", async () => {
    const key = newResendKey()
    const text = "Too many requests. You can only make 5 requests per second."
    await fakeResend.scriptNext(key, 429, resendError(429, "rate_limit_exceeded", text), { "retry-after": "7" })
    const msg = message()
    expect(await resend(key).send(msg)).toEqual({ outcome: "retry", reason: `Resend: ${text}`, retryAfterSeconds: 7 })
    expect(await fakeResend.emails(key)).toEqual([])
    expect(await resend(key).send(msg)).toMatchObject({ outcome: "sent" })
    expect(await fakeResend.emails(key)).toHaveLength(1)
  })

  it("429 without retry-after (a daily quota too): retry after the default", async () => {
    const key = newResendKey()
    await fakeResend.scriptNext(
      key,
      429,
      resendError(429, "daily_quota_exceeded", "You have reached your daily email sending quota.")
    )
    expect(await resend(key).send(message())).toEqual({
      outcome: "retry",
      reason: "Resend: You have reached your daily email sending quota.",
      retryAfterSeconds: DEFAULT_RETRY_SECONDS,
    })
  })

  it("5xx: retry, with Resend's message or the status when the body is not Resend's", async () => {
    const key = newResendKey()
    await fakeResend.scriptNext(key, 500, resendError(500, "application_error", "An unexpected error occurred."))
    expect(await resend(key).send(message())).toEqual({
      outcome: "retry",
      reason: "Resend: An unexpected error occurred.",
      retryAfterSeconds: DEFAULT_RETRY_SECONDS,
    })
    await fakeResend.scriptNext(key, 503, "<html><body>upstream connect error</body></html>")
    expect(await resend(key).send(message())).toEqual({
      outcome: "retry",
      reason: "Resend answered HTTP 503",
      retryAfterSeconds: DEFAULT_RETRY_SECONDS,
    })
  })

  it("409 while the same key is still in flight: retry, the first request's answer will come", async () => {
    const key = newResendKey()
    await fakeResend.scriptNext(
      key,
      409,
      resendError(
        409,
        "concurrent_idempotent_requests",
        "Same idempotency key used while original request is still in progress."
      )
    )
    expect(await resend(key).send(message())).toMatchObject({ outcome: "retry", retryAfterSeconds: 60 })
  })

  it("network failure: retry, and the runtime's error only reaches the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const down = new ResendEmail({
      apiKey: newResendKey(),
      baseUrl: BASE,
      fetch: async () => {
        throw new TypeError("Network connection lost.")
      },
    })
    expect(await down.send(message())).toEqual({
      outcome: "retry",
      reason: "Could not reach Resend.",
      retryAfterSeconds: DEFAULT_RETRY_SECONDS,
    })
    expect(warn).toHaveBeenCalled()
  })

  it("422 for an invalid address: failed with Resend's message, nothing mailed", async () => {
    const key = newResendKey()
    expect(await resend(key).send(message({ to: ["not-an-address"] }))).toEqual({
      outcome: "failed",
      reason:
        "Resend: Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
    })
    expect(await fakeResend.emails(key)).toEqual([])
  })

  it("no recipients: failed without asking Resend", async () => {
    const key = newResendKey()
    expect(await resend(key).send(message({ to: [] }))).toMatchObject({ outcome: "failed" })
    expect(await fakeResend.requests(key)).toEqual([])
  })

  it("a bad key: failed, and no reason ever holds the key", async () => {
    const invalid = "bogus-key-0123456789"
    const refused = await resend(invalid).send(message())
    expect(refused).toEqual({ outcome: "failed", reason: "Resend: API key is invalid" })

    const key = newResendKey()
    await fakeResend.scriptNext(
      key,
      401,
      resendError(401, "missing_api_key", "Missing API key in the authorization header.")
    )
    const missing = await resend(key).send(message())
    expect(missing).toEqual({ outcome: "failed", reason: "Resend: Missing API key in the authorization header." })

    // Even an answer that quotes the key back is shown without it.
    await fakeResend.scriptNext(key, 403, resendError(403, "invalid_api_key", `API key ${key} is invalid`))
    const echoed = await resend(key).send(message())
    expect(echoed.outcome).toBe("failed")
    for (const r of [refused, missing, echoed]) {
      expect(JSON.stringify(r)).not.toContain(invalid)
      expect(JSON.stringify(r)).not.toContain(key)
    }
  })
})

describe("the fake is as strict as Resend", () => {
  const post = async (headers: Record<string, string>, body: unknown) => {
    const res = await fetch(`${BASE}/emails`, { method: "POST", headers, body: JSON.stringify(body) })
    return { status: res.status, text: await res.text() }
  }
  const ok = { from: DEFAULT_EMAIL_FROM, to: "ops@example.com", subject: "Hi", text: "Hello" }

  it("refuses what Resend refuses, in Resend's shapes", async () => {
    const key = newResendKey()
    const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "User-Agent": "test/1" }
    expect(await post({ ...auth, "User-Agent": "" }, ok)).toEqual({ status: 403, text: "error code: 1010" })
    expect(await post({ ...auth, Authorization: "" }, ok)).toMatchObject({ status: 401 })
    const noSubject = await post(auth, { ...ok, subject: undefined })
    expect(noSubject.status).toBe(422)
    expect(JSON.parse(noSubject.text)).toEqual({
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `subject` field.",
    })
    const longKey = await post({ ...auth, "Idempotency-Key": "k".repeat(257) }, ok)
    expect(JSON.parse(longKey.text)).toMatchObject({ statusCode: 400, name: "invalid_idempotency_key" })
    expect(await fakeResend.emails(key)).toEqual([])
    // A string `to` and an html-only body are Resend's too.
    expect((await post(auth, { ...ok, text: undefined, html: "<p>Hello</p>" })).status).toBe(200)
    expect((await fakeResend.emails(key)).map((e) => e.to)).toEqual([["ops@example.com"]])
  })
})

describe("the e-mail slot", () => {
  const settingsWith = (entries: Record<string, string> = {}, fromEnv: Partial<Env> = {}) =>
    parseSettings(new Map(Object.entries(entries)), fromEnv)
  const local = { ...env, SANDBOX: undefined, OPERATOR_PASSWORD: undefined, RESEND_API_KEY: undefined } as Env
  const deployed = { ...local, OPERATOR_PASSWORD: "correct horse" } as Env

  it("simulates e-mail without a key on a local server: logged, kept in memory, nothing sent", async () => {
    const slot = makeEmailSlot(local, settingsWith())
    expect(slot).toMatchObject({ mode: "sandbox" })
    expect(slot.reason).toBe("E-mail (Resend) is simulated: no key is configured on this local server.")
    const provider = requireProvider(slot)
    expect(provider).toBeInstanceOf(SandboxEmail)
    const msg = message()
    expect(await provider.send(msg)).toEqual({ outcome: "logged" })
    expect((provider as SandboxEmail).sent).toEqual([msg])
    expect(requireProvider(slot)).toBe(provider)
  })

  it("sends through Resend with the setting, from EMAIL_FROM", async () => {
    const key = newResendKey()
    const slot = makeEmailSlot(
      { ...deployed, EMAIL_FROM: "Ops <ops@acme.test>" },
      settingsWith({ resend_api_key: key })
    )
    expect(slot).toMatchObject({ mode: "real" })
    expect(requireProvider(slot).kind).toBe("resend")
    expect(await requireProvider(slot).send(message())).toMatchObject({ outcome: "sent" })
    expect((await fakeResend.emails(key)).map((e) => e.from)).toEqual(["Ops <ops@acme.test>"])
  })

  it("uses RESEND_API_KEY when the setting is empty", () => {
    const slot = makeEmailSlot(deployed, settingsWith({}, { RESEND_API_KEY: newResendKey() }))
    expect(slot.mode).toBe("real")
    expect(requireProvider(slot).kind).toBe("resend")
  })

  it("SANDBOX=1 simulates it even with a key", () => {
    const slot = makeEmailSlot({ ...deployed, SANDBOX: "1" }, settingsWith({ resend_api_key: newResendKey() }))
    expect(slot.mode).toBe("sandbox")
    expect(requireProvider(slot).kind).toBe("sandbox")
  })

  it("says not configured on a deployed host without a key, with no provider to send through", () => {
    const slot = makeEmailSlot(deployed, settingsWith())
    expect(slot).toEqual({
      name: "email",
      mode: "not_configured",
      reason: "E-mail (Resend) is not configured: add the Resend API key in Settings → Notifications.",
    })
  })

  it("is the registry's e-mail provider", () => {
    const p = makeProviders(dbFromEnv(env), deployed, settingsWith({ resend_api_key: newResendKey() }))
    expect(p.email).toMatchObject({ mode: "real" })
    expect(requireProvider(p.email).kind).toBe("resend")
  })
})
