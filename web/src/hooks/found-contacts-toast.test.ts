import { afterEach, describe, expect, it, vi } from "vitest"

import type { FoundContact } from "@party/events"
import {
  announceFoundContacts,
  foundDescription,
  FOUND_STREAM_GAP_MS,
  resetFoundContacts,
} from "./found-contacts-toast"
import { currentToasts, toast } from "./use-toast"

const found = (id: number, businessName: string): FoundContact => ({
  id,
  businessName,
  phone: `+1512555${String(id).padStart(4, "0")}`,
  progress: id,
  total: 500,
})

const newsToasts = () => currentToasts().filter((t) => t.title === "New Contact Found")

afterEach(() => {
  resetFoundContacts()
  vi.useRealTimers()
  // Close whatever the test left open.
  currentToasts().forEach((t) => t.onOpenChange?.(false))
})

describe("one New Contact Found toast per search", () => {
  it("names the first business with its phone, then counts the rest", () => {
    expect(foundDescription(found(1, "Austin Taqueria"), 1)).toBe("Austin Taqueria - (512) 555-0001")
    expect(foundDescription(found(1, "Austin Taqueria"), 24)).toBe("Austin Taqueria - (512) 555-0001, +23 more")
  })

  it("updates the toast on screen instead of adding one per contact", () => {
    announceFoundContacts([found(1, "Austin Taqueria"), found(2, "Barton Dental")], 1_000)
    const [shown] = newsToasts()
    announceFoundContacts([found(3, "Congress Cafe")], 2_000)
    expect(newsToasts()).toHaveLength(1)
    expect(newsToasts()[0]).toMatchObject({ id: shown!.id, description: "Austin Taqueria - (512) 555-0001, +2 more" })
  })

  it("stays closed for the rest of the search once it has gone", () => {
    announceFoundContacts([found(1, "Austin Taqueria")], 1_000)
    newsToasts()[0]!.onOpenChange?.(false)
    announceFoundContacts([found(2, "Barton Dental")], 7_000)
    expect(newsToasts().filter((t) => t.open)).toHaveLength(0)
    // A search that starts after a long quiet spell is news again.
    announceFoundContacts([found(3, "Congress Cafe")], 7_000 + FOUND_STREAM_GAP_MS + 1)
    expect(
      newsToasts()
        .filter((t) => t.open)
        .map((t) => t.description)
    ).toEqual(["Congress Cafe - (512) 555-0003"])
  })

  it("counts contacts that arrive while it waits behind the answer to a click", () => {
    vi.useFakeTimers()
    toast({ title: "Scraping Started" })
    announceFoundContacts([found(1, "Austin Taqueria")], Date.now())
    announceFoundContacts([found(2, "Barton Dental"), found(3, "Congress Cafe")], Date.now())
    expect(newsToasts()).toHaveLength(0)
    vi.advanceTimersByTime(2_000)
    expect(newsToasts().map((t) => t.description)).toEqual(["Austin Taqueria - (512) 555-0001, +2 more"])
  })
})
