import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { listNotifications, markNotificationsRead } from "../../services/notifications/notifications-read.service"

/** Notifications (SPEC §3 notification_logs): the header bell and the Settings list. */
export const notificationsRoutes = createRouter()
  .on(...tableRoute(ROUTE.notifications.list), async (c) =>
    c.json(await listNotifications(c.var.db, c.req.valid("query")), 200)
  )
  .on(...tableRoute(ROUTE.notifications.markRead), async (c) =>
    c.json(await markNotificationsRead(c.var.db, c.req.valid("json").upTo, Date.now()), 200)
  )
