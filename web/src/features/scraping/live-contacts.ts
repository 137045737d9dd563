import type { FoundContact } from "@/hooks/use-live"

/** SPEC §9: the live list shows the 10 latest found contacts. */
export const LIVE_LIST_SIZE = 10

export type LiveContact = {
  id: number
  businessName: string
  /** E.164, as stored. */
  phone: string
  /** When this browser heard of it (ISO): the live channel carries no time. */
  foundAt: string
  progress: number
  total: number
}

export const toLiveContact = (found: FoundContact, now = new Date()): LiveContact => ({
  id: found.id,
  businessName: found.businessName,
  phone: found.phone,
  foundAt: now.toISOString(),
  progress: found.progress,
  total: found.total,
})

/** Newest first, at most `max`; a contact heard twice (a reconnect replay) moves to the top once. */
export function pushLatest(list: readonly LiveContact[], item: LiveContact, max = LIVE_LIST_SIZE): LiveContact[] {
  return [item, ...list.filter((c) => c.id !== item.id)].slice(0, max)
}
