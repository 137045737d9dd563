import useSWR from "swr"

import type { SystemStatus } from "@/components/provider-status"

export const SYSTEM_STATUS_KEY = "/api/system/status"

/** Integration status for the header and dashboard; re-fetched by Refresh and on demand only. */
export function useSystemStatus() {
  return useSWR<SystemStatus>(SYSTEM_STATUS_KEY)
}
