import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"

export const SYSTEM_INFO_KEY = "/api/system/info"

/** Settings → System Information; read when the page opens and on Refresh (figures, not a live feed). */
export function useSystemInfo() {
  return useApi(API.system.info)
}
