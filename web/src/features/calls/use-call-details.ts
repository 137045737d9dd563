import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"

/**
 * One call with its transcript (GET /api/calls/:id). The key sits under /api/calls, so a
 * call_updated live event re-fetches it: an open dialog fills in as the call ends.
 */
export function useCallDetails(callId: number | null) {
  return useApi(API.calls.get, callId ? { params: { id: callId } } : null)
}
