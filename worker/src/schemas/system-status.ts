/**
 * GET /api/system/status (SPEC §2.3 System Status, §4 integration status), shared by the worker,
 * which answers it, and the web, which shows the lights and the sandbox labels. The answers' schemas
 * and types are in ./api-routes/settings.ts.
 */
export type ProviderName = "voice" | "places" | "sheets" | "email"

/**
 * How a provider runs: "real" calls the vendor with a configured key, "sandbox" simulates it, and
 * "not_configured" refuses (a 409 the UI shows) instead of quietly simulating.
 */
export const PROVIDER_MODES = ["real", "sandbox", "not_configured"] as const
export type ProviderMode = (typeof PROVIDER_MODES)[number]

export type ConnectionState = "connected" | "disconnected" | "rate_limited" | "error"
