import type { Context } from "hono"
import { getCookie } from "hono/cookie"
import { createMiddleware } from "hono/factory"
import type { AppEnv } from "../app-env"
import { cameThroughLocalGate } from "../lib/local-gate"
import { SESSION_COOKIE, verifySession } from "./session"

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])

/** The calendar feed: its URL's secret is the credential (calendar apps send no cookie). */
const CALENDAR_FEED = /^\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/

/**
 * Reachable without a session: health, sign-in, provider webhooks (each checks its own secret), the
 * calendar feed (its secret token), static bundles.
 */
export function isPublicPath(path: string) {
  return (
    path === "/api/health" ||
    CALENDAR_FEED.test(path) ||
    path.startsWith("/api/auth/") ||
    path.startsWith("/api/webhooks/") ||
    path === "/login" ||
    path.startsWith("/assets/") ||
    path === "/favicon.svg"
  )
}

/** Keys session hashes with both values, so changing either one signs every browser out. */
export const sessionSecret = (env: AppEnv["Bindings"]) =>
  JSON.stringify([env.SESSION_SECRET ?? "", env.OPERATOR_PASSWORD ?? ""])

export async function hasSession(c: Context<AppEnv>) {
  const password = c.env.OPERATOR_PASSWORD
  if (!password) return false
  return verifySession(c.var.db, sessionSecret(c.env), getCookie(c, SESSION_COOKIE))
}

/**
 * The product has one operator. With OPERATOR_PASSWORD set every request needs a session cookie;
 * without it only loopback hosts are served, so a deploy that forgot the password fails closed.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  if (isPublicPath(url.pathname)) return next()

  if (!c.env.OPERATOR_PASSWORD) {
    if (LOOPBACK.has(url.hostname) && cameThroughLocalGate(c)) return next()
    return c.json(
      {
        error: {
          code: "operator_password_required",
          message: "This app is reachable from outside this machine: set the OPERATOR_PASSWORD secret to serve it.",
        },
      },
      503
    )
  }

  if (await hasSession(c)) return next()

  const isPage = !url.pathname.startsWith("/api/") && url.pathname !== "/ws"
  if (isPage && c.req.method === "GET") {
    const target = url.pathname + url.search
    return c.redirect(`/login?next=${encodeURIComponent(target)}`, 302)
  }
  return c.json({ error: { code: "unauthorized", message: "Sign in to continue." } }, 401)
})
