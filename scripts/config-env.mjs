// Configuration keys the worker reads. Each may come from the process environment (npm start,
// npm test) or from .dev.vars; .dev.vars.example documents them.
export const CONFIG_KEYS = [
  "OPERATOR_PASSWORD",
  "SESSION_SECRET",
  "VAPI_API_KEY",
  "VAPI_BASE_URL",
  "VAPI_WEBHOOK_SECRET",
  "GOOGLE_PLACES_API_KEY",
  "PLACES_BASE_URL",
  "GOOGLE_SHEETS_CREDENTIALS",
  "SHEETS_BASE_URL",
  "CALENDAR_BASE_URL",
  "GOOGLE_OAUTH_TOKEN_URL",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "EMAIL_FROM",
  "LIBSQL_URL",
  "LIBSQL_AUTH_TOKEN",
  "SANDBOX",
  "SANDBOX_TIME_SCALE",
  "SCRAPE_PACING",
]

/** The subset of CONFIG_KEYS set in the process environment. */
export function configFromProcessEnv(env = process.env) {
  return Object.fromEntries(CONFIG_KEYS.filter((k) => env[k] !== undefined && env[k] !== "").map((k) => [k, env[k]]))
}
