import { NOTIFICATION_SETTING } from "@shared/notifications"
import type { SettingItem } from "@shared/api-routes/settings"
import { isMaskedValue } from "@shared/settings"

import type { ProviderInfo } from "@/components/provider-status"
import { settingValue } from "@/hooks/use-settings"
import { settingRuleError } from "./use-settings"

/** SPEC §2.10 notification kinds, in form order, each with its default when nothing is stored. */
export const NOTIFICATION_TOGGLES = [
  {
    key: NOTIFICATION_SETTING.demo_scheduled,
    label: "Demo booked",
    description: "When a call books a demo on your calendar.",
    defaultOn: true,
  },
  {
    key: NOTIFICATION_SETTING.callback_scheduled,
    label: "Callback asked for",
    description: "When a lead asks the assistant to call back at a time (the dialer calls them then).",
    defaultOn: true,
  },
  {
    key: NOTIFICATION_SETTING.call_result,
    label: "Call results",
    description: "The outcome of every finished call: answered, voicemail (message left or not), no answer.",
    defaultOn: false,
  },
  {
    key: NOTIFICATION_SETTING.system_error,
    label: "System errors",
    description: "When a call, a search or a sync fails and needs a look.",
    defaultOn: true,
  },
  {
    key: NOTIFICATION_SETTING.daily_report,
    label: "Daily report",
    description: "A summary of the day's calls, answers and demos, sent after midnight in your time zone.",
    defaultOn: false,
  },
] as const

export type ToggleKey = (typeof NOTIFICATION_TOGGLES)[number]["key"]

export type NotificationSettingsForm = Record<ToggleKey, boolean> & {
  notification_emails: string
  resend_api_key: string
}

export function notificationSettingsFrom(items: readonly SettingItem[] | undefined): NotificationSettingsForm {
  const get = (key: string) => settingValue(items, key)
  const toggles = Object.fromEntries(
    NOTIFICATION_TOGGLES.map(({ key, defaultOn }) => [key, get(key) === "" ? defaultOn : get(key) === "true"])
  ) as Record<ToggleKey, boolean>
  return { ...toggles, notification_emails: get("notification_emails"), resend_api_key: get("resend_api_key") }
}

/** The key input always starts empty (the masked stored key is only its placeholder), as on API Configuration. */
export const withEmptyResendKey = (form: NotificationSettingsForm) => ({ ...form, resend_api_key: "" })

/** Settings to PUT: what differs from the stored values, and the key only when a new one was typed. */
export function notificationSettingsChanges(stored: NotificationSettingsForm, form: NotificationSettingsForm) {
  const changes: { key: string; value: string }[] = []
  const emails = form.notification_emails.trim()
  if (emails !== stored.notification_emails.trim()) changes.push({ key: "notification_emails", value: emails })
  for (const { key } of NOTIFICATION_TOGGLES) {
    if (form[key] !== stored[key]) changes.push({ key, value: String(form[key]) })
  }
  const secret = form.resend_api_key.trim()
  if (secret && !isMaskedValue(secret)) changes.push({ key: "resend_api_key", value: secret })
  return changes
}

/** The server's own rule for the recipients (SETTING_RULES), so the form refuses what the API would. */
export function recipientsError(value: string): string | null {
  return settingRuleError("notification_emails", value, "Enter valid email addresses")
}

export type EmailModeLine = { tone: "info" | "warning" | "error"; text: string }

/** How notifications leave the app, from GET /api/system/status; null while the server does not say. */
export function emailModeLine(email: ProviderInfo | undefined): EmailModeLine | null {
  switch (email?.mode) {
    case "real":
      return { tone: "info", text: "E-mails are sent through Resend." }
    case "sandbox":
      return { tone: "warning", text: "Sandbox: notifications are logged here, not e-mailed." }
    case "not_configured":
      return { tone: "error", text: email.reason }
    default:
      return null
  }
}
