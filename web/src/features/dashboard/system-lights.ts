import { type SystemStatus, webhookLine } from "@/components/provider-status"

/** grey: an optional integration that is not set up yet; nothing is wrong, so it is not red. */
export type LightTone = "green" | "yellow" | "red" | "grey"

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
  grey: () => "Not set up",
}

/**
 * The product calls through Vapi, so a Vapi that is not connected is an alarm. Sheets, lead search
 * and e-mail are optional: without a spreadsheet or key they are simply not set up yet (red is kept
 * for a refused key or an unreachable sheet).
 */
const OPTIONAL = new Set(["Google Sheets API", "Maps Scraper", "E-mail (Resend)"])

export type SystemLight = {
  name: string
  tone: LightTone
  text: string
  sandbox: boolean
  /** No key on a deployed server: the provider refuses until one is added in Settings. */
  notConfigured: boolean
  /** Whether the product works without it (its "Not configured" badge is then not an alarm). */
  optional: boolean
  /** Why the provider runs as it does (the server's words), for the tooltip. */
  reason: string
  /** What the provider's last real check found (a refused key's reason), in the server's words. */
  detail: string
}

type Check = SystemStatus["checks"]["voice"]

/** The lights in the card's order: voice provider, spreadsheet API, maps scraper, e-mail provider. */
export function systemLights(status: SystemStatus | undefined): SystemLight[] {
  const entries: {
    name: string
    value: unknown
    sandbox?: boolean
    provider?: { mode: string; reason: string }
    check?: Check
  }[] = [
    {
      name: "Vapi API",
      value: status?.vapi,
      sandbox: status?.sandbox?.voice,
      provider: status?.providers?.voice,
      check: status?.checks?.voice,
    },
    {
      name: "Google Sheets API",
      value: status?.sheets,
      sandbox: status?.sandbox?.sheets,
      provider: status?.providers?.sheets,
      check: status?.checks?.sheets,
    },
    {
      name: "Maps Scraper",
      value: status?.maps,
      sandbox: status?.sandbox?.places,
      provider: status?.providers?.places,
      check: status?.checks?.places,
    },
    {
      name: "E-mail (Resend)",
      value: status?.email,
      sandbox: status?.providers?.email?.mode === "sandbox",
      provider: status?.providers?.email,
      check: status?.checks?.email,
    },
  ]
  return entries.map(({ name, value, sandbox, provider, check }) => {
    const tone = OPTIONAL.has(name) && value === "disconnected" ? "grey" : systemLightTone(value)
    const webhooks = name === "Vapi API" && status?.vapi === "connected" ? webhookLine(status) : ""
    return {
      name,
      tone,
      text: status ? LIGHT_TEXT[tone](value) : "Checking…",
      sandbox: !!sandbox,
      notConfigured: provider?.mode === "not_configured",
      optional: OPTIONAL.has(name),
      reason: provider?.reason ?? "",
      detail: [check?.message, webhooks].filter(Boolean).join(" "),
    }
  })
}
