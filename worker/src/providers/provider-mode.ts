import type { Env } from "../env"

import type { ProviderStatus } from "../schemas/api-routes/settings"

export type { ProviderMode } from "../schemas/system-status"
export type { ProviderStatus } from "../schemas/api-routes/settings"

/**
 * Is this a deployment others can reach? access.ts serves a non-loopback host only when
 * OPERATOR_PASSWORD is set; without it every request comes from this machine (`npm start`, tests).
 * The password is thus the one signal that requests, queue consumers and cron runs all see alike:
 * with it, a provider without a key is "not configured" rather than a silent simulation.
 */
export const isDeployed = (env: Partial<Env>) => !!env.OPERATOR_PASSWORD?.trim()

/**
 * What a job, a campaign or a sheet row ran with: real or sandbox. Each keeps the mode it started
 * with and never goes on in the other, so simulated businesses, calls or rows never mix with real ones.
 */
export type RunMode = "real" | "sandbox"

/** The mode work started now would run in; null when the provider is not configured. */
export const runModeOf = ({ mode }: { mode: ProviderStatus["mode"] }): RunMode | null =>
  mode === "not_configured" ? null : mode

/** SANDBOX=1 (env only: a deploy-time choice, never flipped by a session) simulates everything. */
export const sandboxForced = (env: Partial<Env>) => env.SANDBOX === "1"

interface ModeInput {
  /** "Vapi", "Google Places", ... */
  name: string
  /** The provider's key as configured (setting, else env var); "" when none. */
  key: string
  /** Where the operator adds the key, e.g. "add the API key in Settings". */
  fix: string
}

/**
 * The rules, in order: SANDBOX=1 forces sandbox; a configured key is real; no key is sandbox on a
 * local server and "not configured" on a deployed one.
 */
export function resolveMode(env: Partial<Env>, { name, key, fix }: ModeInput): ProviderStatus {
  if (sandboxForced(env)) return { mode: "sandbox", reason: `${name} is simulated: the server runs with SANDBOX=1.` }
  if (key) return { mode: "real", reason: `${name} is used with the configured key.` }
  if (!isDeployed(env)) {
    return { mode: "sandbox", reason: `${name} is simulated: no key is configured on this local server.` }
  }
  return { mode: "not_configured", reason: `${name} is not configured: ${fix}.` }
}
