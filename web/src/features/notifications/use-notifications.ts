import { useState } from "react"
import type { SWRConfiguration } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { BELL_ENTRIES } from "@shared/notifications"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey } from "@/lib/api-call"
import { toastApiError } from "@/lib/toast-error"

export const NOTIFICATIONS_KEY = "/api/notifications"
/**
 * BELL_ENTRIES, checked against the contract by type only: importing the value would bring the
 * contract's zod schemas (and zod) into the app shell, which the header is part of.
 */
export const BELL_LIMIT: typeof BELL_ENTRIES = 5
/** The Settings list reads this many at a time; "Load more" asks for the next page below. */
export const NOTIFICATIONS_PAGE_SIZE = 20

// The live channel's notification_added refreshes these (live-events.ts). Focus does too: a
// notification published while the socket was down or the laptop asleep would otherwise wait.
const LIVE_LIST: SWRConfiguration = { revalidateOnFocus: true }

/** The header bell: the newest few and the unread count. */
const BELL_QUERY = { limit: BELL_LIMIT }
export const BELL_KEY = apiKey(API.notifications.list, { query: BELL_QUERY })

export function useBellNotifications() {
  return useApi(API.notifications.list, { query: BELL_QUERY }, LIVE_LIST)
}

const pageQuery = (before?: number) => ({ limit: NOTIFICATIONS_PAGE_SIZE, before })
export const notificationsPageKey = (before?: number) => apiKey(API.notifications.list, { query: pageQuery(before) })

/**
 * One page of the Settings list: the newest without `before`, else the entries below that id (the
 * previous page's nextBefore). Re-read on mount, so returning to Settings never shows an old page.
 */
export function useNotificationsPage(before?: number) {
  return useApi(
    API.notifications.list,
    { query: pageQuery(before) },
    {
      ...LIVE_LIST,
      revalidateOnMount: true,
      keepPreviousData: true,
    }
  )
}

/** POST /api/notifications/read: everything up to `upTo` (default: all) is read; every list re-reads. */
export async function markAllRead(upTo?: number) {
  try {
    return await apiCall(API.notifications.markRead, { body: upTo === undefined ? {} : { upTo } })
  } finally {
    void revalidatePrefixes(NOTIFICATIONS_KEY)
  }
}

/**
 * "Mark all as read" for a list showing `newestId` first: what arrives after it stays unread, since
 * the operator has not seen it yet.
 */
export function useMarkAllRead() {
  const [marking, setMarking] = useState(false)
  async function run(newestId?: number) {
    setMarking(true)
    try {
      await markAllRead(newestId)
    } catch (error) {
      toastApiError(error, { fallback: "Failed to mark notifications as read" })
    } finally {
      setMarking(false)
    }
  }
  return { marking, markAllRead: run }
}
