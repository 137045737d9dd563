import type { NotificationsResponse, NotificationView } from "@shared/api-routes/notifications"

/** A notification as GET /api/notifications answers it, for the unit tests of the bell and the lists. */
export function notificationFixture(over: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    type: "demo_scheduled",
    contactId: 7,
    callId: 12,
    message: "Demo booked with Smile Dental for Tue, Nov 24 at 10:00 AM",
    details: "Contact: Dr. Lee\nPhone: (555) 010-0001",
    recipients: ["owner@example.com"],
    status: "logged",
    error: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...over,
  }
}

export function pageFixture(notifications: NotificationView[], over: Partial<NotificationsResponse> = {}) {
  return { notifications, unread: notifications.filter((n) => !n.read).length, nextBefore: null, ...over }
}
