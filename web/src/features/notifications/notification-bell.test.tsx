import { describe, expect, it } from "vitest"
import { unstable_serialize } from "swr"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { BellEntries } from "./bell-panel"
import { BellButton, NotificationBell } from "./notification-bell"
import { notificationFixture, pageFixture } from "./notification-fixtures"
import { BELL_KEY } from "./use-notifications"

describe("the bell's unread badge", () => {
  it("shows no badge when everything is read", () => {
    const html = renderStatic(<BellButton unread={0} />)
    expect(html).toContain('aria-label="Notifications"')
    expect(html).not.toContain("unread-badge")
  })

  it("shows the count up to 9 and names it", () => {
    const html = renderStatic(<BellButton unread={3} />)
    expect(html).toContain('aria-label="Notifications, 3 unread"')
    expect(html).toMatch(/data-testid="unread-badge"[^>]*>3</)
  })

  it("shortens more than 9 to 9+, keeping the exact count in its name", () => {
    const html = renderStatic(<BellButton unread={12} />)
    expect(html).toContain('aria-label="Notifications, 12 unread"')
    expect(html).toMatch(/data-testid="unread-badge"[^>]*>9\+</)
  })

  it("reads the count from the bell's list", () => {
    const page = pageFixture([notificationFixture({ id: 2 }), notificationFixture({ id: 1, read: true })])
    const html = renderStatic(<NotificationBell />, { [unstable_serialize(BELL_KEY)]: page })
    expect(html).toContain('aria-label="Notifications, 1 unread"')
  })
})

describe("the bell's entries", () => {
  it("says so when there are none", () => {
    expect(textOf(<BellEntries entries={[]} />)).toContain("No notifications yet")
  })

  it("shows the kind, the message and a Failed chip carrying the reason", () => {
    const failed = notificationFixture({
      type: "system_error",
      message: "Google Sheets sync failed",
      status: "failed",
      error: "The domain example.com is not verified",
    })
    const html = renderStatic(<BellEntries entries={[failed, notificationFixture({ id: 2, status: "sent" })]} />)
    const text = textOf(<BellEntries entries={[failed]} />)
    expect(text).toContain("System error")
    expect(text).toContain("Google Sheets sync failed")
    expect(text).toContain("5 mins ago")
    expect(html).toMatch(/title="The domain example.com is not verified"[^>]*>Failed</)
    // Only failures get a chip in the bell.
    expect(html).not.toContain(">Sent<")
  })
})
