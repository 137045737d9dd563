import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { app } from "../app"
import { SESSION_COOKIE, SESSION_TTL_MS, signSession } from "./session"

/** Runs the app with an explicit password setting, whatever the test process environment holds. */
async function call(url: string, init: RequestInit = {}, password?: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(url, { redirect: "manual", ...init }),
    { ...env, OPERATOR_PASSWORD: password, SESSION_SECRET: undefined },
    ctx
  )
  await waitOnExecutionContext(ctx)
  return res
}

const PW = "correct horse"
const withPw = (url: string, init: RequestInit = {}) => call(url, init, PW)
const login = (password: string, base = "http://127.0.0.1", ip = "203.0.113.7") =>
  withPw(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ password }),
  })
const cookieFrom = (res: Response) => res.headers.get("Set-Cookie")?.split(";")[0] ?? ""

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM login_attempts").run()
})

describe("without OPERATOR_PASSWORD", () => {
  it("serves loopback hosts", async () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      const res = await call(`http://${host}/api/contacts`)
      expect(res.status, host).toBe(200)
    }
  })

  it("refuses any other host with a JSON 503 that says what to do", async () => {
    const res = await call("https://cold-caller.example.com/api/contacts")
    expect(res.status).toBe(503)
    expect(res.headers.get("Content-Type")).toContain("application/json")
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe("operator_password_required")
    expect(body.error.message).toContain("OPERATOR_PASSWORD")
    expect((await call("http://192.168.1.20/")).status).toBe(503)
  })
})

describe("with OPERATOR_PASSWORD", () => {
  it("asks API calls to sign in and sends pages to /login", async () => {
    const api = await withPw("https://app.example.com/api/contacts")
    expect(api.status).toBe(401)
    expect(await api.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to continue." } })
    const page = await withPw("https://app.example.com/contacts?page=2")
    expect(page.status).toBe(302)
    expect(page.headers.get("Location")).toBe("/login?next=%2Fcontacts%3Fpage%3D2")
  })

  it("keeps health and the session probe public", async () => {
    expect((await withPw("https://app.example.com/api/health")).status).toBe(200)
    const session = await withPw("https://app.example.com/api/auth/session")
    expect(await session.json()).toEqual({ passwordRequired: true, authenticated: false })
  })

  it("refuses a wrong password with a message", async () => {
    const res = await login("guess")
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: "wrong_password", message: "That password is not correct." },
    })
    expect(res.headers.get("Set-Cookie")).toBeNull()
  })

  it("slows down repeated failures with 429 and Retry-After, even for the right password", async () => {
    let res = await login("guess 1")
    for (let i = 2; i <= 8 && res.status !== 429; i++) res = await login(`guess ${i}`)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many failed attempts\. Try again in \d+ seconds?\.$/
    )
    expect((await login(PW)).status).toBe(429)
    // Another address is not locked out.
    expect((await login(PW, "http://127.0.0.1", "198.51.100.9")).status).toBe(200)
  })

  it("counts parallel failures one by one", async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => login(`parallel ${i}`)))
    const row = await env.DB.prepare("SELECT failures FROM login_attempts").first<{ failures: number }>()
    expect(row!.failures).toBeGreaterThanOrEqual(3)
  })

  it("signs in with a strict, http-only cookie (secure over https) that opens the API", async () => {
    const res = await login(PW, "https://app.example.com")
    expect(res.status).toBe(200)
    const setCookie = res.headers.get("Set-Cookie")!
    expect(setCookie).toContain(`${SESSION_COOKIE}=`)
    expect(setCookie).toContain("HttpOnly")
    expect(setCookie).toContain("SameSite=Strict")
    expect(setCookie).toContain("Secure")
    const api = await withPw("https://app.example.com/api/contacts", { headers: { Cookie: cookieFrom(res) } })
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ items: [], total: expect.any(Number) })

    const local = await login(PW, "http://127.0.0.1")
    expect(local.headers.get("Set-Cookie")).not.toContain("Secure")
  })

  it("rejects expired and forged cookies", async () => {
    const expired = await signSession(PW, Date.now() - SESSION_TTL_MS - 1000)
    const [expires, sig] = (await signSession(PW)).split(".")
    const forgedExpiry = `${Number(expires) + 1}.${sig}`
    const otherKey = await signSession("another password")
    for (const token of [expired, forgedExpiry, otherKey, "garbage", `${expires}.`]) {
      const res = await withPw("https://app.example.com/api/contacts", {
        headers: { Cookie: `${SESSION_COOKIE}=${token}` },
      })
      expect(res.status, token).toBe(401)
    }
  })

  it("signs out by clearing the cookie", async () => {
    const res = await withPw("https://app.example.com/api/auth/logout", { method: "POST" })
    expect(res.status).toBe(200)
    const setCookie = res.headers.get("Set-Cookie")!
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`))
    expect(setCookie).toContain("Max-Age=0")
  })
})
