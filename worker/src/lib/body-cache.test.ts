import { afterEach, describe, expect, it, vi } from "vitest"
import { bodyCache } from "./body-cache"

afterEach(() => vi.useRealTimers())

describe("bodyCache", () => {
  it("answers only for the ETag a body was rendered under", () => {
    bodyCache.set("contacts:p1", 'W/"c1"', '{"items":[1]}')
    expect(bodyCache.get("contacts:p1", 'W/"c1"')).toBe('{"items":[1]}')
    expect(bodyCache.get("contacts:p1", 'W/"c2"')).toBeUndefined()
    expect(bodyCache.get("contacts:p2", 'W/"c1"')).toBeUndefined()
  })

  it("a newer render replaces the older one for the same request", () => {
    bodyCache.set("k", 'W/"1"', "old")
    bodyCache.set("k", 'W/"2"', "new")
    expect(bodyCache.get("k", 'W/"1"')).toBeUndefined()
    expect(bodyCache.get("k", 'W/"2"')).toBe("new")
    expect(bodyCache.size).toBe(1)
  })

  it("keeps at most 256 requests, dropping the least recently used", () => {
    for (let i = 0; i < 256; i++) bodyCache.set(`k${i}`, "e", `body ${i}`)
    expect(bodyCache.get("k0", "e")).toBe("body 0") // k0 is now the most recently used
    bodyCache.set("k256", "e", "body 256")
    expect(bodyCache.size).toBe(256)
    expect(bodyCache.get("k1", "e")).toBeUndefined()
    expect(bodyCache.get("k0", "e")).toBe("body 0")
    expect(bodyCache.get("k256", "e")).toBe("body 256")
  })

  it("does not keep a body over 512 KB, and keeps 8 MB in all", () => {
    bodyCache.set("huge", "e", "x".repeat(600 * 1024))
    expect(bodyCache.has("huge")).toBe(false)
    const big = "y".repeat(500 * 1024)
    for (let i = 0; i < 20; i++) bodyCache.set(`big${i}`, "e", big)
    expect(bodyCache.size).toBe(16) // 16 × 500 KB fits in 8 MB, a 17th does not
    expect(bodyCache.has("big0")).toBe(false)
    expect(bodyCache.has("big19")).toBe(true)
  })

  it("forgets a body after a minute", () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") })
    bodyCache.set("k", "e", "body")
    vi.setSystemTime(new Date("2026-11-21T10:00:59Z"))
    expect(bodyCache.get("k", "e")).toBe("body")
    vi.setSystemTime(new Date("2026-11-21T10:01:01Z"))
    expect(bodyCache.get("k", "e")).toBeUndefined()
    expect(bodyCache.size).toBe(0)
  })
})
