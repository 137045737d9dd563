import { API } from "@shared/api-routes/endpoints"
import type { DncImportResponse } from "@shared/api-routes/dnc"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { importChunks, mergeImportResults } from "./dnc-import"

export const DNC_KEY = "/api/dnc"
export const DNC_PAGE_SIZE = 10

/**
 * One page of the do-not-call list. Re-read whenever the card mounts: opt-outs heard on calls are
 * added by the worker without a live event for this list.
 */
export function useDncList(search: string, page: number) {
  return useApi(
    API.dnc.list,
    { query: { search, page, pageSize: DNC_PAGE_SIZE } },
    {
      revalidateOnMount: true,
      keepPreviousData: true,
    }
  )
}

export const refreshDnc = () => revalidatePrefixes(DNC_KEY)

export const dncApi = {
  add: (phone: string, reason?: string) => apiCall(API.dnc.add, { body: { phone, reason } }),
  remove: (phone: string) => apiCall(API.dnc.remove, { params: { phone } }),
  /** Large lists go in several requests (the API takes 10,000 numbers at a time). */
  async import(phones: string[]): Promise<DncImportResponse> {
    const results: DncImportResponse[] = []
    for (const chunk of importChunks(phones)) {
      results.push(await apiCall(API.dnc.import, { body: { phones: chunk } }))
    }
    return mergeImportResults(results)
  },
}
