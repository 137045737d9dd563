import type { SettingItem } from "@shared/api-routes/settings"
import { DEFAULT_RETENTION, type Retention, RETENTION_LABELS, RETENTION_OPTIONS } from "@shared/settings"

import { settingValue } from "@/hooks/use-settings"

/** SPEC §9's options in order, with their labels. */
export const RETENTION_CHOICES = RETENTION_OPTIONS.map((value) => ({ value, label: RETENTION_LABELS[value] }))

export const RETENTION_FIELDS = [
  {
    key: "call_logs_retention",
    label: "Call logs",
    subject: "Call logs are",
    help: "Finished calls older than this are deleted. Calls with a booked demo and calls of an active campaign stay.",
  },
  {
    key: "scraped_data_retention",
    label: "Scraped data",
    subject: "Scraped data is",
    help: "Contacts found by lead search, and finished searches, older than this are deleted. Contacts with a booked demo, in an active campaign or being called stay.",
  },
] as const

export type RetentionKey = (typeof RETENTION_FIELDS)[number]["key"]
export type RetentionForm = Record<RetentionKey, Retention>

const isRetention = (value: string): value is Retention => (RETENTION_OPTIONS as readonly string[]).includes(value)

/** The stored periods, or the 90-day default when unset (or unreadable). */
export function retentionFrom(items: readonly SettingItem[] | undefined): RetentionForm {
  const get = (key: string) => {
    const value = settingValue(items, key)
    return isRetention(value) ? value : DEFAULT_RETENTION
  }
  return { call_logs_retention: get("call_logs_retention"), scraped_data_retention: get("scraped_data_retention") }
}

/** Settings to PUT: only the periods that changed. */
export const retentionChanges = (stored: RetentionForm, form: RetentionForm) =>
  RETENTION_FIELDS.filter(({ key }) => form[key] !== stored[key]).map(({ key }) => ({ key, value: form[key] }))

/** The toast's description: what the daily purge does from now on, for the periods just saved. */
export function retentionSavedText(changes: readonly { key: RetentionKey; value: Retention }[]) {
  const parts = changes.map(({ key, value }) => {
    const subject = RETENTION_FIELDS.find((f) => f.key === key)!.subject
    return value === "forever" ? `${subject} kept forever.` : `${subject} kept for ${RETENTION_LABELS[value]}.`
  })
  const purging = changes.some((c) => c.value !== "forever")
  return [...parts, ...(purging ? ["Older data is removed once a day."] : [])].join(" ")
}
