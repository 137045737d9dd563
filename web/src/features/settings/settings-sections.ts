/**
 * Settings' sections in page order: the section navigation lists them and each card carries the id
 * (deep links like /settings#voice, the dashboard's Fix links). Labels are the cards' titles.
 */
export interface SettingsSection {
  id: string
  label: string
  /** The group the navigation shows it under. */
  group: "Calling" | "Alerts and data" | "This installation"
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: "api-configuration", label: "API Configuration", group: "Calling" },
  { id: "voice", label: "Voice", group: "Calling" },
  { id: "live-calls", label: "Live Calls", group: "Calling" },
  { id: "dialing-rules", label: "Dialing Rules", group: "Calling" },
  { id: "rate-limits", label: "Rate Limits", group: "Calling" },
  { id: "costs", label: "Costs", group: "Calling" },
  { id: "do-not-call", label: "Do-Not-Call List", group: "Calling" },
  { id: "notifications", label: "Notifications", group: "Alerts and data" },
  { id: "timezone", label: "Time Zone", group: "Alerts and data" },
  { id: "data-retention", label: "Data Retention", group: "Alerts and data" },
  { id: "quick-actions", label: "Quick Actions", group: "This installation" },
  { id: "configuration-backup", label: "Configuration Backup", group: "This installation" },
  { id: "system-info", label: "System Information", group: "This installation" },
  { id: "clear-all-data", label: "Clear All Data", group: "This installation" },
]

export const SETTINGS_GROUPS = ["Calling", "Alerts and data", "This installation"] as const
