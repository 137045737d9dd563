import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { createRouter } from "../lib/create-app"
import { AppError } from "../lib/errors"
import { tableRoute } from "../lib/table-route"
import { ROUTE } from "../schemas/api-routes"
import { hasSession, sessionSecret } from "./access"
import { servedOverHttps } from "../lib/local-gate"
import { admitAttempt, recordSuccess } from "./login-throttle"
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, endSession, safeEqual } from "./session"

export const authRoutes = createRouter()
  .on(...tableRoute(ROUTE.auth.session), async (c) => {
    const passwordRequired = Boolean(c.env.OPERATOR_PASSWORD)
    return c.json({ passwordRequired, authenticated: passwordRequired ? await hasSession(c) : true }, 200)
  })
  .on(...tableRoute(ROUTE.auth.login), async (c) => {
    const password = c.env.OPERATOR_PASSWORD
    if (!password) {
      throw new AppError("no_password", 400, "No operator password is configured; sign-in is not needed.")
    }
    const db = c.var.db
    const ip = c.req.header("cf-connecting-ip") ?? "local"
    const now = Date.now()
    const wait = await admitAttempt(db, ip, now)
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      c.header("Retry-After", String(seconds))
      throw new AppError(
        "too_many_attempts",
        429,
        `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`
      )
    }
    // The attempt is already counted as a failure; only a right password takes it back.
    if (!(await safeEqual(c.req.valid("json").password, password))) {
      throw new AppError("wrong_password", 401, "That password is not correct.")
    }
    await recordSuccess(db, ip, now)
    setCookie(c, SESSION_COOKIE, await createSession(db, sessionSecret(c.env), now), {
      httpOnly: true,
      sameSite: "Strict",
      secure: servedOverHttps(c),
      path: "/",
      maxAge: SESSION_TTL_MS / 1000,
    })
    return c.json({ authenticated: true }, 200)
  })
  .on(...tableRoute(ROUTE.auth.logout), async (c) => {
    await endSession(c.var.db, sessionSecret(c.env), getCookie(c, SESSION_COOKIE))
    deleteCookie(c, SESSION_COOKIE, { path: "/" })
    return c.json({ authenticated: false }, 200)
  })
