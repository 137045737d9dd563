import { scrubSecrets } from "../../lib/secret-scrub"
import { type ProviderAnswer, ProviderFetchError, type ProviderFetchLimits, providerFetch } from "../provider-fetch"
import type { EmailMessage, EmailProvider, EmailResult, EmailSenderCheck } from "./email-provider"

export const DEFAULT_RESEND_BASE_URL = "https://api.resend.com"
/**
 * The sender when EMAIL_FROM is unset: Resend's shared test address, which only delivers to the
 * account owner's own address. Any other recipient needs a verified domain and EMAIL_FROM on it.
 */
export const DEFAULT_EMAIL_FROM = "Cold Caller <onboarding@resend.dev>"
/** The wait when Resend gives none (5xx, the network, a 429 without retry-after). */
export const DEFAULT_RETRY_SECONDS = 60

/** 15 s for the whole answer; 256 KB of it (an e-mail's id, or the account's domains). */
const RESEND_LIMITS = { vendor: "Resend", timeoutMs: 15_000, maxBytes: 256 * 1024 }
// Resend refuses requests without a User-Agent (403, "error code: 1010"), and workerd sends none.
const USER_AGENT = "cold-caller/1.0"

export interface ResendEmailConfig {
  apiKey: string
  /** Default https://api.resend.com; tests point it at worker/test/fake-resend-server.mjs. */
  baseUrl?: string
  /** "Name <address>" on a domain verified in Resend; default DEFAULT_EMAIL_FROM. */
  from?: string
  fetch?: typeof fetch
}

/** The domain of Resend's shared test sender (DEFAULT_EMAIL_FROM). */
const TEST_SENDER_DOMAIN = "resend.dev"

/** "Name <a@b.co>" or "a@b.co" → "b.co". */
export function senderDomain(from: string) {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
  return address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
}

/** Resend's error body. */
interface ResendError {
  statusCode?: number
  name?: string
  message?: string
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** `retry-after` as seconds (a number, or an HTTP date), at least 1; the default when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim()
  if (!value) return DEFAULT_RETRY_SECONDS
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : DEFAULT_RETRY_SECONDS
}

/** The real notification mail: a thin fetch wrapper over Resend's POST /emails. */
export class ResendEmail implements EmailProvider {
  readonly kind = "resend" as const
  private readonly baseUrl: string
  private readonly from: string
  private readonly fetch: typeof fetch
  private readonly limits: ProviderFetchLimits

  constructor(private readonly config: ResendEmailConfig) {
    this.baseUrl = (config.baseUrl || DEFAULT_RESEND_BASE_URL).replace(/\/+$/, "")
    this.from = config.from?.trim() || DEFAULT_EMAIL_FROM
    // Wrapped: a bare reference to the global fetch called as a method throws "Illegal invocation" in workerd.
    this.fetch = config.fetch ?? ((input, init) => fetch(input, init))
    this.limits = { ...RESEND_LIMITS, fetch: this.fetch }
  }

  async send({ to, subject, text, idempotencyKey }: EmailMessage): Promise<EmailResult> {
    if (!to.length) return { outcome: "failed", reason: "There is no recipient address to send to." }
    let res: ProviderAnswer
    try {
      res = await providerFetch(
        `${this.baseUrl}/emails`,
        {
          method: "POST",
          headers: {
            Authorization: `Bearer ${this.config.apiKey}`,
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
            // Resend answers a repeated key with the first send's answer for 24 hours: a job redelivered
            // after a lost answer cannot mail the operator twice.
            "Idempotency-Key": idempotencyKey,
          },
          body: JSON.stringify({ from: this.from, to, subject, text }),
        },
        this.limits
      )
    } catch (err) {
      if (!(err instanceof ProviderFetchError)) throw err
      const reason = err.failure === "unreachable" ? "Could not reach Resend." : err.message
      return { outcome: "retry", reason, retryAfterSeconds: DEFAULT_RETRY_SECONDS }
    }
    const body = res.text
    return this.result(res, body)
  }

  /**
   * GET /domains: proves the key and finds the sender's domain. A sending-only key may not list
   * domains (401 restricted_api_key): it still authenticated, so the key is good and the domain unknown.
   */
  async checkSender(): Promise<EmailSenderCheck> {
    const domain = senderDomain(this.from)
    let res: ProviderAnswer
    try {
      res = await providerFetch(
        `${this.baseUrl}/domains`,
        { headers: { Authorization: `Bearer ${this.config.apiKey}`, "User-Agent": USER_AGENT } },
        this.limits
      )
    } catch (err) {
      if (!(err instanceof ProviderFetchError)) throw err
      const said =
        err.failure === "unreachable" ? "Could not reach Resend. Check the network and try again." : err.message
      return { ok: false, senderVerified: null, message: said }
    }
    const json = parseJson(res.text)
    const err = (json && typeof json === "object" ? json : {}) as ResendError
    if (res.status === 401 && err.name === "restricted_api_key") {
      return {
        ok: true,
        senderVerified: null,
        message: `Resend accepted the key. It may only send, so whether ${domain} is verified cannot be read: check it in Resend → Domains.`,
      }
    }
    if (res.status === 401 || res.status === 403) {
      return {
        ok: false,
        refused: true,
        senderVerified: null,
        message:
          "Resend refused the API key. Create a key in Resend → API Keys and save it in Settings → Notifications.",
      }
    }
    if (!res.ok) {
      const text = this.redact(err.message ? `Resend: ${err.message}` : `Resend answered HTTP ${res.status}`)
      return { ok: false, senderVerified: null, message: text }
    }
    if (domain === TEST_SENDER_DOMAIN) {
      return {
        ok: true,
        senderVerified: false,
        message:
          "Resend accepted the key, but the sender is Resend's test address, which only mails the account owner. Verify your domain in Resend and set EMAIL_FROM on it.",
      }
    }
    const data = (json as { data?: unknown } | null)?.data
    const found = (Array.isArray(data) ? data : []).find(
      (d): d is { name: string; status?: unknown } => typeof d?.name === "string" && d.name.toLowerCase() === domain
    )
    if (!found) {
      return {
        ok: true,
        senderVerified: false,
        message: `Resend accepted the key, but ${domain} (the sender's domain) is not added in Resend → Domains.`,
      }
    }
    const status = typeof found.status === "string" ? found.status : "unknown"
    return status === "verified"
      ? { ok: true, senderVerified: true, message: `Resend accepted the key and ${domain} is verified.` }
      : {
          ok: true,
          senderVerified: false,
          message: `Resend accepted the key, but ${domain} is not verified yet (status: ${status.replace(/_/g, " ")}).`,
        }
  }

  private result(res: ProviderAnswer, body: string): EmailResult {
    const json = parseJson(body)
    if (res.ok) {
      // A 2xx is an accepted e-mail: even without a readable id, sending again is not the answer.
      const id = (json as { id?: unknown } | null)?.id
      return { outcome: "sent", id: typeof id === "string" ? id : "" }
    }
    const err = (json && typeof json === "object" ? json : {}) as ResendError
    const reason = this.redact(
      typeof err.message === "string" && err.message
        ? `Resend: ${err.message}`
        : `Resend answered HTTP ${res.status}${typeof err.name === "string" ? ` (${err.name})` : ""}`
    )
    if (res.status === 429) {
      return { outcome: "retry", reason, retryAfterSeconds: retryAfterSeconds(res.headers.get("retry-after")) }
    }
    // The same key is still being processed by an earlier request: its answer will come, so wait.
    if (res.status >= 500 || err.name === "concurrent_idempotent_requests") {
      return { outcome: "retry", reason, retryAfterSeconds: DEFAULT_RETRY_SECONDS }
    }
    // 400/401/403/404/409/422: the key, the sender or an address is wrong; the same request cannot work.
    return { outcome: "failed", reason }
  }

  /** Resend never echoes the key, but a reason is shown in the UI: make sure of it (and of every other secret). */
  private redact(reason: string) {
    return scrubSecrets(reason, [this.config.apiKey])
  }
}
