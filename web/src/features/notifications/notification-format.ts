import type { NotificationStatus } from "@shared/notifications"

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
