import { useSyncExternalStore } from "react"

import { subscribeNewContacts } from "@/hooks/use-live"
import { pushLatest, toLiveContact, type LiveContact } from "./live-contacts"

/*
 * Module-level, like the socket itself: the list keeps filling while the operator is on another
 * screen, and is still there when they come back. Subscribed on first use, never dropped.
 */
let contacts: LiveContact[] = []
const listeners = new Set<() => void>()
let subscribed = false

function ensureSubscribed() {
  if (subscribed) return
  subscribed = true
  subscribeNewContacts((found) => {
    contacts = pushLatest(contacts, toLiveContact(found))
    listeners.forEach((l) => l())
  })
}

/** The 10 latest contacts the live channel announced (SPEC §2.5 Live Scraping Updates), newest first. */
export function useLiveContacts(): LiveContact[] {
  ensureSubscribed()
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
    () => contacts
  )
}
