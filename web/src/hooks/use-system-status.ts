import { API } from "@shared/api-routes/endpoints"

import { useApi } from "./use-api"

export const SYSTEM_STATUS_KEY = "/api/system/status"

/** Integration status for the header and dashboard; re-fetched by Refresh and on demand only. */
export function useSystemStatus() {
  return useApi(API.system.status)
}
