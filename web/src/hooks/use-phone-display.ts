import { useEffect, useSyncExternalStore } from "react"

import { formatNanpDisplay } from "@shared/phone-display"

type Format = (e164: string) => string

// shared/phone.ts brings libphonenumber's metadata (about 50 KB gzipped): a screen that only shows
// numbers loads it when a number is not North American, not with its first script.
let format: Format | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function loadFormatter() {
  loading ??= import("@shared/phone").then(
    (m) => {
      format = m.formatPhoneDisplay
      listeners.forEach((l) => l())
    },
    () => {
      // Shown as stored meanwhile; the next number asks again.
      loading = null
    }
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * `formatPhoneDisplay` (shared/phone.ts) without its library on the first screen: a North American
 * number at once, "(555) 123-4567"; any other as stored until the library has loaded, then as
 * `formatPhoneDisplay` prints it.
 */
export function usePhoneDisplay(e164: string): string {
  const loaded = useSyncExternalStore(subscribe, () => format)
  const nanp = formatNanpDisplay(e164)
  const needsLibrary = nanp === null && e164 !== "" && loaded === null
  useEffect(() => {
    if (needsLibrary) void loadFormatter()
  }, [needsLibrary])
  return nanp ?? (loaded ? loaded(e164) : e164)
}
