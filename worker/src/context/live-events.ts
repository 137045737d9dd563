import type { FoundContact, LiveEvent } from "../../../party/events"

/** Where services put live events; the boundary that owns the unit of work sends them. */
export interface LiveEvents {
  emit(event: LiveEvent): void
}

const keyOf = (event: LiveEvent) => JSON.stringify(event)

/**
 * One flush's events, in first-seen order: identical events once (transcript lines excepted: each is
 * a line spoken), every `contacts_found` as one
 * event carrying all the contacts (a 20-contact page is one message, not 20), and `contact_updated`
 * as one event whose ids are the union (no ids on any of them means "all contacts").
 */
export function mergeEvents(events: readonly LiveEvent[]): LiveEvent[] {
  const out: LiveEvent[] = []
  const seen = new Set<string>()
  let found: FoundContact[] | undefined
  let updated: { ids: Set<number> | null } | undefined
  for (const event of events) {
    if (event.type === "contacts_found") {
      if (!found) {
        found = []
        out.push({ type: "contacts_found", contacts: found })
      }
      for (const c of event.contacts) if (!found.some((f) => f.id === c.id)) found.push(c)
      continue
    }
    if (event.type === "contact_updated") {
      if (!updated) {
        updated = { ids: new Set() }
        out.push(event)
      }
      if (!event.contactIds) updated.ids = null
      else for (const id of event.contactIds) updated.ids?.add(id)
      continue
    }
    // Every transcript line is its own: a lead saying "Yes." twice said it twice.
    if (event.type === "call_transcript") {
      out.push(event)
      continue
    }
    const key = keyOf(event)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(event)
  }
  return out.map((e) =>
    e.type === "contact_updated"
      ? updated?.ids
        ? { type: "contact_updated", contactIds: [...updated.ids] }
        : { type: "contact_updated" }
      : e
  )
}

/**
 * The events of one unit of work. `flush()` sends what was emitted, merged, in one call to `send`;
 * an event emitted after the flush (background work the unit started) is sent on its own through
 * `late`, so it is never lost.
 */
export class EventBuffer implements LiveEvents {
  #events: LiveEvent[] = []
  #flushed = false

  constructor(
    private readonly send: (events: LiveEvent[]) => Promise<void>,
    private readonly late: (p: Promise<void>) => void = () => {}
  ) {}

  emit(event: LiveEvent) {
    if (!this.#flushed) {
      this.#events.push(event)
      return
    }
    this.late(this.send([event]))
  }

  /** What was emitted so far, merged (tests read it). */
  get pending(): LiveEvent[] {
    return mergeEvents(this.#events)
  }

  async flush() {
    this.#flushed = true
    const events = mergeEvents(this.#events.splice(0))
    if (!events.length) return
    await this.send(events)
  }
}
