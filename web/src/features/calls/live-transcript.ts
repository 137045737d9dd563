import { useSyncExternalStore } from "react"

import { subscribeLiveEvents } from "@/hooks/use-live"

/** One spoken line of a call in progress, as the `/ws` room relays it (issue 36). */
export interface LiveLine {
  role: "assistant" | "lead"
  text: string
  /** ISO time the line was spoken. */
  at: string
}

/** Lines kept per call, and calls kept: a long call's start scrolls away, a day of calls is forgotten. */
export const MAX_LINES_PER_CALL = 200
const MAX_CALLS = 30

const EMPTY: readonly LiveLine[] = []
const byCall = new Map<number, readonly LiveLine[]>()
const listeners = new Set<() => void>()

const keyOf = (line: LiveLine) => `${line.at}\u0000${line.role}\u0000${line.text}`

/**
 * Adds lines to a call's live transcript, in spoken order, each once: the room's backlog (a screen
 * opened mid-call) and the socket's events overlap, and an event may arrive before the backlog.
 */
export function addLiveLines(callId: number, lines: readonly LiveLine[]) {
  if (!lines.length) return
  const before = byCall.get(callId) ?? EMPTY
  const seen = new Set(before.map(keyOf))
  const fresh = lines.filter((l) => {
    const key = keyOf(l)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (!fresh.length) return
  const merged = [...before, ...fresh].sort((a, b) => a.at.localeCompare(b.at)).slice(-MAX_LINES_PER_CALL)
  byCall.delete(callId)
  byCall.set(callId, merged)
  // The map keeps insertion order: the call heard from longest ago goes first.
  while (byCall.size > MAX_CALLS) byCall.delete(byCall.keys().next().value!)
  listeners.forEach((l) => l())
}

/** What was said so far on a call, as heard on this screen (empty for a call never heard). */
export function liveLinesOf(callId: number): readonly LiveLine[] {
  return byCall.get(callId) ?? EMPTY
}

/** Forgets every call (tests). */
export function resetLiveTranscripts() {
  byCall.clear()
  listeners.forEach((l) => l())
}

// Every screen hears every line from the moment the app loads: the dashboard's LIVE box shows the
// latest, and Call Details opened later starts from what this screen heard plus the room's backlog.
subscribeLiveEvents((event) => {
  if (event.type === "call_transcript") {
    addLiveLines(event.callId, [{ role: event.role, text: event.text, at: event.at }])
  }
})

const subscribe = (cb: () => void) => {
  listeners.add(cb)
  return () => {
    listeners.delete(cb)
  }
}

/** A call's live lines, re-rendering as lines arrive; null callId reads nothing. */
export function useLiveLines(callId: number | null): readonly LiveLine[] {
  const read = () => (callId === null ? EMPTY : liveLinesOf(callId))
  return useSyncExternalStore(subscribe, read, read)
}
