import { describe, expect, it } from "vitest"
import { callApp, withPassword } from "../../test/operator-request"

const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? ""

function expectHardened(res: Response, socketOrigin = "ws://127.0.0.1") {
  const policy = csp(res)
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  // Listen plays a call's audio from Vapi's monitor host, and nothing else is reachable.
  expect(policy).toContain(`connect-src 'self' ${socketOrigin} wss://*.vapi.ai;`)
  expect(policy).toContain("media-src 'self' https:")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff")
  expect(res.headers.get("X-Frame-Options")).toBe("DENY")
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin")
}

describe("security headers", () => {
  it("harden an API answer, which is never stored", async () => {
    const res = await callApp("http://127.0.0.1/api/health")
    expect(res.status).toBe(200)
    expectHardened(res)
    expect(res.headers.get("Cache-Control")).toBe("no-store")
    // Plain http (the local server): no HSTS, it would pin localhost to https.
    expect(res.headers.get("Strict-Transport-Security")).toBeNull()
  })

  it("harden the app's pages and bundles served from the assets binding", async () => {
    const page = await callApp("http://127.0.0.1/contacts")
    expect(page.status).toBe(200)
    expect(page.headers.get("Content-Type")).toContain("text/html")
    expect(await page.text()).toContain('<div id="root">')
    expectHardened(page)
    const script = (await (await callApp("http://127.0.0.1/")).text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!
    const bundle = await callApp(`http://127.0.0.1${script}`)
    expect(bundle.status).toBe(200)
    expectHardened(bundle)
  })

  it("let the browser keep a content-named bundle for good, but not a page or an unknown bundle path", async () => {
    const script = (await (await callApp("http://127.0.0.1/")).text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!
    const bundle = await callApp(`http://127.0.0.1${script}`)
    expect(bundle.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable")
    const page = await callApp("http://127.0.0.1/contacts")
    expect(page.headers.get("Cache-Control")).not.toContain("immutable")
    // The single-page fallback answers an unknown bundle path with index.html: never kept.
    const missing = await callApp("http://127.0.0.1/assets/no-such-bundle-0000.js")
    expect(missing.headers.get("Content-Type")).toContain("text/html")
    expect(missing.headers.get("Cache-Control")).not.toContain("immutable")
  })

  it("harden 404s and refusals too", async () => {
    const missing = await callApp("http://127.0.0.1/api/no-such-thing")
    expect(missing.status).toBe(404)
    expectHardened(missing)
    expect(missing.headers.get("Cache-Control")).toBe("no-store")
    const refused = await withPassword("https://app.example.com/api/contacts")
    expect(refused.status).toBe(401)
    expectHardened(refused, "wss://app.example.com")
  })

  it("pin HTTPS with HSTS only when served over HTTPS", async () => {
    const res = await withPassword("https://app.example.com/api/health")
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{7,}/)
    const page = await withPassword("https://app.example.com/login")
    expect(page.headers.get("Strict-Transport-Security")).toMatch(/^max-age=/)
    expectHardened(page, "wss://app.example.com")
  })

  it("leave a polled list's own revalidation policy alone", async () => {
    const res = await callApp("http://127.0.0.1/api/contacts")
    expect(res.headers.get("ETag")).toBeTruthy()
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache")
  })
})
