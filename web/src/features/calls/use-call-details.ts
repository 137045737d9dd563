import useSWR from "swr"
import type { CallDetails } from "@shared/calls"

/**
 * One call with its transcript (GET /api/calls/:id). The key sits under /api/calls, so a
 * call_updated live event re-fetches it: an open dialog fills in as the call ends.
 */
export function useCallDetails(callId: number | null) {
  return useSWR<CallDetails>(callId ? `/api/calls/${callId}` : null)
}
