/**
 * Every route of the API, one line each: "METHOD /path" in Hono's path syntax, named by feature.
 * No zod here: the web imports this object at runtime (for a call's method and URL) and reads the
 * schemas of ./index.ts as types only, so its bundle never builds the response schemas.
 */
import type { Endpoint } from "./define"

export const API = {
  health: { check: "GET /api/health" },
  auth: {
    session: "GET /api/auth/session",
    login: "POST /api/auth/login",
    logout: "POST /api/auth/logout",
  },
  contacts: {
    list: "GET /api/contacts",
    facets: "GET /api/contacts/facets",
    create: "POST /api/contacts",
    bulkImport: "POST /api/contacts/bulk",
    bulkStatus: "POST /api/contacts/bulk-status",
    update: "PATCH /api/contacts/:id",
    replace: "PUT /api/contacts/:id",
    remove: "DELETE /api/contacts/:id",
  },
  settings: {
    list: "GET /api/settings",
    export: "GET /api/settings/export",
    import: "POST /api/settings/import",
    testVapi: "POST /api/settings/test-vapi",
    saveMany: "PUT /api/settings",
    save: "PUT /api/settings/:key",
  },
  system: {
    status: "GET /api/system/status",
    info: "GET /api/system/info",
    setup: "GET /api/system/setup",
    dismissSetup: "POST /api/system/setup/dismiss",
  },
  calls: {
    list: "GET /api/calls",
    initiate: "POST /api/calls/vapi/initiate",
    bulkUpdateStatus: "POST /api/calls/bulk-update-status",
    clearPending: "POST /api/calls/clear-pending",
    get: "GET /api/calls/:id",
  },
  dashboard: {
    stats: "GET /api/dashboard/stats",
    recentCalls: "GET /api/dashboard/recent-calls",
  },
  webhooks: { vapi: "POST /api/webhooks/vapi" },
  campaigns: {
    list: "GET /api/campaigns",
    status: "GET /api/campaigns/status",
    create: "POST /api/campaigns",
    resumeQueued: "POST /api/campaigns/resume-queued",
    get: "GET /api/campaigns/:id",
    contacts: "GET /api/campaigns/:id/contacts",
    update: "PUT /api/campaigns/:id",
    hours: "PUT /api/campaigns/:id/hours",
    waiting: "GET /api/campaigns/waiting",
    remove: "DELETE /api/campaigns/:id",
  },
  dnc: {
    list: "GET /api/dnc",
    add: "POST /api/dnc",
    import: "POST /api/dnc/import",
    remove: "DELETE /api/dnc/:phone",
  },
  scraping: {
    start: "POST /api/scraping/start",
    jobs: "GET /api/scraping/jobs",
    job: "GET /api/scraping/jobs/:id",
    cleanup: "POST /api/scraping/jobs/cleanup",
    usage: "GET /api/scraping/usage",
    contacts: "GET /api/scraping/contacts",
    groups: "GET /api/scraping/groups",
    campaign: "POST /api/scraping/campaign",
  },
  automation: {
    states: "GET /api/automation/states",
    cities: "GET /api/automation/cities/:state",
    launch: "POST /api/automation/launch-city-campaign",
    latestRun: "GET /api/automation/runs/latest",
  },
  calendar: {
    events: "GET /api/calendar/events",
    cancelDemo: "DELETE /api/calendar/demo/:id",
    demoFile: "GET /api/calendar/demo/:file",
    feed: "GET /api/calendar/feed",
    rotateFeed: "POST /api/calendar/feed/rotate",
    feedFile: "GET /api/calendar/feed/:file",
    google: "GET /api/calendar/google",
    saveGoogle: "PUT /api/calendar/google",
    googleSandbox: "GET /api/calendar/google/sandbox",
  },
  callbacks: {
    list: "GET /api/callbacks",
    create: "POST /api/callbacks",
    update: "PATCH /api/callbacks/:id",
    remove: "DELETE /api/callbacks/:id",
  },
  notifications: {
    list: "GET /api/notifications",
    markRead: "POST /api/notifications/read",
  },
  sheets: {
    config: "GET /api/sheets/config",
    saveConfig: "PUT /api/sheets/config",
    status: "GET /api/sheets/status",
    testConnection: "POST /api/sheets/test-connection",
    sync: "POST /api/sheets/sync",
    updates: "GET /api/sheets/updates",
    sandbox: "GET /api/sheets/sandbox",
    backup: "GET /api/sheets/backup",
    backfillStatus: "GET /api/sheets/backfill",
    backfill: "POST /api/sheets/backfill",
  },
  voice: {
    setup: "GET /api/voice/setup",
    createAssistant: "POST /api/voice/assistant",
    linkAssistant: "POST /api/voice/assistant/link",
    fixAssistant: "POST /api/voice/assistant/fix",
    rotateWebhookSecret: "POST /api/voice/webhook-secret/rotate",
    phoneNumbers: "GET /api/voice/phone-numbers",
    testCall: "POST /api/voice/test-call",
    lastTestCall: "GET /api/voice/test-call",
  },
  analytics: { summary: "GET /api/analytics" },
  live: { socket: "GET /ws" },
} as const satisfies Record<string, Record<string, Endpoint>>

export type Api = typeof API
