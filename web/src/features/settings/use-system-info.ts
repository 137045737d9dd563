import useSWR from "swr"
import type { SystemInfo } from "@shared/system-info"

export const SYSTEM_INFO_KEY = "/api/system/info"

/** Settings → System Information; read when the page opens and on Refresh (figures, not a live feed). */
export function useSystemInfo() {
  return useSWR<SystemInfo>(SYSTEM_INFO_KEY)
}
