import type { SystemStatus } from "@shared/api-routes/settings"

export type { ProviderMode } from "@shared/system-status"
export type { ProviderStatus as ProviderInfo, SystemStatus } from "@shared/api-routes/settings"

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

/** "Receiving webhooks" (one in the last N minutes), else when the last one came: the Vapi light's detail. */
export function webhookLine(status: SystemStatus | undefined): string {
  if (!status?.webhooks || status.sandbox?.voice) return ""
  const { receiving, lastAt, recentMinutes } = status.webhooks
  if (receiving) return "Receiving webhooks."
  return lastAt
    ? `No webhook in the last ${recentMinutes} minutes (last ${new Date(lastAt).toLocaleString()}).`
    : "No webhook received yet: place a test call from Settings → Voice."
}
