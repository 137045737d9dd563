import { mutate, type SWRConfiguration } from "swr"
import { ApiError } from "./api-error"
import { keyWrite, sendKeyed } from "./api-idempotency"

export { ApiError } from "./api-error"

/*
 * A small typed fetch wrapper instead of `hc<AppType>`: the worker's route types reference
 * Cloudflare globals (D1Database, DurableObjectNamespace…) that cannot live in the DOM build
 * (mixing the two type sets breaks Response typing). Request/response shapes come from @shared.
 */

export type ApiInit = Omit<RequestInit, "body"> & {
  /** Plain objects/arrays are sent as JSON; strings, FormData and Blobs as they are. */
  body?: unknown
}

const isRawBody = (b: unknown) =>
  typeof b === "string" || b instanceof FormData || b instanceof Blob || b instanceof URLSearchParams

/** Paths that must never trigger the sign-in redirect (they are how you sign in). */
const NO_REDIRECT = ["/api/auth/"]

function redirectToLogin() {
  if (typeof window === "undefined" || window.location.pathname === "/login") return
  const next = window.location.pathname + window.location.search
  window.location.assign(`/login?next=${encodeURIComponent(next)}`)
}

/**
 * fetch with cookies and the worker's headers; any non-2xx throws ApiError (SPEC §7), and a lost
 * session sends the operator to sign in. The response is left unread (a file, say); JSON goes through apiFetch.
 */
export async function apiResponse(path: string, init: ApiInit = {}): Promise<Response> {
  const { body, headers: initHeaders, ...rest } = init
  const headers = new Headers(initHeaders)
  if (!headers.has("accept")) headers.set("accept", "application/json")
  let payload: BodyInit | undefined
  if (body !== undefined) {
    if (isRawBody(body)) payload = body as BodyInit
    else {
      payload = JSON.stringify(body)
      headers.set("content-type", "application/json")
    }
  }
  // The worker refuses writes of any other type, body-less ones included (its cross-site guard).
  const method = (rest.method ?? "GET").toUpperCase()
  if (method !== "GET" && method !== "HEAD" && !headers.has("content-type") && !(body instanceof FormData)) {
    headers.set("content-type", "application/json")
  }
  // Each call is one user action, and so is the same write again within a moment (a double click):
  // they carry one key, kept if the call sends them again.
  const write = keyWrite(path, method, headers, payload)
  let res: Response
  try {
    res = await sendKeyed(path, { credentials: "include", ...rest, headers, body: payload }, write.keyed)
  } finally {
    write.done()
  }
  if (!res.ok) {
    const error = new ApiError(res.status, res.statusText, await res.text())
    if (error.status === 401 && error.code === "unauthorized" && !NO_REDIRECT.some((p) => path.startsWith(p))) {
      redirectToLogin()
    }
    throw error
  }
  return res
}

/** fetch with cookies, JSON in and out; any non-2xx throws ApiError (SPEC §7). */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const res = await apiResponse(path, init)
  const text = res.status === 204 ? "" : await res.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    return text as T
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** `withQuery("/api/contacts", { q: "den", page: 2 })` -> "/api/contacts?q=den&page=2" (empty values dropped). */
export function withQuery(path: string, params?: QueryParams) {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== "") search.set(k, String(v))
  }
  const qs = search.toString()
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path
}

/** SWR keys are a GET path, or `[path, params]` so prefix revalidation still sees the path. */
export type ApiKey = string | readonly [string, QueryParams?]

/** The default SWR fetcher (GET JSON). */
export const swrFetcher = <T = unknown>(key: ApiKey) =>
  apiFetch<T>(typeof key === "string" ? key : withQuery(key[0], key[1]))

/**
 * SPEC §7: no automatic retry, no refetch on focus, data never goes stale by default (only an
 * explicit refresh, polling set by a hook, or a live-channel event re-fetches).
 */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2000,
}

/** True when an SWR key (a path string, or an array whose first item is the path) starts with a prefix. */
export function keyMatches(key: unknown, prefixes: readonly string[]) {
  const path = typeof key === "string" ? key : Array.isArray(key) ? key[0] : undefined
  return typeof path === "string" && prefixes.some((p) => path.startsWith(p))
}

/** Re-fetch every cached key under the given path prefixes, e.g. `revalidatePrefixes("/api/contacts")`. */
export function revalidatePrefixes(...prefixes: string[]) {
  return mutate((key) => keyMatches(key, prefixes))
}

/** Re-fetch everything (the header's Refresh button). */
export function revalidateAll() {
  return mutate(() => true)
}
