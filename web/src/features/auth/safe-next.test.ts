import { describe, expect, it } from "vitest"

import { safeNext } from "./safe-next"

describe("post-sign-in redirect", () => {
  it("follows same-site paths with their query", () => {
    expect(safeNext("/contacts?page=2")).toBe("/contacts?page=2")
  })

  it("goes home for missing, foreign or looping targets", () => {
    for (const next of [null, undefined, "", "https://evil.example", "//evil.example", "/\\evil", "/login", "/login?next=/"]) {
      expect(safeNext(next)).toBe("/")
    }
  })
})
