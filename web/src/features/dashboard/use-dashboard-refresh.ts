import { useState } from "react"

import { toastApiError } from "@/lib/toast-error"
import { refreshDashboard } from "./use-dashboard"

/**
 * A card's Refresh button: refreshes the whole dashboard now, spins while it runs, and says
 * "Refresh Failed" when any part could not be fetched. `onRefreshed` runs after a success.
 */
export function useDashboardRefresh(onRefreshed?: () => void) {
  const [refreshing, setRefreshing] = useState(false)

  async function refresh() {
    setRefreshing(true)
    try {
      await refreshDashboard()
      onRefreshed?.()
    } catch (error) {
      toastApiError(error, {
        title: "Refresh Failed",
        fallback: "Unable to update dashboard data. Please try again.",
        reason: "none",
      })
    } finally {
      setRefreshing(false)
    }
  }

  return { refreshing, refresh }
}
