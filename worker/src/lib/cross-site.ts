import { createMiddleware } from "hono/factory"
import type { AppEnv } from "../app-env"
import { AppError } from "./errors"

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"])

const isWebSocketUpgrade = (upgrade: string | undefined) => upgrade?.toLowerCase() === "websocket"

/**
 * Browsers attach the session cookie (or, on loopback, nothing at all is needed) to requests another
 * site triggers, so a write or a live-channel socket is only accepted from this app's own pages.
 * Server-to-server callers (webhooks, scripts) send no Origin and no Sec-Fetch-Site, and pass.
 */
export const refuseCrossSite = createMiddleware<AppEnv>(async (c, next) => {
  if (!MUTATING.has(c.req.method) && !isWebSocketUpgrade(c.req.header("upgrade"))) return next()
  const origin = c.req.header("origin")
  // "null" (sandboxed frames, data: pages) is foreign too.
  const foreign = origin !== undefined && origin !== new URL(c.req.url).origin
  if (foreign || c.req.header("sec-fetch-site") === "cross-site") {
    throw new AppError("cross_site", 403, "This request came from another site and was refused.")
  }
  return next()
})

/**
 * Writes take JSON only, even body-less ones: a browser cannot send `application/json` across
 * sites without a CORS preflight, which this API never grants.
 */
export const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  if (!MUTATING.has(c.req.method)) return next()
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase()
  if (type !== "application/json") {
    throw new AppError("unsupported_media_type", 415, "Send this request with Content-Type: application/json.")
  }
  return next()
})
