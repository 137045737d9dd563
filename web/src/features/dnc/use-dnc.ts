import useSWR from "swr"
import type { DncAddResult, DncRemoveResult } from "@shared/action-results"
import type { DncImportResponse, DncListResponse } from "@shared/dnc"

import { apiFetch, revalidatePrefixes } from "@/lib/api"
import { importChunks, mergeImportResults } from "./dnc-import"

export const DNC_KEY = "/api/dnc"
export const DNC_PAGE_SIZE = 10

/**
 * One page of the do-not-call list. Re-read whenever the card mounts: opt-outs heard on calls are
 * added by the worker without a live event for this list.
 */
export function useDncList(search: string, page: number) {
  return useSWR<DncListResponse>([DNC_KEY, { search, page, pageSize: DNC_PAGE_SIZE }], {
    revalidateOnMount: true,
    keepPreviousData: true,
  })
}

export const refreshDnc = () => revalidatePrefixes(DNC_KEY)

export const dncApi = {
  add: (phone: string, reason?: string) => apiFetch<DncAddResult>(DNC_KEY, { method: "POST", body: { phone, reason } }),
  remove: (phone: string) => apiFetch<DncRemoveResult>(`${DNC_KEY}/${encodeURIComponent(phone)}`, { method: "DELETE" }),
  /** Large lists go in several requests (the API takes 10,000 numbers at a time). */
  async import(phones: string[]): Promise<DncImportResponse> {
    const results: DncImportResponse[] = []
    for (const chunk of importChunks(phones)) {
      results.push(await apiFetch<DncImportResponse>(`${DNC_KEY}/import`, { method: "POST", body: { phones: chunk } }))
    }
    return mergeImportResults(results)
  },
}
