import { describe, expect, it } from "vitest"

import { safeNext } from "./safe-next"

const ORIGIN = "http://127.0.0.1:8787"
const next = (value: string | null | undefined) => safeNext(value, ORIGIN)

describe("post-sign-in redirect", () => {
  it("follows same-site paths with their query and hash", () => {
    expect(next("/contacts?page=2")).toBe("/contacts?page=2")
    expect(next("/calls#today")).toBe("/calls#today")
    expect(next(`${ORIGIN}/settings`)).toBe("/settings")
  })

  it("goes home for missing, foreign or looping targets", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil",
      "/login",
      "/login?next=/",
      "/login/",
    ]) {
      expect(next(value), String(value)).toBe("/")
    }
  })

  it("goes home for targets the browser would resolve to another site", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "\t//evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "\\/evil.example",
      " //evil.example",
      "https:evil.example",
      "http://127.0.0.1:8788/",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      expect(next(value), JSON.stringify(value)).toBe("/")
    }
  })

  it("keeps encoded look-alikes as harmless paths on this site", () => {
    for (const value of [
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%09/evil.example",
      "/.//evil.example",
      "/..//evil.example",
    ]) {
      const path = next(value)
      expect(new URL(path, ORIGIN).origin, value).toBe(ORIGIN)
      expect(path.startsWith("//"), value).toBe(false)
    }
    expect(next("/.//evil.example")).toBe("/evil.example")
  })
})
