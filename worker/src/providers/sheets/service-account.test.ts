import { env } from "cloudflare:test"
import { decodeProtectedHeader, jwtVerify } from "jose"
import { beforeAll, describe, expect, it } from "vitest"
import { parseServiceAccount, SHEETS_SCOPE, ServiceAccountTokens, signAssertion } from "./service-account"
import { SheetsError } from "./sheets-provider"
import { fakeGoogle, keyBody, keyFileJson, newClientEmail, newKeyPair, type TestKeyPair } from "./test-service-account"
import { rejection } from "../../../test/rejection"

const TOKEN_URL = env.GOOGLE_OAUTH_TOKEN_URL!
const google = fakeGoogle(env.SHEETS_BASE_URL!)

let keys: TestKeyPair
beforeAll(async () => {
  keys = await newKeyPair()
})

/** A token endpoint in the test itself: records each form it gets and answers a new token each time. */
function tokenEndpoint(expiresIn = 3599) {
  const forms: URLSearchParams[] = []
  const contentTypes: (string | null)[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    expect(String(input)).toBe("https://oauth2.example.test/token")
    expect(init?.method).toBe("POST")
    contentTypes.push(new Headers(init?.headers).get("Content-Type"))
    forms.push(new URLSearchParams(String(init?.body)))
    return Response.json({ access_token: `token-${forms.length}`, expires_in: expiresIn, token_type: "Bearer" })
  }
  return { fetch, forms, contentTypes }
}

const account = (clientEmail = newClientEmail()) => parseServiceAccount(keyFileJson(clientEmail, keys.privateKeyPem))

const failure = (p: Promise<unknown>) => rejection(p, SheetsError)

function parseFailure(json: string): SheetsError {
  try {
    parseServiceAccount(json)
  } catch (err) {
    expect(err).toBeInstanceOf(SheetsError)
    return err as SheetsError
  }
  throw new Error("parseServiceAccount accepted it")
}

describe("the service-account assertion", () => {
  it("is an RS256 JWT the public half verifies: iss, scope, aud, iat and exp = iat + 3600", async () => {
    const sa = account()
    const now = Date.UTC(2026, 0, 15, 12, 0, 0)
    const endpoint = tokenEndpoint()
    const tokens = new ServiceAccountTokens(sa, {
      tokenUrl: "https://oauth2.example.test/token",
      fetch: endpoint.fetch,
      now: () => now,
    })
    expect(await tokens.accessToken()).toBe("token-1")

    const [form] = endpoint.forms
    expect(endpoint.contentTypes).toEqual(["application/x-www-form-urlencoded"])
    expect(form!.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer")
    const assertion = form!.get("assertion")!
    expect(decodeProtectedHeader(assertion)).toEqual({ alg: "RS256", typ: "JWT" })
    const { payload } = await jwtVerify(assertion, keys.publicKey, {
      algorithms: ["RS256"],
      currentDate: new Date(now),
      issuer: sa.clientEmail,
      audience: "https://oauth2.example.test/token",
    })
    expect(payload).toEqual({
      iss: sa.clientEmail,
      scope: SHEETS_SCOPE,
      aud: "https://oauth2.example.test/token",
      iat: now / 1000,
      exp: now / 1000 + 3600,
    })
  })

  it("is exchanged at the token endpoint for an access token (the local Google checks it)", async () => {
    const sa = account()
    await google.register(sa.clientEmail, keys.publicKeyPem)
    const tokens = new ServiceAccountTokens(sa, { tokenUrl: TOKEN_URL })
    expect(await tokens.accessToken()).toMatch(/^ya29\./)
    const seen = await google.tokenRequests(sa.clientEmail)
    expect(seen.counts).toEqual({ token: 1, token_ok: 1 })
    expect(seen.requests[0]).toMatchObject({
      contentType: "application/x-www-form-urlencoded",
      grantType: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      claims: { iss: sa.clientEmail, scope: SHEETS_SCOPE, aud: TOKEN_URL },
    })
  })

  it("fails in plain words when the key cannot be read, without quoting it", async () => {
    // The armour is intact (it still parses as a key file), the DER inside is cut short.
    const broken = keys.privateKeyPem.split("\n").slice(0, 4).join("\n") + "\n-----END PRIVATE KEY-----\n"
    const sa = parseServiceAccount(keyFileJson(newClientEmail(), broken))
    const err = await failure(signAssertion(sa, TOKEN_URL, 1_750_000_000))
    expect(err.kind).toBe("auth")
    expect(err.message).toContain(`The private key of ${sa.clientEmail} cannot be read`)
    expect(err.message).not.toContain(keyBody(keys.privateKeyPem))
  })
})

describe("the access-token cache", () => {
  it("keeps the token until a minute before it expires, then fetches a new one", async () => {
    let now = Date.UTC(2026, 0, 15, 12, 0, 0)
    const endpoint = tokenEndpoint(3599)
    const tokens = new ServiceAccountTokens(account(), {
      tokenUrl: "https://oauth2.example.test/token",
      fetch: endpoint.fetch,
      now: () => now,
    })
    expect(await tokens.accessToken()).toBe("token-1")
    now += 30 * 60_000
    expect(await tokens.accessToken()).toBe("token-1")
    now = Date.UTC(2026, 0, 15, 12, 0, 0) + (3599 - 60) * 1000 - 1
    expect(await tokens.accessToken()).toBe("token-1")
    expect(endpoint.forms).toHaveLength(1)

    now += 1
    expect(await tokens.accessToken()).toBe("token-2")
    expect(endpoint.forms).toHaveLength(2)
    // The new assertion is signed at the new time.
    const { payload } = await jwtVerify(endpoint.forms[1]!.get("assertion")!, keys.publicKey, {
      currentDate: new Date(now),
    })
    expect(payload.iat).toBe(Math.floor(now / 1000))
  })

  it("is shared by every provider of the same account, and callers waiting together make one request", async () => {
    const sa = account()
    const endpoint = tokenEndpoint()
    const options = { tokenUrl: "https://oauth2.example.test/token", fetch: endpoint.fetch, now: () => 0 }
    const a = new ServiceAccountTokens(sa, options)
    const b = new ServiceAccountTokens(sa, options)
    expect(await Promise.all([a.accessToken(), a.accessToken(), b.accessToken()])).toEqual([
      "token-1",
      "token-1",
      "token-1",
    ])
    expect(endpoint.forms).toHaveLength(1)
    // Another account never gets this one's token.
    const other = new ServiceAccountTokens(account(), options)
    expect(await other.accessToken()).toBe("token-2")
  })

  it("drops the token on invalidate(), so the next call fetches a new one", async () => {
    const endpoint = tokenEndpoint()
    const tokens = new ServiceAccountTokens(account(), {
      tokenUrl: "https://oauth2.example.test/token",
      fetch: endpoint.fetch,
      now: () => 0,
    })
    expect(await tokens.accessToken()).toBe("token-1")
    tokens.invalidate("some-older-token")
    expect(await tokens.accessToken()).toBe("token-1")
    tokens.invalidate("token-1")
    expect(await tokens.accessToken()).toBe("token-2")
    tokens.invalidate()
    expect(await tokens.accessToken()).toBe("token-3")
  })
})

describe("token endpoint refusals", () => {
  it("a key Google no longer knows is an auth error naming the account, never quoting the key", async () => {
    const sa = account()
    const other = await newKeyPair()
    await google.register(sa.clientEmail, other.publicKeyPem)
    const err = await failure(new ServiceAccountTokens(sa, { tokenUrl: TOKEN_URL }).accessToken())
    expect(err.kind).toBe("auth")
    expect(err.message).toBe(
      `Google refused the key of ${sa.clientEmail}: it was deleted or revoked in Google Cloud (Invalid JWT Signature.). Create a new key and paste it in Settings.`
    )
    expect(err.message).not.toContain(keyBody(keys.privateKeyPem))
    expect(err.message).not.toMatch(/eyJ/)
  })

  it("an account Google does not have is an auth error that says so", async () => {
    const sa = account()
    const err = await failure(new ServiceAccountTokens(sa, { tokenUrl: TOKEN_URL }).accessToken())
    expect(err.kind).toBe("auth")
    expect(err.message).toContain(`Google does not know the service account ${sa.clientEmail}`)
  })

  it("429 and 5xx from the token endpoint are retryable, not auth errors", async () => {
    const sa = account()
    await google.register(sa.clientEmail, keys.publicKeyPem)
    const tokens = new ServiceAccountTokens(sa, { tokenUrl: TOKEN_URL })
    await google.script({ clientEmail: sa.clientEmail }, { status: 429, headers: { "Retry-After": "12" } })
    const limited = await failure(tokens.accessToken())
    expect(limited).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 12 })
    await google.script({ clientEmail: sa.clientEmail }, { status: 503, body: { error: "backend_error" } })
    const down = await failure(tokens.accessToken())
    expect(down).toMatchObject({ kind: "unavailable", retryAfterSeconds: 60 })
    expect(await tokens.accessToken()).toMatch(/^ya29\./)
  })
})

describe("parseServiceAccount", () => {
  it("reads client_email and the private key (literal \\n escapes too), and an https token_uri", () => {
    const email = newClientEmail()
    expect(parseServiceAccount(keyFileJson(email, keys.privateKeyPem))).toEqual({
      clientEmail: email,
      privateKey: keys.privateKeyPem,
      tokenUri: "https://oauth2.googleapis.com/token",
    })
    const escaped = keyFileJson(email, keys.privateKeyPem.replace(/\n/g, "\\n"))
    expect(parseServiceAccount(escaped).privateKey).toBe(keys.privateKeyPem)
    const plainHttp = JSON.stringify({ ...JSON.parse(keyFileJson(email, keys.privateKeyPem)), token_uri: "http://x" })
    expect(parseServiceAccount(plainHttp).tokenUri).toBeUndefined()
  })

  it("says clearly what is wrong with anything that is not a service-account key", () => {
    expect(parseFailure("")).toMatchObject({
      kind: "auth",
      message: expect.stringContaining("No Google service-account"),
    })
    expect(parseFailure("{ client_email: oops")).toMatchObject({
      kind: "auth",
      message: expect.stringContaining("not valid JSON"),
    })
    expect(parseFailure("[1, 2]").message).toContain("not a JSON object")
    expect(parseFailure(JSON.stringify({ installed: { client_id: "x" } })).message).toContain(
      "This is an OAuth client file, not a service-account key."
    )
    expect(parseFailure(JSON.stringify({ type: "authorized_user", refresh_token: "r" })).message).toContain(
      'This is a "authorized_user" credential, not a service-account key.'
    )
    expect(parseFailure("{}").message).toContain(
      "This JSON is not a service-account key: client_email and private_key are missing or malformed."
    )
    const noPem = JSON.stringify({ type: "service_account", client_email: newClientEmail(), private_key: "abc123" })
    const err = parseFailure(noPem)
    expect(err.message).toContain("private_key is missing or malformed")
    expect(err.message).not.toContain("abc123")
    expect(err.message).toContain("Google Cloud → IAM → Service accounts → Keys")
  })
})
