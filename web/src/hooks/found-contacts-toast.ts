import type { FoundContact } from "@party/events"
import { formatNanpDisplay } from "@shared/phone-display"
import { toast, toastPending } from "@/hooks/use-toast"

/** SPEC §8: "New Contact Found" shows for 2 seconds. */
export const FOUND_TOAST_MS = 2_000
/**
 * Contacts arriving within this long of the previous ones belong to the same search (a step every
 * 6 s, an automation run's next category within seconds): one toast for all of them. A search
 * that resumes after a longer pause (the hourly maps budget) is news again.
 */
export const FOUND_STREAM_GAP_MS = 60_000

/** "Austin Taqueria - (512) 555-0134" for the first, then ", +23 more" as the stream grows. */
export function foundDescription(first: FoundContact, count: number) {
  const line = `${first.businessName} - ${formatNanpDisplay(first.phone) ?? first.phone}`
  return count > 1 ? `${line}, +${(count - 1).toLocaleString("en-US")} more` : line
}

type Stream = { first: FoundContact; count: number; lastAt: number; handle: ReturnType<typeof toast> }
let stream: Stream | null = null

/**
 * One "New Contact Found" toast per search instead of one per contact: it updates its count while
 * it is on screen (or held behind the answer to a click) and stays closed once it has gone, while
 * the header's progress chip carries the rest of the run.
 */
export function announceFoundContacts(contacts: readonly FoundContact[], now = Date.now()) {
  if (contacts.length === 0) return
  if (!stream || now - stream.lastAt > FOUND_STREAM_GAP_MS) {
    const first = contacts[0]!
    const description = foundDescription(first, contacts.length)
    const handle = toast({ title: "New Contact Found", description, duration: FOUND_TOAST_MS, ambient: true })
    stream = { first, count: contacts.length, lastAt: now, handle }
    return
  }
  stream.count += contacts.length
  stream.lastAt = now
  if (toastPending(stream.handle.id))
    stream.handle.update({ description: foundDescription(stream.first, stream.count) })
}

/** Tests: forget the current stream. */
export function resetFoundContacts() {
  stream = null
}
