import { useState } from "react"
import { API } from "@shared/api-routes/endpoints"
import type { ContactTimeline } from "@shared/contacts-api"

import { useApi } from "@/hooks/use-api"
import { apiCall } from "@/lib/api-call"
import { toastApiError } from "@/lib/toast-error"

/** While one of its calls is queued or in progress, the drawer re-reads this often. */
export const LIVE_CALL_REFRESH_MS = 3000

const callInProgress = (t: ContactTimeline | undefined) =>
  Boolean(t?.calls.some((c) => c.status === "queued" || c.status === "calling"))

/**
 * A contact's drawer: the contact, its demos and its newest calls (a cached read, so the live
 * channel's contact_updated and a Call Now re-read it by its /api/contacts path), re-read every few
 * seconds while a call is in progress so its outcome and transcript appear when it ends. Older
 * calls are history: `loadOlder` reads them a page at a time by the server's ?before cursor.
 */
export function useContactTimeline(contactId: number | null) {
  const latest = useApi(API.contacts.timeline, contactId === null ? null : { params: { id: contactId } }, {
    refreshInterval: (t) => (callInProgress(t) ? LIVE_CALL_REFRESH_MS : 0),
  })
  // Keyed by contact, so another contact's drawer starts without the previous one's pages.
  const [older, setOlder] = useState<{ contactId: number | null; pages: ContactTimeline[] }>({
    contactId,
    pages: [],
  })
  const [loadingOlder, setLoadingOlder] = useState(false)
  const pages = older.contactId === contactId ? older.pages : []
  const last = pages.at(-1) ?? latest.data
  const shown = new Set(latest.data?.calls.map((c) => c.id))

  async function loadOlder() {
    if (contactId === null || !last?.nextBefore) return
    setLoadingOlder(true)
    try {
      const page = await apiCall(API.contacts.timeline, {
        params: { id: contactId },
        query: { before: last.nextBefore },
      })
      setOlder({ contactId, pages: [...pages, page] })
    } catch (error) {
      toastApiError(error, { fallback: "Older calls could not be loaded" })
    } finally {
      setLoadingOlder(false)
    }
  }

  return {
    data: latest.data,
    error: latest.error,
    isLoading: latest.isLoading,
    // A call the first page gained since (a new call pushes one down) is not listed twice.
    calls: [...(latest.data?.calls ?? []), ...pages.flatMap((p) => p.calls).filter((c) => !shown.has(c.id))],
    hasOlder: Boolean(last?.nextBefore),
    loadingOlder,
    loadOlder,
  }
}
