/** The Settings endpoints of issue 13 (and Quick Actions' Vapi test) in the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const SETTINGS_EXTRA_ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/api/settings/export", path: noParam("/api/settings/export") },
  {
    method: "POST",
    route: "/api/settings/import",
    path: noParam("/api/settings/import"),
    body: () => ({
      format: "cold-caller-settings",
      version: 1,
      exportedAt: "2026-03-04T12:00:00.000Z",
      settings: { assistant_id: "asst_fuzz", calls_per_minute: "3", call_logs_retention: "1_year" },
    }),
  },
  { method: "GET", route: "/api/system/info", path: noParam("/api/system/info") },
  // Quick Actions' Test Vapi Connection: body-less, and it stores nothing (the sandbox answers in tests).
  { method: "POST", route: "/api/settings/test-vapi", path: noParam("/api/settings/test-vapi") },
  // Clear All Data: only the typed word lets it delete (every mutation of the body must be refused).
  {
    method: "POST",
    route: "/api/settings/clear-all-data",
    path: noParam("/api/settings/clear-all-data"),
    body: () => ({ confirm: "DELETE" }),
  },
]
