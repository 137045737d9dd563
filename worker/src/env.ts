import type { DB } from "./db/client"

/** Cloudflare bindings and vars (wrangler.toml) plus secrets (.dev.vars / `wrangler secret put`). */
export interface Env {
  DB: D1Database
  ASSETS: Fetcher
  LiveRoom: DurableObjectNamespace
  CALLS_QUEUE: Queue
  SCRAPE_QUEUE: Queue
  VAPI_BASE_URL?: string
  PLACES_BASE_URL?: string
  SHEETS_BASE_URL?: string
  GOOGLE_OAUTH_TOKEN_URL?: string
  /** Set it to serve the app on any non-loopback host; without it only localhost is served. */
  OPERATOR_PASSWORD?: string
  /** Optional key for session cookies; defaults to one derived from OPERATOR_PASSWORD. */
  SESSION_SECRET?: string
  VAPI_API_KEY?: string
  VAPI_WEBHOOK_SECRET?: string
  GOOGLE_PLACES_API_KEY?: string
  GOOGLE_SHEETS_CREDENTIALS?: string
  /** "1" forces every provider into sandbox mode even when keys are present. */
  SANDBOX?: string
  /** The sandbox voice's calls (one Durable Object per call, driven by alarms). */
  SANDBOX_VOICE: DurableObjectNamespace
  /** Speeds up (< 1) or slows down the sandbox voice's ring and talk times; default 1 (real time). */
  SANDBOX_TIME_SCALE?: string
}

export interface AppEnv {
  Bindings: Env
  Variables: { db: DB }
}
