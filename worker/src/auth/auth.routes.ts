import { eq, sql } from "drizzle-orm"
import { deleteCookie, setCookie } from "hono/cookie"
import { z } from "zod"
import { loginAttempts } from "../db/schema"
import { createRouter } from "../lib/create-app"
import { AppError } from "../lib/errors"
import { validate } from "../lib/validate"
import { hasSession, sessionSecret } from "./access"
import { SESSION_COOKIE, SESSION_TTL_MS, safeEqual, signSession } from "./session"

export const loginSchema = z.object({ password: z.string().min(1).max(200) })

/** Failures beyond this many in the window lock sign-in for a doubling delay. */
const FREE_FAILURES = 3
const WINDOW_MS = 15 * 60 * 1000
const MAX_LOCK_MS = 15 * 60 * 1000

export function lockRemainingMs(failures: number, lastFailureAt: number, now: number) {
  if (failures < FREE_FAILURES) return 0
  const lock = Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_LOCK_MS)
  return Math.max(0, lastFailureAt + lock - now)
}

export const authRoutes = createRouter()
  .get("/session", async (c) => {
    const passwordRequired = Boolean(c.env.OPERATOR_PASSWORD)
    return c.json(
      { passwordRequired, authenticated: passwordRequired ? await hasSession(c) : true },
      200
    )
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const password = c.env.OPERATOR_PASSWORD
    if (!password) {
      throw new AppError("no_password", 400, "No operator password is configured; sign-in is not needed.")
    }
    const db = c.var.db
    const ip = c.req.header("cf-connecting-ip") ?? "local"
    const now = Date.now()
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip))
    const recent = row && now - row.lastFailureAt.getTime() < WINDOW_MS ? row : undefined
    const wait = recent ? lockRemainingMs(recent.failures, recent.lastFailureAt.getTime(), now) : 0
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      c.header("Retry-After", String(seconds))
      throw new AppError(
        "too_many_attempts",
        429,
        `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`
      )
    }
    if (!(await safeEqual(c.req.valid("json").password, password))) {
      // Counted in SQL, not from the row read above: parallel guesses must each add one.
      await db
        .insert(loginAttempts)
        .values({ ip, failures: 1, lastFailureAt: new Date(now) })
        .onConflictDoUpdate({
          target: loginAttempts.ip,
          set: {
            failures: sql`CASE WHEN ${loginAttempts.lastFailureAt} > ${now - WINDOW_MS} THEN ${loginAttempts.failures} + 1 ELSE 1 END`,
            lastFailureAt: sql`excluded.last_failure_at`,
          },
        })
      throw new AppError("wrong_password", 401, "That password is not correct.")
    }
    if (row) await db.delete(loginAttempts).where(eq(loginAttempts.ip, ip))
    setCookie(c, SESSION_COOKIE, await signSession(sessionSecret(c.env), now), {
      httpOnly: true,
      sameSite: "Strict",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/",
      maxAge: SESSION_TTL_MS / 1000,
    })
    return c.json({ authenticated: true }, 200)
  })
  .post("/logout", (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: "/" })
    return c.json({ authenticated: false }, 200)
  })
