import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { coalesce } from "./coalesce"

describe("coalesce", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("hands a burst over once at the window's end, each item once", () => {
    const flush = vi.fn()
    const c = coalesce<string>(flush, 500)
    // A campaign's calls ending: 20 call_updated events, each staling the same three paths.
    for (let i = 0; i < 20; i++) c.add("/api/calls", "/api/dashboard", "/api/campaigns/status")
    c.add("/api/contacts")
    expect(flush).not.toHaveBeenCalled()
    vi.advanceTimersByTime(499)
    expect(flush).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(flush).toHaveBeenCalledTimes(1)
    expect(flush).toHaveBeenCalledWith(["/api/calls", "/api/dashboard", "/api/campaigns/status", "/api/contacts"])
  })

  it("keeps a steady stream flowing: one flush per window, never postponed by later items", () => {
    const flush = vi.fn()
    const c = coalesce<string>(flush, 500)
    for (let ms = 0; ms < 2_000; ms += 100) {
      c.add("/api/calls")
      vi.advanceTimersByTime(100)
    }
    expect(flush).toHaveBeenCalledTimes(4)
    // Nothing new: nothing more is read.
    vi.advanceTimersByTime(5_000)
    expect(flush).toHaveBeenCalledTimes(4)
  })

  it("drops what is pending when cancelled", () => {
    const flush = vi.fn()
    const c = coalesce<string>(flush, 500)
    c.add("/api/calls")
    c.cancel()
    vi.advanceTimersByTime(1_000)
    expect(flush).not.toHaveBeenCalled()
    c.add("/api/dashboard")
    vi.advanceTimersByTime(500)
    expect(flush).toHaveBeenCalledWith(["/api/dashboard"])
  })
})
