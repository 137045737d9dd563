import { useSyncExternalStore } from "react"
import { API } from "@shared/api-routes/endpoints"
import { CALL_PAGE_SIZE, type CallResultValue, type CallSort } from "@shared/calls"

import { useApi } from "@/hooks/use-api"

import { type Paging, pagingParams } from "@/lib/keyset-paging"

/** SPEC §7/§9: the calls list is polled every 5 s on the calls screen (plus live events). */
export const CALLS_REFRESH_MS = 5000

export type CallHistoryQuery = {
  paging: Paging
  sort: CallSort
  order: "asc" | "desc"
  /** Only calls with this outcome. */
  result?: CallResultValue | null
}

/**
 * One server-sorted page of Call History, by number or by cursor (see Paging); the previous page
 * stays on screen while the next loads.
 */
export function useCallHistory({ paging, sort, order, result }: CallHistoryQuery) {
  const params = { ...pagingParams(paging), sort, order, pageSize: CALL_PAGE_SIZE, ...(result ? { result } : {}) }
  return useApi(
    API.calls.list,
    { query: params },
    {
      refreshInterval: CALLS_REFRESH_MS,
      keepPreviousData: true,
    }
  )
}

/** How many calls wait in the queue, for "Resume Queued (n)": a one-row page, only its total is read. */
export function useQueuedCount() {
  const { data } = useApi(
    API.calls.list,
    { query: { status: "queued", pageSize: 1 } },
    {
      refreshInterval: CALLS_REFRESH_MS,
    }
  )
  return data?.total ?? 0
}

/** Below tailwind's md: the nine columns do not fit, so each call is a card (issue 38). */
const PHONE_QUERY = "(max-width: 767px)"

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** Whether the screen is phone-narrow; one layout is rendered, never both hidden by CSS. */
export function usePhoneWidth() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false
  )
}
