export type { ProviderMode, ProviderStatus as ProviderInfo, SystemStatus } from "@shared/system-status"

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
