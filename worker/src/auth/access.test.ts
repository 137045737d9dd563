import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  OPERATOR_PASSWORD as PW,
  callApp as call,
  cookieFrom,
  login,
  withPassword as withPw,
} from "../../test/operator-request"
import { SESSION_COOKIE, SESSION_TTL_MS } from "./session"
import { port } from "../../test/port"

const API = "https://app.example.com/api/contacts"
const withCookie = (cookie: string, password = PW) => withPw(API, { headers: { Cookie: cookie } }, password)
const logout = (cookie: string) =>
  withPw("https://app.example.com/api/auth/logout", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
  })

beforeEach(async () => {
  await port.batch([{ sql: "DELETE FROM login_attempts" }, { sql: "DELETE FROM sessions" }])
})
afterEach(() => {
  vi.restoreAllMocks()
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
    const api = await withPw(API)
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

  it("signs in with a strict, http-only cookie (secure over https) that opens the API", async () => {
    const res = await login(PW, "https://app.example.com")
    expect(res.status).toBe(200)
    const setCookie = res.headers.get("Set-Cookie")!
    expect(setCookie).toContain(`${SESSION_COOKIE}=`)
    expect(setCookie).toContain("HttpOnly")
    expect(setCookie).toContain("SameSite=Strict")
    expect(setCookie).toContain("Secure")
    expect(setCookie).toContain(`Max-Age=${SESSION_TTL_MS / 1000}`)
    const api = await withCookie(cookieFrom(res))
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ items: [], total: expect.any(Number) })
    const session = await withPw("https://app.example.com/api/auth/session", { headers: { Cookie: cookieFrom(res) } })
    expect(await session.json()).toEqual({ passwordRequired: true, authenticated: true })

    const local = await login(PW, "http://127.0.0.1")
    expect(local.headers.get("Set-Cookie")).not.toContain("Secure")
  })

  it("stores only a hash of the session token", async () => {
    const cookie = cookieFrom(await login(PW))
    const token = cookie.split("=")[1]!
    const rows = await port.all<{ token_hash: string }>("SELECT token_hash FROM sessions")
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toContain(token)
    // The stored value is not a cookie either.
    expect((await withCookie(`${SESSION_COOKIE}=${rows[0]!.token_hash}`)).status).toBe(401)
  })

  it("rejects forged and malformed cookies", async () => {
    const real = cookieFrom(await login(PW)).split("=")[1]!
    const flipped = `${real.slice(0, -1)}${real.endsWith("0") ? "1" : "0"}`
    const legacy = `${Date.now() + SESSION_TTL_MS}.${"a".repeat(64)}`
    for (const token of [flipped, "0".repeat(64), legacy, "garbage", ""]) {
      expect((await withCookie(`${SESSION_COOKIE}=${token}`)).status, token).toBe(401)
    }
  })

  it("ends the session on sign-out: the same cookie no longer opens the API", async () => {
    const cookie = cookieFrom(await login(PW))
    expect((await withCookie(cookie)).status).toBe(200)
    const res = await logout(cookie)
    expect(res.status).toBe(200)
    const setCookie = res.headers.get("Set-Cookie")!
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`))
    expect(setCookie).toContain("Max-Age=0")
    expect((await withCookie(cookie)).status).toBe(401)
    const session = await withPw("https://app.example.com/api/auth/session", { headers: { Cookie: cookie } })
    expect(await session.json()).toEqual({ passwordRequired: true, authenticated: false })
  })

  it("expires a session at sign-in time + TTL, however often it is used", async () => {
    const t0 = Date.UTC(2030, 0, 1)
    const clock = vi.spyOn(Date, "now").mockReturnValue(t0)
    const cookie = cookieFrom(await login(PW))
    clock.mockReturnValue(t0 + SESSION_TTL_MS - 60_000)
    expect((await withCookie(cookie)).status).toBe(200)
    clock.mockReturnValue(t0 + SESSION_TTL_MS + 1)
    expect((await withCookie(cookie)).status).toBe(401)
  })

  it("purges expired sessions at the next sign-in", async () => {
    const t0 = Date.UTC(2030, 0, 1)
    const clock = vi.spyOn(Date, "now").mockReturnValue(t0)
    await login(PW)
    clock.mockReturnValue(t0 + SESSION_TTL_MS + 1)
    await login(PW)
    const { count } = (await port.first<{ count: number }>("SELECT count(*) AS count FROM sessions"))!
    expect(count).toBe(1)
  })

  it("signs everyone out when the password or SESSION_SECRET changes", async () => {
    const cookie = cookieFrom(await login(PW))
    expect((await withCookie(cookie)).status).toBe(200)
    expect((await withCookie(cookie, "a new password")).status).toBe(401)
    const withSecret = await call(API, { headers: { Cookie: cookie } }, { OPERATOR_PASSWORD: PW, SESSION_SECRET: "s3" })
    expect(withSecret.status).toBe(401)
    // The 401s came from the key alone: under the original settings the same row still answers.
    expect((await withCookie(cookie)).status).toBe(200)
  })
})
