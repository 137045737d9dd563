import { NOTIFICATION_TYPE_LABELS, type NotificationStatus, type NotificationType } from "@shared/notifications"

/** The bell's badge: nothing at 0, the count up to 9, then "9+". */
export function unreadBadgeText(unread: number): string | null {
  if (!(unread > 0)) return null
  return unread > 9 ? "9+" : String(Math.floor(unread))
}

/** The bell's accessible name, with the exact count the badge may shorten. */
export function bellLabel(unread: number) {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications"
}

export const STATUS_BADGE = {
  logged: { label: "Logged", variant: "secondary" },
  sending: { label: "Sending", variant: "info" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
} as const satisfies Record<NotificationStatus, { label: string; variant: string }>

/** Who it went (or would go) to, in one line. */
export function recipientsText(recipients: readonly string[]) {
  return recipients.length ? `To ${recipients.join(", ")}` : "No recipients set"
}

/**
 * The message under its kind's label, without the label said twice: the stored message starts with
 * it ("Demo booked: Austin Taqueria, …") because the e-mail has no label row, the list does.
 */
export function messageUnderLabel(type: NotificationType, message: string) {
  const prefix = `${NOTIFICATION_TYPE_LABELS[type]}: `
  return message.toLowerCase().startsWith(prefix.toLowerCase()) ? message.slice(prefix.length) : message
}
