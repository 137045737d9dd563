import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test"
import { expect } from "vitest"
import { app } from "../src/app"
import type { Env } from "../src/env"

export const OPERATOR_PASSWORD = "correct horse"

/** Runs the app with an explicit password setting, whatever the test process environment holds. */
export async function callApp(url: string, init: RequestInit = {}, over: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(url, { redirect: "manual", ...init }),
    { ...env, OPERATOR_PASSWORD: undefined, SESSION_SECRET: undefined, ...over },
    ctx
  )
  await waitOnExecutionContext(ctx)
  return res
}

export const withPassword = (url: string, init: RequestInit = {}, password = OPERATOR_PASSWORD) =>
  callApp(url, init, { OPERATOR_PASSWORD: password })

/**
 * Sends `password` to sign in at `base`, from its own pages (same Origin). The app runs with the
 * operator password set, plus `over`.
 */
export const login = (password: string, base = "http://127.0.0.1", ip = "203.0.113.7", over: Partial<Env> = {}) =>
  callApp(
    `${base}/api/auth/login`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, "CF-Connecting-IP": ip },
      body: JSON.stringify({ password }),
    },
    { OPERATOR_PASSWORD, ...over }
  )

export const cookieFrom = (res: Response) => res.headers.get("Set-Cookie")?.split(";")[0] ?? ""

export const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code

/** A deployed host: HTTPS, not loopback, so sign-in and Origin checks apply. */
export const DEPLOYED_ORIGIN = "https://app.example.com"

/**
 * Signs in to a deployed host with the operator password (asserting the 200) and answers the session
 * cookie. `over` is the environment the app runs with (the password set, no session secret, plus these).
 */
export async function deployedSignIn(over: Partial<Env> = {}, ip = "203.0.113.21") {
  const res = await login(OPERATOR_PASSWORD, DEPLOYED_ORIGIN, ip, over)
  expect(res.status).toBe(200)
  return cookieFrom(res)
}

/**
 * `path` on a deployed host as a signed-in operator: signs in (see deployedSignIn), then sends `init`
 * with the session cookie and the app's own Origin. `over` is added to the environment of both.
 */
export async function deployedRequest(path: string, init: RequestInit = {}, over: Partial<Env> = {}) {
  const headers = new Headers(init.headers)
  headers.set("Cookie", await deployedSignIn(over))
  headers.set("Origin", DEPLOYED_ORIGIN)
  return callApp(`${DEPLOYED_ORIGIN}${path}`, { ...init, headers }, { OPERATOR_PASSWORD, ...over })
}
