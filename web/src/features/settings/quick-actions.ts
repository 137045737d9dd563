import type { SystemStatus } from "@/components/provider-status"
import { serverMessage } from "@/lib/toast-error"

export type ActionToast = { title: string; description: string; variant?: "destructive" }

/** POST /api/sheets/test-connection with an empty body: the saved spreadsheet is tested. */
export const SHEETS_TEST_PATH = "/api/sheets/test-connection"

/**
 * Test Vapi Connection. There is no separate key test: it re-reads the server's provider status
 * (GET /api/system/status) and says what it found, in SPEC §8's words where they fit.
 */
export function vapiTestToast(status: Pick<SystemStatus, "vapi" | "providers">): ActionToast {
  const voice = status.providers.voice
  if (voice.mode === "sandbox") return { title: "Sandbox Mode", description: voice.reason }
  if (voice.mode === "not_configured" || status.vapi === "disconnected" || status.vapi === "error") {
    return { variant: "destructive", title: "Connection Failed", description: voice.reason }
  }
  if (status.vapi === "rate_limited") {
    return {
      variant: "destructive",
      title: "Rate Limited",
      description: "Vapi answered “too many requests” within the last minute; calls carry on once it allows them.",
    }
  }
  return {
    title: "Connection Successful",
    description: "Vapi is configured: calls go through Vapi with the saved API key.",
  }
}

/** Test Google Sheet: the spreadsheet's title on success, else the server's reason (SPEC §8 texts). */
export function sheetsTestToast(result: { ok: true; title?: string } | { ok: false; error: unknown }): ActionToast {
  if (result.ok) {
    return {
      title: "Connection Successful",
      description: result.title ? `Connected to “${result.title}”.` : "The spreadsheet can be opened.",
    }
  }
  return {
    variant: "destructive",
    title: "Connection Failed",
    description: serverMessage(result.error) ?? "Failed to connect to the spreadsheet service",
  }
}
