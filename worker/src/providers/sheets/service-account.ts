import { importPKCS8, SignJWT } from "jose"
import { ProviderFetchError, providerFetch } from "../provider-fetch"
import { z } from "zod"
import { SheetsError } from "./sheets-provider"

export const SHEETS_SCOPE = "https://www.googleapis.com/auth/spreadsheets"
export const DEFAULT_TOKEN_URL = "https://oauth2.googleapis.com/token"
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer"
/** Google refuses assertions that live longer than an hour. */
const ASSERTION_LIFETIME_S = 3600
/** A token is renewed this long before Google says it expires, so no request carries a stale one. */
const REFRESH_EARLY_MS = 60_000
const REQUEST_TIMEOUT_MS = 15_000

/** The fields of a Google Cloud service-account key file (.json) that signing needs. */
export interface ServiceAccount {
  clientEmail: string
  /** PKCS#8 PEM. */
  privateKey: string
  /** The key file's `token_uri`, when it has an https one. */
  tokenUri?: string
}

const keyFile = z.object({
  type: z.string().optional(),
  client_email: z.email(),
  private_key: z.string().regex(/-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/),
  token_uri: z.string().optional(),
})

const PASTE = "Paste the JSON key file of a service account (Google Cloud → IAM → Service accounts → Keys)."

/** Reads a service-account key file; a SheetsError "auth" in plain words (never quoting the key) otherwise. */
export function parseServiceAccount(json: string): ServiceAccount {
  if (!json.trim()) throw new SheetsError("auth", `No Google service-account key is set. ${PASTE}`)
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new SheetsError("auth", `The Google credentials are not valid JSON. ${PASTE}`)
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    throw new SheetsError("auth", `The Google credentials are not a JSON object. ${PASTE}`)
  }
  const obj = raw as Record<string, unknown>
  if ("installed" in obj || "web" in obj) {
    throw new SheetsError("auth", `This is an OAuth client file, not a service-account key. ${PASTE}`)
  }
  if (typeof obj.type === "string" && obj.type !== "service_account") {
    const type = obj.type.replace(/[^\w-]/g, "").slice(0, 40)
    throw new SheetsError("auth", `This is a "${type}" credential, not a service-account key. ${PASTE}`)
  }
  const parsed = keyFile.safeParse({
    ...obj,
    // Keys copied through an env var or a form often arrive with literal "\n" instead of line breaks.
    private_key: typeof obj.private_key === "string" ? obj.private_key.replace(/\\n/g, "\n") : obj.private_key,
  })
  if (!parsed.success) {
    // Field names only: an issue's text could quote the value, and the value may be the key.
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))]
    throw new SheetsError(
      "auth",
      `This JSON is not a service-account key: ${fields.join(" and ")} ${fields.length > 1 ? "are" : "is"} missing or malformed. ${PASTE}`
    )
  }
  const { client_email, private_key, token_uri } = parsed.data
  return {
    clientEmail: client_email,
    privateKey: private_key,
    ...(token_uri && /^https:\/\/[^\s]+$/.test(token_uri) ? { tokenUri: token_uri } : {}),
  }
}

/** The RS256 JWT Google exchanges for an access token to `scope` (the Sheets scope unless told). */
export async function signAssertion(
  account: ServiceAccount,
  audience: string,
  issuedAt: number,
  scope: string = SHEETS_SCOPE
): Promise<string> {
  let key: CryptoKey
  try {
    key = await importPKCS8(account.privateKey, "RS256")
  } catch {
    throw new SheetsError(
      "auth",
      `The private key of ${account.clientEmail} cannot be read. Paste the key file again, unchanged.`
    )
  }
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.clientEmail)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
    .sign(key)
}

/** Retry-After in whole seconds (a number or an HTTP date), else `fallback`. */
export function retryAfterSeconds(header: string | null, now: number, fallback = 60): number {
  if (!header) return fallback
  const secs = Number(header)
  if (Number.isFinite(secs) && secs >= 0) return Math.ceil(secs)
  const at = Date.parse(header)
  return Number.isNaN(at) ? fallback : Math.max(0, Math.ceil((at - now) / 1000))
}

/** Google's words about a refused key, made actionable. A JWT-looking string is never echoed. */
function refusal(clientEmail: string, error: string, description: string): string {
  const words = description.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, "[assertion]").slice(0, 300)
  if (/invalid jwt signature/i.test(words)) {
    return `Google refused the key of ${clientEmail}: it was deleted or revoked in Google Cloud (${words}). Create a new key and paste it in Settings.`
  }
  if (/account not found|invalid_client/i.test(`${error} ${words}`)) {
    return `Google does not know the service account ${clientEmail} (${words || error}). It may have been deleted; create a service account and paste its key in Settings.`
  }
  if (/\biat\b|timeframe/i.test(words)) {
    return `Google refused the sign-in of ${clientEmail} because of the server's clock (${words}). Check the server's time.`
  }
  return `Google refused the key of ${clientEmail}: ${words || error || "no reason given"}. Check the key in Settings.`
}

export interface TokenSourceOptions {
  /** GOOGLE_OAUTH_TOKEN_URL; before the key file's token_uri and the default. */
  tokenUrl?: string
  fetch?: typeof fetch
  /** Milliseconds since the epoch (Date.now by default); tests move it. */
  now?: () => number
  /** The OAuth scope the tokens are for: Sheets unless told (Calendar asks for its own, cached apart). */
  scope?: string
}

interface CachedToken {
  token: string
  refreshAt: number
}
/** Per isolate: every provider built for the same account shares one token until it expires. */
const tokens = new Map<string, CachedToken>()
const inFlight = new Map<string, Promise<CachedToken>>()

/** Access tokens of one service account, fetched with a signed assertion and cached. */
export class ServiceAccountTokens {
  readonly tokenUrl: string
  private readonly cacheKey: string
  private readonly fetch: typeof fetch
  private readonly now: () => number
  private readonly scope: string

  constructor(
    private readonly account: ServiceAccount,
    options: TokenSourceOptions = {}
  ) {
    this.tokenUrl = options.tokenUrl || account.tokenUri || DEFAULT_TOKEN_URL
    this.scope = options.scope ?? SHEETS_SCOPE
    this.cacheKey = `${account.clientEmail}\n${this.tokenUrl}\n${this.scope}`
    // Wrapped: a bare reference to the global fetch called as a method throws "Illegal invocation" in workerd.
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init))
    this.now = options.now ?? Date.now
  }

  get clientEmail(): string {
    return this.account.clientEmail
  }

  /** A token valid for at least another minute; one token request however many callers wait. */
  async accessToken(): Promise<string> {
    const cached = tokens.get(this.cacheKey)
    if (cached && this.now() < cached.refreshAt) return cached.token
    let pending = inFlight.get(this.cacheKey)
    if (!pending) {
      pending = this.exchange().finally(() => inFlight.delete(this.cacheKey))
      inFlight.set(this.cacheKey, pending)
    }
    const fresh = await pending
    tokens.set(this.cacheKey, fresh)
    return fresh.token
  }

  /** Forgets the cached token (Google answered 401 with it); only if it is still `rejected` when given. */
  invalidate(rejected?: string): void {
    if (rejected === undefined || tokens.get(this.cacheKey)?.token === rejected) tokens.delete(this.cacheKey)
  }

  private async exchange(): Promise<CachedToken> {
    const startedAt = this.now()
    const assertion = await signAssertion(this.account, this.tokenUrl, Math.floor(startedAt / 1000), this.scope)
    let res: { status: number; ok: boolean; headers: Headers; text: string }
    try {
      res = await providerFetch(
        this.tokenUrl,
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
        },
        // A token answer is a few hundred bytes.
        { vendor: "Google sign-in", timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: 64 * 1024, fetch: this.fetch }
      )
    } catch (err) {
      if (!(err instanceof ProviderFetchError)) throw err
      const said =
        err.failure === "unreachable" ? "Could not reach Google to sign in the service account." : err.message
      throw new SheetsError("unavailable", `${said} Try again later.`, { retryAfterSeconds: 60 })
    }
    const { text } = res
    let body: Record<string, unknown> = {}
    try {
      const json = JSON.parse(text) as unknown
      if (json && typeof json === "object" && !Array.isArray(json)) body = json as Record<string, unknown>
    } catch {}
    const str = (v: unknown) => (typeof v === "string" ? v : "")

    if (res.ok && str(body.access_token)) {
      const expiresIn = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600
      return { token: str(body.access_token), refreshAt: startedAt + expiresIn * 1000 - REFRESH_EARLY_MS }
    }
    const status = res.status
    if (status === 429) {
      throw new SheetsError(
        "rate_limited",
        "Google is rate-limiting sign-ins of the service account. Try again later.",
        {
          status,
          retryAfterSeconds: retryAfterSeconds(res.headers.get("Retry-After"), this.now()),
        }
      )
    }
    if (status >= 500 || res.ok) {
      throw new SheetsError("unavailable", `Google's sign-in service answered HTTP ${status}. Try again later.`, {
        status,
        retryAfterSeconds: 60,
      })
    }
    throw new SheetsError("auth", refusal(this.account.clientEmail, str(body.error), str(body.error_description)), {
      status,
    })
  }
}
