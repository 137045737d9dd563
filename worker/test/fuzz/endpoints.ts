/**
 * Every endpoint of the app, with a valid request to mutate. `route` is the pattern Hono registers
 * (api-fuzz.test.ts checks that this list covers `app.routes`, so a new endpoint cannot skip the fuzz).
 */
import type { Env } from "../../src/env"
import { encodeCursor } from "../../src/schemas/page-cursor"
import { WEBHOOK_SECRET } from "../call-fixtures"
import type { Seed } from "./fuzz-seed"
import { AUTOMATION_ENDPOINTS } from "./automation-endpoints"
import { CALENDAR_ENDPOINTS } from "./calendar-endpoints"
import { CALLBACKS_ENDPOINTS } from "./callbacks-endpoints"
import { NOTIFICATIONS_ENDPOINTS } from "./notifications-endpoints"
import { SHEETS_ENDPOINTS } from "./sheets-endpoints"
import { SCRAPING_ENDPOINTS } from "./scraping-endpoints"
import { SETTINGS_EXTRA_ENDPOINTS } from "./settings-extra-endpoints"
import { VOICE_ENDPOINTS } from "./voice-endpoints"

export interface Endpoint {
  method: string
  route: string
  /** The concrete path; `param` replaces the route's one parameter when given. */
  path: (s: Seed, param?: string) => string
  /** Values of the route's parameter that name existing rows. */
  params?: (s: Seed) => string[]
  query?: (s: Seed) => Record<string, string>
  /** A valid body; `n` numbers the case, so bodies that must be unique (phones) can differ. */
  body?: (s: Seed, n: number) => Record<string, unknown>
  /** Text fields an accepted answer echoes back (HTML and SQL must round-trip unchanged). */
  textFields?: string[]
  /** Other stored text fields; they and textFields must refuse hidden text (HIDDEN_TEXT). */
  storedTextFields?: string[]
  headers?: Record<string, string>
  /** Tables a refused request may legitimately write (the sign-in lockout counts failures). */
  allowedWrites?: string[]
  env?: Partial<Env>
  name?: string
}

const phone = (n: number) => `(616) 555-${String(7000 + (n % 2999)).padStart(4, "0")}`
const noParam = (p: string) => () => p
const withParam = (prefix: string, fallback: (s: Seed) => string) => (s: Seed, param?: string) =>
  `${prefix}/${param ?? fallback(s)}`

const statusUpdate = (s: Seed) => ({
  message: { type: "status-update", status: "in-progress", call: { id: s.callingProviderId } },
})
const endOfCall = (s: Seed) => ({
  message: {
    type: "end-of-call-report",
    call: { id: s.callingProviderId, assistantOverrides: { metadata: { callId: s.callingCallId } } },
    endedReason: "customer-ended-call",
    startedAt: "2026-03-02T15:00:00.000Z",
    endedAt: "2026-03-02T15:01:35.400Z",
    artifact: { transcript: "AI: Hello\nUser: Hi", recordingUrl: "https://storage.vapi.ai/rec.wav" },
    analysis: {
      summary: "Chat.",
      structuredData: { demoScheduled: true, demoDate: new Date(Date.now() + 5 * 86_400_000).toISOString() },
    },
  },
})
export const toolCall = (s: Seed) => ({
  message: {
    type: "tool-calls",
    call: { id: s.callingProviderId },
    toolCallList: [
      {
        id: "tc-1",
        type: "function",
        function: {
          name: "bookDemo",
          arguments: { dateTime: new Date(Date.now() + 12 * 86_400_000).toISOString(), notes: "n" },
        },
      },
    ],
  },
})

export const ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/api/health", path: noParam("/api/health") },
  { method: "GET", route: "/api/auth/session", path: noParam("/api/auth/session") },
  { method: "POST", route: "/api/auth/login", path: noParam("/api/auth/login"), body: () => ({ password: "guess" }) },
  {
    name: "POST /api/auth/login (password set)",
    method: "POST",
    route: "/api/auth/login",
    path: noParam("/api/auth/login"),
    body: () => ({ password: "guess" }),
    env: { OPERATOR_PASSWORD: "correct horse battery" },
    allowedWrites: ["login_attempts"],
  },
  { method: "POST", route: "/api/auth/logout", path: noParam("/api/auth/logout") },
  {
    method: "GET",
    route: "/api/contacts",
    path: noParam("/api/contacts"),
    query: (s) => ({
      page: "1",
      pageSize: "25",
      q: "dental",
      status: "ready",
      category: "Dentist",
      source: "manual",
      sourceLabel: "Manual Entry",
      called: "false",
      after: encodeCursor({ sort: "contacts", keys: [s.contactIds[3]!], inclusive: false }),
    }),
  },
  {
    method: "GET",
    route: "/api/contacts",
    name: "GET /api/contacts (before a cursor)",
    path: noParam("/api/contacts"),
    query: (s) => ({
      page: "2",
      pageSize: "2",
      before: encodeCursor({ sort: "contacts", keys: [s.contactIds[0]!], inclusive: false }),
    }),
  },
  { method: "GET", route: "/api/contacts/facets", path: noParam("/api/contacts/facets") },
  {
    method: "POST",
    route: "/api/contacts",
    path: noParam("/api/contacts"),
    body: (_, n) => ({
      businessName: "Fuzz Co",
      phone: phone(n),
      address: "1 Main St",
      category: "Dentist",
      source: "manual",
      status: "ready",
    }),
    textFields: ["businessName", "address", "category", "source"],
  },
  {
    method: "POST",
    route: "/api/contacts/bulk",
    path: noParam("/api/contacts/bulk"),
    body: (_, n) => ({
      contacts: [
        { businessName: "Bulk A", phone: phone(2 * n) },
        { businessName: "Bulk B", phone: phone(2 * n + 1), address: "2 Elm St" },
      ],
    }),
  },
  {
    method: "POST",
    route: "/api/contacts/bulk-status",
    path: noParam("/api/contacts/bulk-status"),
    body: (s) => ({ ids: s.contactIds.slice(0, 2), status: "follow_up" }),
  },
  ...(["PATCH", "PUT"] as const).map((method): Endpoint => ({
    method,
    route: "/api/contacts/:id",
    path: withParam("/api/contacts", (s) => String(s.contactIds[0])),
    params: (s) => s.contactIds.map(String),
    body: () => ({ businessName: "Renamed Co", category: "Plumber" }),
    textFields: ["businessName", "category"],
  })),
  {
    method: "DELETE",
    route: "/api/contacts/:id",
    path: withParam("/api/contacts", (s) => String(s.contactIds[3])),
    params: (s) => s.contactIds.map(String),
  },
  {
    method: "GET",
    route: "/api/contacts/:id/timeline",
    path: (s, param) => `/api/contacts/${param ?? s.contactIds[0]}/timeline`,
    params: (s) => s.contactIds.map(String),
    query: (s) => ({ limit: "5", before: String(s.callIds[2]) }),
  },
  { method: "GET", route: "/api/settings", path: noParam("/api/settings") },
  {
    method: "PUT",
    route: "/api/settings",
    path: noParam("/api/settings"),
    body: () => ({ assistant_id: "asst_fuzz", calls_per_minute: "4", callee_hours_only: "true" }),
    textFields: ["assistant_id"],
  },
  {
    method: "PUT",
    route: "/api/settings/:key",
    path: withParam("/api/settings", () => "calls_per_minute"),
    params: () => [
      "calls_per_minute",
      "assistant_id",
      "notification_emails",
      "callee_hours_only",
      "vapi_api_key",
      "unknown_key",
      "A",
      "x".repeat(65),
    ],
    body: () => ({ value: "3" }),
  },
  { method: "GET", route: "/api/system/status", path: noParam("/api/system/status") },
  {
    method: "GET",
    route: "/api/calls",
    path: noParam("/api/calls"),
    query: (s) => ({
      page: "1",
      pageSize: "10",
      sort: "createdAt",
      order: "desc",
      status: "completed",
      result: "answered",
      campaignId: String(s.campaignIds[0]),
      contactId: String(s.contactIds[2]),
      after: encodeCursor({
        sort: "createdAt",
        keys: [Date.parse("2030-01-01T00:00:00Z"), s.callIds[2]!],
        inclusive: false,
      }),
    }),
  },
  {
    method: "GET",
    route: "/api/calls",
    name: "GET /api/calls (before a cursor, sorted by contact)",
    path: noParam("/api/calls"),
    query: (s) => ({
      page: "2",
      sort: "contact",
      order: "asc",
      before: encodeCursor({ sort: "contact", keys: ["Fuzz", s.contactIds[0]!, s.callIds[0]!], inclusive: true }),
    }),
  },
  {
    method: "POST",
    route: "/api/calls/vapi/initiate",
    path: noParam("/api/calls/vapi/initiate"),
    body: (s) => ({ contactId: s.contactIds[3], phoneNumber: s.phones[3] }),
  },
  {
    method: "POST",
    route: "/api/calls/bulk-update-status",
    path: noParam("/api/calls/bulk-update-status"),
    body: (s) => ({ callIds: [s.callIds[1]], status: "cancelled" }),
  },
  { method: "POST", route: "/api/calls/clear-pending", path: noParam("/api/calls/clear-pending") },
  {
    method: "POST",
    route: "/api/calls/simulate-callback",
    path: noParam("/api/calls/simulate-callback"),
    body: (s) => ({ contactId: s.contactIds[4] }),
  },
  {
    method: "GET",
    route: "/api/calls/:id",
    path: withParam("/api/calls", (s) => String(s.callIds[0])),
    params: (s) => s.callIds.map(String),
  },
  // The live call (issue 36): a call on the line, its controls, and its sandbox audio stream.
  {
    method: "GET",
    route: "/api/calls/:id/live",
    path: (s, param) => `/api/calls/${param ?? s.callIds[0]}/live`,
    params: (s) => s.callIds.map(String),
  },
  {
    method: "POST",
    route: "/api/calls/:id/control",
    path: (s, param) => `/api/calls/${param ?? s.callIds[0]}/control`,
    params: (s) => s.callIds.map(String),
    body: () => ({ action: "say", message: "One moment, please." }),
  },
  {
    method: "GET",
    route: "/api/calls/:id/listen",
    path: (s, param) => `/api/calls/${param ?? s.callIds[0]}/listen`,
    params: (s) => s.callIds.map(String),
  },
  {
    method: "GET",
    route: "/api/dashboard/stats",
    path: noParam("/api/dashboard/stats"),
    query: () => ({ tz: "America/Chicago" }),
  },
  { method: "GET", route: "/api/dashboard/recent-calls", path: noParam("/api/dashboard/recent-calls") },
  {
    method: "POST",
    route: "/api/webhooks/vapi",
    path: noParam("/api/webhooks/vapi"),
    headers: { "X-Vapi-Secret": WEBHOOK_SECRET },
    body: (s, n) => [statusUpdate, endOfCall, toolCall][n % 3]!(s),
  },
  {
    method: "GET",
    route: "/api/campaigns",
    path: noParam("/api/campaigns"),
    query: () => ({ page: "1", pageSize: "10" }),
  },
  {
    method: "GET",
    route: "/api/campaigns/status",
    path: noParam("/api/campaigns/status"),
    query: () => ({ tz: "America/Denver" }),
  },
  {
    method: "POST",
    route: "/api/campaigns",
    path: noParam("/api/campaigns"),
    body: (s) => ({
      name: "Fuzz Campaign",
      selectedContacts: s.contactIds.slice(0, 2),
      minutesBetweenCalls: 2,
      startTime: "09:00",
      endTime: "17:00",
      workDays: ["monday", "friday"],
      timezone: "America/Chicago",
      status: "scheduled",
      scheduledStart: "2099-01-01T10:00:00Z",
      totalContacts: 2,
      callsPerHour: 30,
    }),
    textFields: ["name"],
  },
  { method: "POST", route: "/api/campaigns/resume-queued", path: noParam("/api/campaigns/resume-queued") },
  { method: "GET", route: "/api/campaigns/waiting", path: noParam("/api/campaigns/waiting") },
  {
    method: "PUT",
    route: "/api/campaigns/:id/hours",
    path: (s, param) => `/api/campaigns/${param ?? s.campaignIds[1]}/hours`,
    params: (s) => s.campaignIds.map(String),
    body: (_, n) =>
      n % 2
        ? { startTime: "09:00", endTime: "17:00", workDays: ["monday", "tuesday"] }
        : { startTime: "19:00", endTime: "21:00", workDays: ["saturday"], timezone: "America/Denver" },
  },
  {
    method: "GET",
    route: "/api/campaigns/:id",
    path: withParam("/api/campaigns", (s) => String(s.campaignIds[0])),
    params: (s) => s.campaignIds.map(String),
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/contacts",
    path: (s, param) => `/api/campaigns/${param ?? s.campaignIds[0]}/contacts`,
    params: (s) => s.campaignIds.map(String),
    query: () => ({ page: "1", pageSize: "100" }),
  },
  {
    method: "PUT",
    route: "/api/campaigns/:id",
    path: withParam("/api/campaigns", (s) => String(s.campaignIds[1])),
    params: (s) => s.campaignIds.map(String),
    body: (_, n) => (n % 2 ? { status: "paused" } : { scheduledStart: "2099-02-01T10:00:00Z" }),
  },
  {
    method: "DELETE",
    route: "/api/campaigns/:id",
    path: withParam("/api/campaigns", (s) => String(s.campaignIds[1])),
    params: (s) => s.campaignIds.map(String),
  },
  {
    method: "GET",
    route: "/api/dnc",
    path: noParam("/api/dnc"),
    query: () => ({ search: "616", page: "1", pageSize: "50" }),
  },
  {
    method: "POST",
    route: "/api/dnc",
    path: noParam("/api/dnc"),
    body: (_, n) => ({ phone: phone(n), reason: "Asked not to be called" }),
    textFields: ["reason"],
  },
  {
    method: "POST",
    route: "/api/dnc/import",
    path: noParam("/api/dnc/import"),
    body: (_, n) => ({ phones: [phone(n), "+44 20 7946 0958", "not a number"], reason: "Imported" }),
    storedTextFields: ["reason"],
  },
  {
    method: "DELETE",
    route: "/api/dnc/:phone",
    path: withParam("/api/dnc", (s) => encodeURIComponent(s.dncPhone)),
    params: (s) => [encodeURIComponent(s.dncPhone), "6165550999"],
  },
  ...SCRAPING_ENDPOINTS,
  ...AUTOMATION_ENDPOINTS,
  ...CALENDAR_ENDPOINTS,
  ...CALLBACKS_ENDPOINTS,
  {
    method: "GET",
    route: "/api/analytics",
    path: noParam("/api/analytics"),
    query: () => ({
      period: "custom",
      from: "2026-10-01",
      to: "2026-11-30",
      campaignId: "1",
      source: "x",
      category: "y",
    }),
  },
  ...NOTIFICATIONS_ENDPOINTS,
  ...SHEETS_ENDPOINTS,
  ...SETTINGS_EXTRA_ENDPOINTS,
  ...VOICE_ENDPOINTS,
  {
    method: "GET",
    route: "/ws",
    path: noParam("/ws"),
    headers: {
      Upgrade: "websocket",
      Connection: "Upgrade",
      "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    },
  },
]

export const endpointName = (e: Endpoint) => e.name ?? `${e.method} ${e.route}`
export const isMutating = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method)
