import { describe, expect, it } from "vitest"
import { unstable_serialize } from "swr"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { notificationFixture, pageFixture } from "./notification-fixtures"
import { NotificationsList } from "./notifications-list"
import { notificationsPageKey } from "./use-notifications"

const firstPage = (page: ReturnType<typeof pageFixture>) => ({ [unstable_serialize(notificationsPageKey())]: page })

describe("Settings → Notifications list", () => {
  it("shows a failed delivery with its reason, next to one that was sent", () => {
    const failed = notificationFixture({
      id: 9,
      type: "call_result",
      message: "Call to Smile Dental: answered",
      recipients: ["owner@example.com", "sales@example.com"],
      status: "failed",
      error: "Resend: API key is invalid",
    })
    const sent = notificationFixture({ id: 8, status: "sent", read: true })
    const text = textOf(<NotificationsList />, firstPage(pageFixture([failed, sent])))
    expect(text).toContain("Recent notifications · 1 unread")
    expect(text).toContain("Call result Failed")
    expect(text).toContain("Not delivered: Resend: API key is invalid")
    expect(text).toContain("To owner@example.com, sales@example.com")
    expect(text).toContain("Demo booked Sent")
    expect(text.indexOf("Smile Dental: answered")).toBeLessThan(text.indexOf("Demo booked Sent"))
  })

  it("keeps the details behind a Details toggle and says when nobody was e-mailed", () => {
    const data = firstPage(pageFixture([notificationFixture({ recipients: [], details: "Contact: Dr. Lee" })]))
    expect(renderStatic(<NotificationsList />, data)).toMatch(/<details[^>]*><summary[^>]*>Details<\/summary>/)
    const text = textOf(<NotificationsList />, data)
    expect(text).toContain("Demo booked Logged")
    expect(text).toContain("No recipients set")
  })

  it("offers Load more only while there is an older page", () => {
    const more = firstPage(pageFixture([notificationFixture({ id: 30 })], { nextBefore: 30 }))
    expect(textOf(<NotificationsList />, more)).toContain("Load more")
    expect(textOf(<NotificationsList />, firstPage(pageFixture([notificationFixture()])))).not.toContain("Load more")
  })

  it("says so when there are none, with Mark all as read disabled", () => {
    const empty = firstPage(pageFixture([]))
    expect(textOf(<NotificationsList />, empty)).toContain("No notifications yet")
    expect(renderStatic(<NotificationsList />, empty)).toMatch(/<button[^>]*disabled=""[^>]*>.*?Mark all as read/)
  })
})
