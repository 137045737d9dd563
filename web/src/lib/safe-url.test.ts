import { describe, expect, it } from "vitest"

import { httpsUrl } from "./safe-url"

describe("httpsUrl", () => {
  it("keeps absolute https URLs", () => {
    expect(httpsUrl("https://storage.vapi.ai/rec.wav")).toBe("https://storage.vapi.ai/rec.wav")
    expect(httpsUrl("HTTPS://storage.vapi.ai/a b.wav")).toBe("https://storage.vapi.ai/a%20b.wav")
  })

  it("refuses every other scheme, relative and unparsable values", () => {
    for (const value of [
      "javascript:alert(document.cookie)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://storage.vapi.ai/rec.wav",
      "//evil.example/rec.wav",
      "/recordings/1.wav",
      "not a url",
      "",
      null,
      undefined,
    ]) {
      expect(httpsUrl(value), String(value)).toBeNull()
    }
  })
})
