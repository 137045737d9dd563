import { API } from "@shared/api-routes/endpoints"
import type { VoiceConnectionTest } from "@shared/api-routes/settings"

import { apiCall } from "@/lib/api-call"
import { serverMessage, type ActionToast } from "@/lib/toast-error"
import { connectionFailedToast } from "@/features/sheets/sheets-toasts"

/** POST /api/settings/test-vapi: one real request to Vapi with the saved key and assistant. */
export const VAPI_TEST_PATH = "/api/settings/test-vapi"

/** Test Vapi Connection's toast for the server's answer, in SPEC §8's words where they fit. */
export function vapiTestToast(result: VoiceConnectionTest): ActionToast {
  if (!result.ok) return { variant: "destructive", title: "Connection Failed", description: result.message }
  // The sandbox reaches no Vapi: it must not read as a working key.
  if (result.mode === "sandbox") return { title: "Sandbox Mode", description: result.message }
  return { title: "Connection Successful", description: result.message }
}

/** Runs the test and words the outcome; a request that fails says why (the server's reason, else ours). */
export async function testVapiConnection(): Promise<ActionToast> {
  try {
    return vapiTestToast(await apiCall(API.settings.testVapi))
  } catch (error) {
    const description = serverMessage(error) ?? "The server could not run the test. Please try again."
    return { variant: "destructive", title: "Connection Failed", description }
  }
}

/** Test Google Sheet: the spreadsheet's title on success, else SPEC §8's text and the server's reason. */
export function sheetsTestToast(result: { ok: true; title?: string } | { ok: false; error: unknown }): ActionToast {
  if (result.ok) {
    return {
      title: "Connection Successful",
      description: result.title ? `Connected to “${result.title}”.` : "The spreadsheet can be opened.",
    }
  }
  // The same words as Test Connection on the Sheets page: SPEC §8's text, then the reason.
  return connectionFailedToast(result.error)
}
