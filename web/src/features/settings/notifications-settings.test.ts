import { describe, expect, it } from "vitest"
import { MASK } from "@shared/settings"

import {
  emailModeLine,
  notificationSettingsChanges,
  notificationSettingsFrom,
  recipientsError,
  withEmptyResendKey,
} from "./notifications-settings"

describe("notification recipients", () => {
  it("accepts a comma-separated list, or nothing", () => {
    expect(recipientsError("owner@example.com, sales@example.com")).toBeNull()
    expect(recipientsError("")).toBeNull()
  })

  it("refuses a list with a malformed address in the server's words", () => {
    expect(recipientsError("owner@example.com, sales at example")).toBe(
      "Enter valid email addresses, separated by commas"
    )
  })
})

describe("notification settings", () => {
  it("turns demo and system error notifications on by default, call results and the daily report off", () => {
    expect(notificationSettingsFrom([])).toEqual({
      notification_emails: "",
      notification_demo_scheduled: true,
      notification_callback_scheduled: true,
      notification_call_results: false,
      notification_system_errors: true,
      notification_daily_reports: false,
      resend_api_key: "",
    })
  })

  it("saves only what changed, as true/false", () => {
    const stored = notificationSettingsFrom([{ key: "notification_demo_scheduled", value: "false" }])
    const form = { ...stored, notification_demo_scheduled: true, notification_emails: " a@example.com " }
    expect(notificationSettingsChanges(stored, withEmptyResendKey(stored))).toEqual([])
    expect(notificationSettingsChanges(stored, form)).toEqual([
      { key: "notification_emails", value: "a@example.com" },
      { key: "notification_demo_scheduled", value: "true" },
    ])
  })

  it("sends a typed Resend key, never the masked one echoed back", () => {
    const stored = notificationSettingsFrom([{ key: "resend_api_key", value: `${MASK}wxyz` }])
    expect(notificationSettingsChanges(stored, stored)).toEqual([])
    expect(notificationSettingsChanges(stored, { ...stored, resend_api_key: " re_new " })).toEqual([
      { key: "resend_api_key", value: "re_new" },
    ])
  })
})

describe("e-mail delivery mode", () => {
  const email = (mode: "real" | "sandbox" | "not_configured") => ({
    mode,
    reason: "RESEND_FROM is not set",
  })
  it("says what happens to notifications in each mode", () => {
    expect(emailModeLine(email("sandbox"))?.text).toBe("Sandbox: notifications are logged here, not e-mailed.")
    expect(emailModeLine(email("real"))?.text).toBe("E-mails are sent through Resend.")
    expect(emailModeLine(email("not_configured"))?.text).toBe("RESEND_FROM is not set")
    expect(emailModeLine(undefined)).toBeNull()
  })
})
