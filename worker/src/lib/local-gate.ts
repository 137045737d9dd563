import type { Context } from "hono"
import type { AppEnv } from "../app-env"

/** Must match scripts/local-gate.mjs, which stamps it on every request it lets through. */
export const LOCAL_GATE_HEADER = "x-cold-caller-gate"
/** Set by the gate when a tunnel in front of it says the browser used https. */
export const LOCAL_GATE_HTTPS_HEADER = "x-cold-caller-https"

const encoder = new TextEncoder()

/** The per-run token of `npm start`'s gate: an in-process binding, never on a command line. */
export const localGateToken = (env: object) => (env as { LOCAL_GATE_TOKEN?: string }).LOCAL_GATE_TOKEN

/** Whether `headers` carry the gate's token (constant-time). False when no gate is configured. */
export function hasLocalGateToken(env: object, headers: Headers) {
  const expected = localGateToken(env)
  if (!expected) return false
  const given = encoder.encode(headers.get(LOCAL_GATE_HEADER) ?? "")
  const want = encoder.encode(expected)
  return given.byteLength === want.byteLength && crypto.subtle.timingSafeEqual(given, want)
}

/**
 * Whether a loopback-looking request really came through `npm start`'s gate (scripts/local-gate.mjs).
 * Under wrangler's local runtime the URL's host is whatever the client put in `MF-Original-URL`, so a
 * loopback hostname proves nothing there; the gate checks the real Host, then stamps its token.
 * Without the token binding (worker tests, Cloudflare, where the Host is the routed one) the URL is
 * trusted as before.
 */
export function cameThroughLocalGate(c: Context<AppEnv>) {
  return !localGateToken(c.env) || hasLocalGateToken(c.env, c.req.raw.headers)
}

/**
 * Whether the browser's page is https: the URL says so on Cloudflare; behind `npm start` wrangler
 * always serves http, so the gate's https stamp counts, and only with the gate's token beside it.
 */
export function servedOverHttps(c: Context<AppEnv>) {
  if (new URL(c.req.url).protocol === "https:") return true
  return c.req.header(LOCAL_GATE_HTTPS_HEADER) === "1" && hasLocalGateToken(c.env, c.req.raw.headers)
}
