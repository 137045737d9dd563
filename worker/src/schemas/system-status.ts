/**
 * GET /api/system/status (SPEC §2.3 System Status, §4 integration status), shared by the worker,
 * which answers it, and the web, which shows the lights and the sandbox labels.
 */

/**
 * How a provider runs: "real" calls the vendor with a configured key, "sandbox" simulates it, and
 * "not_configured" refuses (a 409 the UI shows) instead of quietly simulating.
 */
export type ProviderMode = "real" | "sandbox" | "not_configured"

/** One provider's entry. */
export interface ProviderStatus {
  mode: ProviderMode
  /** Why this mode, in the operator's terms. */
  reason: string
}

export type ProviderName = "voice" | "places" | "sheets" | "email"
export type ProviderStatuses = Record<ProviderName, ProviderStatus>

export type ConnectionState = "connected" | "disconnected" | "rate_limited" | "error"

export interface SystemStatus {
  vapi: ConnectionState
  sheets: "connected" | "disconnected"
  /** SPEC §3: connected, rate_limited (Google answered 429 in the last minute) or disconnected. */
  maps: "connected" | "disconnected" | "rate_limited"
  /** Which integrations run simulated; the UI shows "Sandbox" beside their lights. */
  sandbox: { voice: boolean; places: boolean; sheets: boolean }
  /** Every provider's mode (real, sandbox, not_configured) and why. */
  providers: ProviderStatuses
}

/** POST /api/settings/test-vapi: what one real request to the voice provider, with the saved settings, found. */
export interface VoiceConnectionTest {
  ok: boolean
  /** In the operator's words; never contains a key. */
  message: string
  /** The sandbox "succeeds" without reaching Vapi: the UI says so rather than "connected". */
  mode: ProviderMode
}
