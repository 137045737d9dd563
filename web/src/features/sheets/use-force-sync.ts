import { useRef, useState } from "react"

import { toast } from "@/hooks/use-toast"
import { syncCompleteToast, syncFailedToast } from "./sheets-toasts"
import { syncSheets } from "./use-sheets"

/** Force Sync Now: one request per click burst, its outcome as a toast. */
export function useForceSync() {
  // A ref, not state: a second click before React re-renders the disabled button must send nothing.
  const inFlight = useRef(false)
  const [syncing, setSyncing] = useState(false)

  async function sync() {
    if (inFlight.current) return
    inFlight.current = true
    setSyncing(true)
    try {
      toast(syncCompleteToast(await syncSheets()))
    } catch (error) {
      toast(syncFailedToast(error))
    } finally {
      inFlight.current = false
      setSyncing(false)
    }
  }

  return { sync, syncing }
}
