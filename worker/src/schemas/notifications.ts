/**
 * Notifications (SPEC §3 notification_logs, §2.10 notification settings): what the worker writes
 * when something happens the operator should hear about, and what the header bell and the Settings
 * list read. Shared by the worker and the web (`@shared/notifications`).
 */
import { z } from "zod"

/** The kinds, each behind its own setting (notification_<setting>): only enabled kinds are written. */
export const NOTIFICATION_TYPES = [
  "demo_scheduled",
  "callback_scheduled",
  "call_result",
  "system_error",
  "daily_report",
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** The setting that turns each kind on or off. */
export const NOTIFICATION_SETTING = {
  demo_scheduled: "notification_demo_scheduled",
  callback_scheduled: "notification_callback_scheduled",
  call_result: "notification_call_results",
  system_error: "notification_system_errors",
  daily_report: "notification_daily_reports",
} as const satisfies Record<NotificationType, string>

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  demo_scheduled: "Demo booked",
  callback_scheduled: "Callback asked for",
  call_result: "Call result",
  system_error: "System error",
  daily_report: "Daily report",
}

/**
 * SPEC §3: "logged" (the default) is written and kept here only: the sandbox, or no recipients.
 * With an e-mail provider configured a row is "sending" until the provider answers, then "sent" or
 * "failed" (with the reason).
 */
export const NOTIFICATION_STATUSES = ["logged", "sending", "sent", "failed"] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** GET /api/notifications: newest first, a page at a time. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
  /** The id to continue below (the previous page's nextBefore). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})

/** POST /api/notifications/read: everything up to `upTo` (default: all) is read. */
export const markReadSchema = z.object({
  upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})

/** The bell shows this many entries; the Settings list pages on. */
export const BELL_ENTRIES = 5
