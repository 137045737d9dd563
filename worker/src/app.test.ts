import { SELF } from "cloudflare:test"
import { describe, expect, it } from "vitest"

describe("foundation", () => {
  it("answers health on loopback", async () => {
    const res = await SELF.fetch("http://127.0.0.1/api/health")
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })
})
