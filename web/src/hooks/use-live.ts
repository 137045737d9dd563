import { useEffect, useSyncExternalStore } from "react"
import { WebSocket as ReconnectingWebSocket } from "partysocket"

import type { FoundContact, LiveEvent } from "@party/events"
import { announceFoundContacts } from "@/hooks/found-contacts-toast"
import { revalidateAll, revalidatePrefixes } from "@/lib/api"
import { coalesce } from "@/lib/coalesce"
import { LIVE_REVALIDATE_MS, LIVE_SOCKET_OPTIONS, liveUrl, parseLiveEvent, stalePrefixes } from "./live-events"

// The phone formatter brings libphonenumber's metadata (about 40 KB gzipped): loaded with the first
// found contact (the scraping screens have it already), so it stays out of the initial bundle.
export type LiveStatus = "connecting" | "open" | "closed"
export type { FoundContact }

/* Module-level so any component can read the state or subscribe while one layout owns the socket. */
let status: LiveStatus = "connecting"
const statusListeners = new Set<() => void>()
const newContactListeners = new Set<(contact: FoundContact) => void>()
const eventListeners = new Set<(event: LiveEvent) => void>()
let socket: ReconnectingWebSocket | null = null
// SWR's mutate re-reads a key on every call (no deduplication): events' stale paths are gathered and
// re-read once per window instead (live-events.ts LIVE_REVALIDATE_MS).
const staleSoon = coalesce<string>((prefixes) => void revalidatePrefixes(...prefixes), LIVE_REVALIDATE_MS)

function setStatus(next: LiveStatus) {
  status = next
  statusListeners.forEach((l) => l())
}

/**
 * Listen for found contacts, one call per contact of each `contacts_found` event, in order (e.g. the
 * scraping screen's live list). Returns the unsubscribe.
 */
export function subscribeNewContacts(listener: (contact: FoundContact) => void) {
  newContactListeners.add(listener)
  return () => {
    newContactListeners.delete(listener)
  }
}

/**
 * Listen for every event, as its stale paths are queued for re-reading (e.g. the app's in-place cache
 * patches of features this hook cannot import). Returns the unsubscribe.
 */
export function subscribeLiveEvents(listener: (event: LiveEvent) => void) {
  eventListeners.add(listener)
  return () => {
    eventListeners.delete(listener)
  }
}

/** Reopen the socket after it gave up (5 failed attempts), e.g. from a manual refresh. */
export function reconnectLive() {
  if (socket && status === "closed") socket.reconnect()
}

function handleMessage(message: MessageEvent) {
  let event: LiveEvent | null
  try {
    event = parseLiveEvent(message.data)
  } catch (error) {
    console.error("Live channel: could not parse message", error)
    return
  }
  if (!event) return
  const prefixes = stalePrefixes(event)
  if (prefixes.length) staleSoon.add(...prefixes)
  eventListeners.forEach((l) => l(event))
  if (event.type === "contacts_found") {
    // The server sends a step's contacts as one event; the whole search shares one toast.
    for (const contact of event.contacts) newContactListeners.forEach((l) => l(contact))
    announceFoundContacts(event.contacts)
  }
}

/** Connection state of the live channel, for indicators. */
export function useLiveStatus() {
  return useSyncExternalStore(
    (cb) => {
      statusListeners.add(cb)
      return () => statusListeners.delete(cb)
    },
    () => status
  )
}

/**
 * Open the /ws live channel; mount once (AppLayout). `onEvent` hears every event while mounted.
 * Returns the connection state.
 */
export function useLive(onEvent?: (event: LiveEvent) => void) {
  useEffect(() => (onEvent ? subscribeLiveEvents(onEvent) : undefined), [onEvent])
  useEffect(() => {
    const ws = new ReconnectingWebSocket(liveUrl(window.location), [], LIVE_SOCKET_OPTIONS)
    socket = ws
    let openedBefore = false
    setStatus("connecting")
    ws.addEventListener("open", () => {
      // Events published while we were disconnected are lost: re-fetch what is on screen.
      if (openedBefore) void revalidateAll()
      openedBefore = true
      setStatus("open")
    })
    ws.addEventListener("close", () => setStatus("closed"))
    ws.addEventListener("message", handleMessage)
    return () => {
      ws.close()
      staleSoon.cancel()
      if (socket === ws) socket = null
    }
  }, [])
  return useLiveStatus()
}
