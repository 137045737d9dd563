import { describe, expect, it } from "vitest"
import type { ProviderMode, SystemStatus } from "@/components/provider-status"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { RecipientsField } from "./notification-fields"
import { NotificationsSection } from "./notifications-section"

function statusWithEmail(mode: ProviderMode, reason = ""): Pick<SystemStatus, "providers"> {
  const other = { mode: "sandbox" as const, reason: "" }
  return { providers: { voice: other, places: other, sheets: other, email: { mode, reason } } }
}

const sectionText = (mode: ProviderMode, reason?: string) =>
  textOf(<NotificationsSection />, { "/api/system/status": statusWithEmail(mode, reason), "/api/settings": [] })

describe("Settings → Notifications", () => {
  it("is the page's #notifications anchor", () => {
    expect(renderStatic(<NotificationsSection />)).toContain('id="notifications"')
  })

  it("says notifications are only logged in the sandbox", () => {
    expect(sectionText("sandbox")).toContain("Sandbox: notifications are logged here, not e-mailed.")
  })

  it("says e-mails go through Resend when it is configured", () => {
    expect(sectionText("real")).toContain("E-mails are sent through Resend.")
  })

  it("gives the server's reason when e-mail is not configured", () => {
    const text = sectionText("not_configured", "Add a Resend API key to e-mail notifications.")
    expect(text).toContain("Add a Resend API key to e-mail notifications.")
    expect(text).not.toContain("Sandbox:")
  })

  it("shows the recipients error under the field and marks it invalid", () => {
    const message = "Enter valid email addresses, separated by commas"
    const html = renderStatic(<RecipientsField value="nope" error={message} onChange={() => {}} />)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${message}<`))
    expect(html.indexOf("notification-emails-error")).toBeGreaterThan(html.indexOf("<input"))
  })
})
