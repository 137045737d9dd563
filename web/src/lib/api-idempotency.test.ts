import { afterEach, describe, expect, it, vi } from "vitest"

import { type ApiError, apiFetch } from "./api"
import { IDEMPOTENCY_HEADER, SAME_ACTION_MS } from "./api-idempotency"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** fetch answering each call from `answers` in turn (a function throws or answers); what it was sent. */
function stubFetch(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers[Math.min(fetchMock.mock.calls.length - 1, answers.length - 1)]!
    return next()
  })
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}
const ok = () => new Response('{"id":7}', { status: 201 })
const lost = () => {
  throw new TypeError("Failed to fetch")
}
const inProgress = () =>
  new Response(JSON.stringify({ error: { code: "request_in_progress", message: "Still running" } }), { status: 409 })
const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("the Idempotency-Key on writes", () => {
  it("gives a double click one key: the same write again while the first runs, or just after it", async () => {
    vi.useFakeTimers()
    const fetchMock = stubFetch(ok)
    const body = { contactId: 41, phoneNumber: "+13125550141" }
    await Promise.all([
      apiFetch("/api/calls/vapi/initiate", { method: "POST", body }),
      apiFetch("/api/calls/vapi/initiate", { method: "POST", body }),
    ])
    await vi.advanceTimersByTimeAsync(SAME_ACTION_MS - 100)
    await apiFetch("/api/calls/vapi/initiate", { method: "POST", body })
    const keys = keysSent(fetchMock)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    // Later it is a new action, and so is another contact at once.
    await vi.advanceTimersByTimeAsync(SAME_ACTION_MS + 100)
    await apiFetch("/api/calls/vapi/initiate", { method: "POST", body })
    await apiFetch("/api/calls/vapi/initiate", { method: "POST", body: { ...body, contactId: 42 } })
    expect(new Set(keysSent(fetchMock)).size).toBe(3)
  })

  it("keeps Pause, Resume, Pause apart: only the latest write to a path is the one a repeat can join", async () => {
    const fetchMock = stubFetch(ok)
    for (const status of ["paused", "running", "paused"])
      await apiFetch("/api/campaigns/7", { method: "PATCH", body: { status } })
    expect(new Set(keysSent(fetchMock)).size).toBe(3)
  })

  it("sends a fresh random UUID with every write, one per call", async () => {
    const fetchMock = stubFetch(ok)
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) await apiFetch("/api/campaigns", { method, body: {} })
    await apiFetch("/api/campaigns", { method: "POST", body: { name: "Another" } })
    const keys = keysSent(fetchMock)
    expect(keys).toHaveLength(5)
    for (const key of keys) expect(key).toMatch(UUID)
    expect(new Set(keys).size).toBe(5)
  })

  it("leaves reads and sign-in alone, and keeps a key the caller chose", async () => {
    const fetchMock = stubFetch(ok)
    await apiFetch("/api/campaigns")
    await apiFetch("/api/auth/login", { method: "POST", body: { password: "x" } })
    await apiFetch("/api/campaigns", { method: "POST", body: {}, headers: { [IDEMPOTENCY_HEADER]: "mine" } })
    expect(keysSent(fetchMock)).toEqual([null, null, "mine"])
  })

  it("sends a write the network lost again, with the same key and body", async () => {
    vi.useFakeTimers()
    const fetchMock = stubFetch(lost, lost, ok)
    const out = apiFetch("/api/campaigns", { method: "POST", body: { name: "Spring" } })
    await vi.runAllTimersAsync()
    expect(await out).toEqual({ id: 7 })
    const keys = keysSent(fetchMock)
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(UUID)
    expect(new Set(keys).size).toBe(1)
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(Array(3).fill('{"name":"Spring"}'))
  })

  it("asks again with the same key while the worker is still at the first copy (409 request_in_progress)", async () => {
    vi.useFakeTimers()
    const fetchMock = stubFetch(inProgress, inProgress, ok)
    const out = apiFetch("/api/calls/vapi/initiate", { method: "POST", body: { contactId: 1 } })
    await vi.runAllTimersAsync()
    expect(await out).toEqual({ id: 7 })
    expect(new Set(keysSent(fetchMock)).size).toBe(1)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it("gives up after a few tries: the network error or the 409 reaches the caller", async () => {
    vi.useFakeTimers()
    stubFetch(lost)
    const failed = apiFetch("/api/campaigns", { method: "POST", body: {} }).catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    expect(await failed).toBeInstanceOf(TypeError)

    stubFetch(inProgress)
    const busy = apiFetch("/api/campaigns", { method: "POST", body: {} }).catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    expect(((await busy) as ApiError).code).toBe("request_in_progress")
  })

  it("never sends a read, an unkeyed write or an aborted write again", async () => {
    const reads = stubFetch(lost)
    await expect(apiFetch("/api/campaigns")).rejects.toBeInstanceOf(TypeError)
    await expect(apiFetch("/api/auth/login", { method: "POST", body: {} })).rejects.toBeInstanceOf(TypeError)
    expect(reads).toHaveBeenCalledTimes(2)

    const controller = new AbortController()
    const aborted = stubFetch(() => {
      controller.abort()
      throw new TypeError("Failed to fetch")
    })
    await expect(
      apiFetch("/api/campaigns", { method: "POST", body: {}, signal: controller.signal })
    ).rejects.toBeInstanceOf(TypeError)
    expect(aborted).toHaveBeenCalledTimes(1)
  })
})
