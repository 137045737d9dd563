/** Cloudflare bindings and vars (wrangler.toml) plus secrets (.dev.vars / `wrangler secret put`). */
export interface Env {
  DB: D1Database
  ASSETS: Fetcher
  LiveRoom: DurableObjectNamespace
  CALLS_QUEUE: Queue
  SCRAPE_QUEUE: Queue
  /** Sheets sync and notifications (jobs/messages.ts says which job rides which queue). */
  JOBS_QUEUE: Queue
  VAPI_BASE_URL?: string
  PLACES_BASE_URL?: string
  SHEETS_BASE_URL?: string
  /** Calendar API v3 base (default https://www.googleapis.com); demos go on the operator's Google Calendar. */
  CALENDAR_BASE_URL?: string
  GOOGLE_OAUTH_TOKEN_URL?: string
  RESEND_BASE_URL?: string
  /** Set it to serve the app on any non-loopback host; without it only localhost is served. */
  OPERATOR_PASSWORD?: string
  /** Optional key for session cookies; defaults to one derived from OPERATOR_PASSWORD. */
  SESSION_SECRET?: string
  VAPI_API_KEY?: string
  VAPI_WEBHOOK_SECRET?: string
  GOOGLE_PLACES_API_KEY?: string
  GOOGLE_SHEETS_CREDENTIALS?: string
  /** Notification e-mails go through Resend with it (the resend_api_key setting wins when set). */
  RESEND_API_KEY?: string
  /** The notification sender, "Name <address>" on a domain verified in Resend. */
  EMAIL_FROM?: string
  /** "1" forces every provider into sandbox mode even when keys are present. */
  SANDBOX?: string
  /** The sandbox voice's calls (one Durable Object per call, driven by alarms). */
  SANDBOX_VOICE: DurableObjectNamespace
  /** Speeds up (< 1) or slows down the sandbox voice's ring and talk times; default 1 (real time). */
  SANDBOX_TIME_SCALE?: string
  /**
   * A libSQL database URL (`libsql://<db>-<org>.turso.io` for Turso): when set, every query goes there
   * instead of the D1 binding `DB`. Unset (the default), the app runs on D1.
   */
  LIBSQL_URL?: string
  /** The auth token for `LIBSQL_URL` (a Turso database token); a secret. */
  LIBSQL_AUTH_TOKEN?: string
  /**
   * "off" runs scraping steps back to back instead of 10 a minute (the bench's end-to-end job); a
   * number below 1 scales the pause (the browser tests' sandbox searches).
   */
  SCRAPE_PACING?: string
  /**
   * "1" only under `npm run bench`: each API answer says its D1 rows read and written, round trips and
   * live flushes. Read by the bench's own entry (bench/bench-entry.ts) only, never by the deployed worker.
   */
  BENCH_ROWS_READ?: string
}
