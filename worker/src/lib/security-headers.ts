import type { Context } from "hono"
import { createMiddleware } from "hono/factory"
import { secureHeaders } from "hono/secure-headers"
import type { AppEnv } from "../app-env"
import { servedOverHttps } from "./local-gate"

/** The live channel's own origin: 'self' covers it in current Chromium, older engines need it spelled out. */
const liveSocketOrigin = (c: Context) =>
  `${servedOverHttps(c as Context<AppEnv>) ? "wss:" : "ws:"}//${new URL(c.req.url).host}`

/** Where Vapi streams a live call's audio: its listen URLs' host varies per call, always under vapi.ai. */
export const VAPI_LISTEN_ORIGIN = "wss://*.vapi.ai"

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix (scroll lock, toasts) injects <style> elements at run time; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    // Call Details plays a call's recording where the provider stores it (Vapi: storage.vapi.ai, or
    // the operator's own bucket): any https host, as audio cannot run code.
    mediaSrc: ["'self'", "https:"],
    fontSrc: ["'self'"],
    // Listen (issue 36) opens the call's audio stream at Vapi's monitor host (wss://…vapi.ai/…/listen).
    connectSrc: ["'self'", liveSocketOrigin, VAPI_LISTEN_ORIGIN],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: "DENY",
  // Not "no-referrer": with it Chromium sends `Origin: null` on same-origin POSTs, which the
  // cross-site guard must refuse.
  referrerPolicy: "strict-origin-when-cross-origin",
  // Set below, and only over HTTPS: on http://localhost it would be ignored at best.
  strictTransportSecurity: false,
})

const HSTS = "max-age=31536000; includeSubDomains"

/**
 * Vite names every bundle after its content (/assets/index-B9GaSt7C.js), so one never changes under
 * its name: the browser may keep it for good instead of asking again on every page load (the assets
 * binding's default, max-age=0, revalidated some 35 bundles per load). An unknown /assets/ path is
 * answered with the app's index.html (single-page fallback), which must not be kept.
 */
const isHashedBundle = (c: Context) =>
  c.req.path.startsWith("/assets/") &&
  c.res.status === 200 &&
  !c.res.headers.get("Content-Type")?.startsWith("text/html")

/**
 * Security headers on every answer: API JSON, the SPA's pages and static bundles (served by the
 * ASSETS binding, whose responses arrive with read-only headers), and 404s. A WebSocket's 101 is
 * left alone: it carries no document and its headers cannot be rewritten.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header("upgrade")?.toLowerCase() === "websocket") return next()
  await headers(c, async () => {
    await next()
    if (c.res.status === 101) return
    // Copy so the headers are writable whatever produced the response.
    c.res = new Response(c.res.body, c.res)
    if (servedOverHttps(c)) c.res.headers.set("Strict-Transport-Security", HSTS)
    // API data is private and changes under the client; polled lists keep their own
    // revalidation policy (ETag + "private, no-cache") so a 304 still costs one point read.
    if (c.req.path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", "no-store")
    }
    if (isHashedBundle(c)) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable")
  })
})
