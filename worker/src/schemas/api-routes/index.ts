/**
 * The route table: every route of the API with its method, Hono path and zod schemas (params,
 * query, body, answer). The worker registers each route from it (lib/table-route.ts), the web's
 * client types each call from it (types only; web/src/lib/api.ts), and worker/src/api-routes.test.ts
 * checks that the app registers exactly these routes and answers what they say.
 */
import { analyticsRoutes } from "./analytics"
import { authRoutes, healthRoutes, liveRoutes, webhooksRoutes } from "./auth"
import { automationRoutes } from "./automation"
import { calendarRoutes } from "./calendar"
import { callbacksRoutes } from "./callbacks"
import { callsRoutes, dashboardRoutes } from "./calls"
import { campaignsRoutes } from "./campaigns"
import { contactsRoutes } from "./contacts"
import type { AnyRoute, Endpoint } from "./define"
import { dncRoutes } from "./dnc"
import { notificationsRoutes } from "./notifications"
import { scrapingRoutes } from "./scraping"
import { settingsRoutes, systemRoutes } from "./settings"
import { sheetsRoutes } from "./sheets"
import { voiceRoutes } from "./voice"

export const ROUTE = {
  health: healthRoutes,
  auth: authRoutes,
  contacts: contactsRoutes,
  settings: settingsRoutes,
  system: systemRoutes,
  calls: callsRoutes,
  dashboard: dashboardRoutes,
  webhooks: webhooksRoutes,
  campaigns: campaignsRoutes,
  dnc: dncRoutes,
  scraping: scrapingRoutes,
  automation: automationRoutes,
  calendar: calendarRoutes,
  callbacks: callbacksRoutes,
  notifications: notificationsRoutes,
  sheets: sheetsRoutes,
  voice: voiceRoutes,
  analytics: analyticsRoutes,
  live: liveRoutes,
}

export type RouteTable = typeof ROUTE
/** Every route of the table, as a union. */
export type TableRoute = { [F in keyof RouteTable]: RouteTable[F][keyof RouteTable[F]] }[keyof RouteTable]
/** The table's route for "METHOD /path". */
export type RouteAt<E extends Endpoint> = Extract<TableRoute, { endpoint: E }>

export const ALL_ROUTES: AnyRoute[] = Object.values(ROUTE).flatMap((group) => Object.values(group))

export { API } from "./endpoints"
export type { AnyRoute, Endpoint, ResponseOf } from "./define"
