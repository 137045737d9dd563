import { bodyLimit } from "hono/body-limit"
import { requireOperator } from "./auth/access"
import { authRoutes } from "./auth/auth.routes"
import { createApp } from "./lib/create-app"
import { tableRoute } from "./lib/table-route"
import { refuseCrossSite, requireJson } from "./lib/cross-site"
import { honourIdempotencyKey } from "./lib/idempotency"
import { securityHeaders } from "./lib/security-headers"
import { afterResponse } from "./lib/wait-until"
import { ROUTE } from "./schemas/api-routes"
import { openUnit } from "./context/ctx"
import { idempotencyStore } from "./services/idempotency/idempotency-store"
import { AppError } from "./lib/errors"
import { connectLiveRoom } from "./live/publish"
import { healthRoutes } from "./routes/health/health.routes"
import { contactsRoutes } from "./routes/contacts/contacts.routes"
import { settingsRoutes } from "./routes/settings/settings.routes"
import { systemRoutes } from "./routes/system/system.routes"
import { callsRoutes } from "./routes/calls/calls.routes"
import { dashboardRoutes } from "./routes/dashboard/dashboard.routes"
import { webhookRoutes } from "./routes/webhooks/vapi.routes"
import { campaignsRoutes } from "./routes/campaigns/campaigns.routes"
import { dncRoutes } from "./routes/dnc/dnc.routes"
import { automationRoutes } from "./routes/automation/automation.routes"
import { analyticsRoutes } from "./routes/analytics/analytics.routes"
import { calendarRoutes } from "./routes/calendar/calendar.routes"
import { callbacksRoutes } from "./routes/callbacks/callbacks.routes"
import { notificationsRoutes } from "./routes/notifications/notifications.routes"
import { sheetsRoutes } from "./routes/sheets/sheets.routes"
import { scrapingRoutes } from "./routes/scraping/scraping.routes"
import { voiceRoutes } from "./routes/voice/voice.routes"

/** 1 MB is far above any form or import chunk; a 10 MB name is refused before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024

const app = createApp()

app.use("*", securityHeaders)
app.use("*", refuseCrossSite)
// One context per request (context/ctx.ts), opened before the operator check so the session
// lookup uses its database; its live events go out once, after the handler, in one Durable Object
// call that the response does not wait for.
app.use("*", async (c, next) => {
  const later = afterResponse(c)
  const unit = openUnit(c.env, { late: (p) => void later(p) })
  c.set("ctx", unit.ctx)
  c.set("db", unit.ctx.db)
  c.set("settings", unit.ctx.settings)
  c.set("providers", unit.ctx.providers)
  try {
    await next()
  } finally {
    await later(unit.flush())
  }
})
app.use("*", requireOperator)
app.use("/api/*", requireJson)
app.use(
  "/api/*",
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError("payload_too_large", 413, "The request body is larger than 1 MB.")
    },
  })
)
// After the session and body checks: a refused request claims no key.
app.use("/api/*", honourIdempotencyKey(idempotencyStore))

// Chained so `hc<AppType>` sees every route; the value itself is only read as a type. Each feature
// registers full paths from the route table (schemas/api-routes/), so all mount at "/".
const routes = app
  .route("/", healthRoutes)
  .route("/", authRoutes)
  .route("/", contactsRoutes)
  .route("/", settingsRoutes)
  .route("/", systemRoutes)
  .route("/", callsRoutes)
  .route("/", dashboardRoutes)
  .route("/", webhookRoutes)
  .route("/", campaignsRoutes)
  .route("/", dncRoutes)
  .route("/", scrapingRoutes)
  .route("/", automationRoutes)
  .route("/", calendarRoutes)
  .route("/", callbacksRoutes)
  .route("/", notificationsRoutes)
  .route("/", sheetsRoutes)
  .route("/", voiceRoutes)
  .route("/", analyticsRoutes)

export type AppType = typeof routes

// Unknown API paths answer JSON, never the SPA's index.html.
app.all("/api/*", (c) =>
  c.json({ error: { code: "not_found", message: `No such endpoint: ${c.req.method} ${c.req.path}` } }, 404)
)

// The live channel (SPEC §7): the room is a partyserver Durable Object in this worker.
app.on(...tableRoute(ROUTE.live.socket), async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return c.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket." } }, 426)
  }
  return connectLiveRoom(c.env, c.req.raw)
})

// Everything else is the React app (static assets with SPA fallback).
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw))

export { app }
