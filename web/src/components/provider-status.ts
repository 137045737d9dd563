/** real: the vendor with a configured key; sandbox: simulated; not_configured: refused until a key is added. */
export type ProviderMode = "real" | "sandbox" | "not_configured"

/** One provider's entry (worker/src/providers/provider-mode.ts). */
export type ProviderInfo = {
  mode: ProviderMode
  reason: string
  /** False while the product has no adapter of this kind yet. */
  available: boolean
}

/** The shape of GET /api/system/status (SPEC §3 "System status", plus each provider's mode). */
export type SystemStatus = {
  vapi: string
  sheets: string
  maps: string
  sandbox: { voice: boolean; places: boolean; sheets: boolean }
  providers: Record<"voice" | "places" | "sheets" | "email", ProviderInfo>
}

export type StatusTone = "green" | "yellow" | "red" | "grey"

/** SPEC §2.1 provider status indicator table. */
export function providerIndicator(value: unknown): { tone: StatusTone; label: string } {
  switch (value) {
    case "connected":
      return { tone: "green", label: "Connected" }
    case "rate_limited":
      return { tone: "yellow", label: "Rate Limited" }
    case "disconnected":
      return { tone: "red", label: "Disconnected" }
    case "error":
      return { tone: "red", label: "Error" }
    default:
      return { tone: "grey", label: "Unknown" }
  }
}

export const TONE_DOT_CLASS: Record<StatusTone, string> = {
  green: "bg-success",
  yellow: "bg-warning",
  red: "bg-destructive",
  grey: "bg-muted-foreground/40",
}
