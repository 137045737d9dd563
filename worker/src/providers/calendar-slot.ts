import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import { GoogleCalendar } from "./calendar/google-calendar"
import type { CalendarProvider } from "./calendar/calendar-provider"
import { SandboxCalendar, type SandboxCalendarStore } from "./calendar/sandbox-calendar"
import { resolveMode } from "./provider-mode"
import { makeSlot, type ProviderSlot } from "./provider-slot"

export type CalendarSlot = ProviderSlot<CalendarProvider>

/**
 * Google Calendar through the Sheets service account (one key for both: the operator shares the
 * calendar with the same e-mail); the sandbox calendar (its events in `store`, which the context keeps
 * in D1) where provider-mode.ts allows.
 */
export function makeCalendarSlot(store: SandboxCalendarStore, env: Env, settings: Settings): CalendarSlot {
  const status = resolveMode(env, {
    name: "Google Calendar",
    key: settings.google_sheets_credentials,
    fix: "paste the Google service-account key in Settings → API Configuration",
  })
  return makeSlot("calendar", status, (mode) =>
    mode === "real"
      ? new GoogleCalendar({
          credentials: settings.google_sheets_credentials,
          baseUrl: env.CALENDAR_BASE_URL,
          tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
        })
      : new SandboxCalendar(store)
  )
}

/** The service account to share the calendar with; null in the sandbox or with an unusable key. */
export function calendarClientEmail(slot: CalendarSlot) {
  return slot.mode === "real" && slot.provider instanceof GoogleCalendar ? slot.provider.clientEmail : null
}
