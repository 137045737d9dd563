import { useRef, useState } from "react"
import { API } from "@shared/api-routes/endpoints"

import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { toast } from "@/hooks/use-toast"
import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { toastApiError } from "@/lib/toast-error"
import { backfillDoneToast } from "./sheets-backfill-text"
import { SHEETS_STATUS_KEY, SHEETS_UPDATES_KEY } from "./use-sheets"

/** Earlier call results and demos the sheet was never sent; a `sheets_updated` event re-reads it. */
export function useSheetsBackfillCount(enabled: boolean) {
  return useApi(API.sheets.backfillStatus, enabled ? undefined : null)
}

export type BackfillProgress = { added: number; total: number }

/**
 * "Add to sheet": the server writes the missing rows to the outbox a chunk per request; this asks
 * again while some remain, so the box can count up. The sync then carries them like any other row.
 */
export function useSheetsBackfill() {
  const running = useRef(false)
  const [progress, setProgress] = useState<BackfillProgress | null>(null)

  async function start(total: number) {
    if (running.current) return
    running.current = true
    let added = 0
    setProgress({ added, total })
    try {
      for (;;) {
        const result = await apiCall(API.sheets.backfill)
        added += result.added
        setProgress({ added, total: added + result.remaining.total })
        // Nothing added means nothing more can be (auto sync turned off meanwhile): stop, never spin.
        if (result.added === 0 || result.remaining.total === 0) break
      }
      toast(backfillDoneToast(added))
    } catch (error) {
      toastApiError(error, { title: "Sync Failed", fallback: "Failed to add the earlier activity to the sheet" })
    } finally {
      running.current = false
      setProgress(null)
      void revalidatePrefixes(SHEETS_STATUS_KEY, SHEETS_UPDATES_KEY, "/api/sheets/backfill", SYSTEM_STATUS_KEY)
    }
  }

  return { start, progress }
}
