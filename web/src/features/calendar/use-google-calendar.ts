import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey } from "@/lib/api-call"

/** While demos wait to be written, the card re-reads this often too (a live event missed during a reconnect). */
const PENDING_REFRESH_MS = 10_000

/**
 * Where demos go on Google Calendar, whether it works and what waits; a `calendar_updated` live event
 * re-reads it, and so does a slow poll while something waits.
 */
export function useGoogleCalendar() {
  return useApi(API.calendar.google, undefined, {
    shouldRetryOnError: false,
    refreshInterval: (status) => (status?.pending ? PENDING_REFRESH_MS : 0),
  })
}

/** The sandbox calendar's events (sandbox mode with a calendar saved only). */
export function useSandboxCalendar(enabled: boolean) {
  return useApi(API.calendar.googleSandbox, enabled ? undefined : null)
}

/**
 * Saves the calendar; the server checks it at once and answers the new status (a refusal is a 502
 * whose message says what to do, and the status re-read shows it too).
 */
export async function saveGoogleCalendar(calendarId: string) {
  try {
    const status = await apiCall(API.calendar.saveGoogle, { body: { calendarId } })
    await mutate(apiKey(API.calendar.google), status, { revalidate: false })
    return status
  } finally {
    void revalidatePrefixes("/api/calendar/google")
  }
}
