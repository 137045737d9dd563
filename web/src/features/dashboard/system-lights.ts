import type { SystemStatus } from "@/components/provider-status"

export type LightTone = "green" | "yellow" | "red"

/** SPEC §2.3 System Status: connected is green, rate_limited yellow, anything else red. */
export function systemLightTone(value: unknown): LightTone {
  if (value === "connected") return "green"
  if (value === "rate_limited") return "yellow"
  return "red"
}

const LIGHT_TEXT: Record<LightTone, (value: unknown) => string> = {
  green: () => "Connected",
  yellow: () => "Rate Limited",
  red: (value) => (value === "error" ? "Error" : "Disconnected"),
}

export type SystemLight = {
  name: string
  tone: LightTone
  text: string
  sandbox: boolean
  /** No key on a deployed server: the provider refuses until one is added in Settings. */
  notConfigured: boolean
  /** Why the provider runs as it does (the server's words), for the tooltip. */
  reason: string
}

/**
 * The e-mail provider has no connection check: like the others without a key on a deployed server
 * (system-status.service.ts), it is off only when not configured. Its mode says the rest.
 */
const emailLight = (mode: string | undefined) =>
  mode === undefined ? undefined : mode === "not_configured" ? "disconnected" : "connected"

/** The lights in the card's order: voice provider, spreadsheet API, maps scraper, e-mail provider. */
export function systemLights(status: SystemStatus | undefined): SystemLight[] {
  const entries = [
    { name: "Vapi API", value: status?.vapi, sandbox: status?.sandbox?.voice, provider: status?.providers?.voice },
    {
      name: "Google Sheets API",
      value: status?.sheets,
      sandbox: status?.sandbox?.sheets,
      provider: status?.providers?.sheets,
    },
    {
      name: "Maps Scraper",
      value: status?.maps,
      sandbox: status?.sandbox?.places,
      provider: status?.providers?.places,
    },
    {
      name: "E-mail (Resend)",
      value: emailLight(status?.providers?.email?.mode),
      sandbox: status?.providers?.email?.mode === "sandbox",
      provider: status?.providers?.email,
    },
  ]
  return entries.map(({ name, value, sandbox, provider }) => {
    const tone = systemLightTone(value)
    return {
      name,
      tone,
      text: status ? LIGHT_TEXT[tone](value) : "Checking…",
      sandbox: !!sandbox,
      notConfigured: provider?.mode === "not_configured",
      reason: provider?.reason ?? "",
    }
  })
}
