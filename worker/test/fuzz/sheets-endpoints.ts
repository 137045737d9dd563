/** The Google Sheets endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const SHEETS_ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/api/sheets/config", path: noParam("/api/sheets/config") },
  {
    method: "PUT",
    route: "/api/sheets/config",
    path: noParam("/api/sheets/config"),
    body: () => ({
      spreadsheetUrl: "https://docs.google.com/spreadsheets/d/1FuzzSheet000000000000000000/edit",
      callLogSheet: "Call Logs",
      demoSheet: "Demo Schedule",
      autoSync: { callResults: true, demoScheduling: true, contactUpdates: false },
      columnMapping: { businessName: "A", phone: "B", status: "C", demoDate: "D" },
    }),
    storedTextFields: ["callLogSheet", "demoSheet"],
  },
  { method: "GET", route: "/api/sheets/status", path: noParam("/api/sheets/status") },
  {
    method: "POST",
    route: "/api/sheets/test-connection",
    path: noParam("/api/sheets/test-connection"),
    body: () => ({ spreadsheetUrl: "1FuzzSheet000000000000000000" }),
  },
  { method: "POST", route: "/api/sheets/sync", path: noParam("/api/sheets/sync") },
  { method: "GET", route: "/api/sheets/updates", path: noParam("/api/sheets/updates") },
  {
    method: "GET",
    route: "/api/sheets/sandbox",
    path: noParam("/api/sheets/sandbox"),
    query: () => ({ sheet: "Call Logs" }),
  },
  { method: "GET", route: "/api/sheets/backup", path: noParam("/api/sheets/backup") },
  { method: "GET", route: "/api/sheets/backfill", path: noParam("/api/sheets/backfill") },
  { method: "POST", route: "/api/sheets/backfill", path: noParam("/api/sheets/backfill") },
]
