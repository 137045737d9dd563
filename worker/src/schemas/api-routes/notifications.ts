/** Notifications: requests from ../notifications.ts, answers and their types here. */
import { z } from "zod"
import { markReadSchema, NOTIFICATION_STATUSES, NOTIFICATION_TYPES, notificationsQuerySchema } from "../notifications"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant } from "./shared"

export const notificationViewSchema = z.strictObject({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  contactId: z.number().nullable(),
  callId: z.number().nullable(),
  /** One line: the subject of the e-mail and the bell's entry. */
  message: z.string(),
  /** The body: a few lines of plain text, or null. */
  details: z.string().nullable(),
  /** The addresses it was (or would be) sent to; empty when none are configured. */
  recipients: z.array(z.string()),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Why delivery failed, in the provider's words. */
  error: z.string().nullable(),
  createdAt: isoInstant,
  /** Seen in the bell or the Settings list (everything up to the operator's last "mark as read"). */
  read: z.boolean(),
})
export type NotificationView = z.infer<typeof notificationViewSchema>

export const notificationsResponseSchema = z.strictObject({
  notifications: z.array(notificationViewSchema),
  unread: z.number(),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().nullable(),
})
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

export const markReadResponseSchema = z.strictObject({ unread: z.number() })
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>

export const notificationsRoutes = defineRoutes(API.notifications, {
  list: { query: notificationsQuerySchema, response: notificationsResponseSchema },
  markRead: { body: markReadSchema, response: markReadResponseSchema },
})
