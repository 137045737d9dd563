import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError, apiFetch, keyMatches, swrFetcher, withQuery } from "./api"

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status, statusText })
  )
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}

const unexpected = (): never => {
  throw new Error("expected the request to fail")
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("apiFetch", () => {
  it("sends cookies and a JSON body with a JSON content-type", async () => {
    const fetchMock = stubFetch(201, '{"id":7}')
    const out = await apiFetch<{ id: number }>("/api/contacts", {
      method: "POST",
      body: { businessName: "Smile Dental" },
    })
    expect(out).toEqual({ id: 7 })
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.credentials).toBe("include")
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json")
    expect(init?.body).toBe('{"businessName":"Smile Dental"}')
  })

  it("labels every write as JSON, body-less ones too, and leaves reads alone", async () => {
    const fetchMock = stubFetch(200, "{}")
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"])
      await apiFetch("/api/calls/clear-pending", { method })
    await apiFetch("/api/calls")
    const types = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("content-type"))
    expect(types).toEqual([...Array(5).fill("application/json"), null])
  })

  it("turns the error envelope into an ApiError with code, issues and the status line", async () => {
    const body = JSON.stringify({
      error: {
        code: "conflict",
        message: "Contact already exists: Smile Dental - +15550100001",
        existing: { businessName: "Smile Dental", phone: "+15550100001" },
      },
    })
    stubFetch(409, body, "Conflict")
    const error = await apiFetch("/api/contacts", { method: "POST", body: {} }).then(
      unexpected,
      (e: unknown) => e as ApiError
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(409)
    expect(error.code).toBe("conflict")
    expect(error.message).toBe("Contact already exists: Smile Dental - +15550100001")
    expect(error.statusLine).toBe(`409: ${body}`)
    expect(error.detail("existing")).toEqual({ businessName: "Smile Dental", phone: "+15550100001" })
  })

  it("uses the status text when a failure has no body", async () => {
    stubFetch(502, "", "Bad Gateway")
    const error = await apiFetch("/api/calls").then(unexpected, (e: unknown) => e as ApiError)
    expect(error.statusLine).toBe("502: Bad Gateway")
    expect(error.message).toBe("502: Bad Gateway")
    expect(error.code).toBe("http_502")
  })

  it("sends the browser to sign-in on an unauthorized API answer", async () => {
    const assign = vi.fn()
    vi.stubGlobal("window", { location: { pathname: "/calls", search: "?x=1", assign } })
    stubFetch(401, JSON.stringify({ error: { code: "unauthorized", message: "Sign in to continue." } }))
    await expect(apiFetch("/api/calls")).rejects.toThrow("Sign in to continue.")
    expect(assign).toHaveBeenCalledWith("/login?next=%2Fcalls%3Fx%3D1")
  })

  it("does not redirect for a wrong password on the sign-in call itself", async () => {
    const assign = vi.fn()
    vi.stubGlobal("window", { location: { pathname: "/login", search: "", assign } })
    stubFetch(401, JSON.stringify({ error: { code: "wrong_password", message: "That password is not correct." } }))
    await expect(apiFetch("/api/auth/login", { method: "POST", body: { password: "x" } })).rejects.toThrow(
      "That password is not correct."
    )
    expect(assign).not.toHaveBeenCalled()
  })
})

describe("SWR keys", () => {
  it("fetches [path, params] keys with a query string, dropping empty values", async () => {
    const fetchMock = stubFetch(200, "[]")
    await swrFetcher(["/api/contacts", { q: "den tal", page: 2, status: "" }])
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/contacts?q=den+tal&page=2")
    expect(withQuery("/api/x")).toBe("/api/x")
  })

  it("matches string and array keys by path prefix", () => {
    expect(keyMatches("/api/contacts?page=2", ["/api/contacts"])).toBe(true)
    expect(keyMatches(["/api/contacts", { q: "a" }], ["/api/contacts"])).toBe(true)
    expect(keyMatches("/api/calls", ["/api/contacts"])).toBe(false)
    expect(keyMatches(undefined, ["/api"])).toBe(false)
  })
})
