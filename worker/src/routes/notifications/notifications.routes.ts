import { createRouter } from "../../lib/create-app"
import { validate } from "../../lib/validate"
import { markReadSchema, notificationsQuerySchema } from "../../schemas/notifications"
import { listNotifications, markNotificationsRead } from "../../services/notifications/notifications-read.service"

/** Notifications (SPEC §3 notification_logs): the header bell and the Settings list. */
export const notificationsRoutes = createRouter()
  .get("/", validate("query", notificationsQuerySchema), async (c) =>
    c.json(await listNotifications(c.var.db, c.req.valid("query")), 200)
  )
  .post("/read", validate("json", markReadSchema), async (c) =>
    c.json(await markNotificationsRead(c.var.db, c.req.valid("json").upTo, Date.now()), 200)
  )
