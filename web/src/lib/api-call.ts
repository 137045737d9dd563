import type { Endpoint, ResponseOf, RouteAt } from "@shared/api-routes"
import { type PathOf, splitEndpoint } from "@shared/api-routes/define"
import type { z, ZodType } from "zod"
import { type ApiKey, apiFetch, type ApiInit, apiResponse, type QueryParams, withQuery } from "./api"

/*
 * Calls typed by the route table (worker/src/schemas/api-routes/). A call names a route, e.g.
 * `apiCall(API.contacts.create, { body })`; its params, query, body and answer types come from the
 * route's schemas. Only the types: the web never builds the response schemas (bundle size), and the
 * API object it reads at run time is the table's zod-free list of method + path.
 */

type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type Route<E extends Endpoint> = RouteAt<E>

/** What one call sends: path params (named by the path), query and body (typed by the route's schemas). */
export type CallInput<E extends Endpoint> = ([ParamNames<PathOf<E>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<E>>, string | number> }) &
  (Route<E> extends { query: infer Q extends ZodType } ? { query?: z.input<Q> } : unknown) &
  (Route<E> extends { bodyReadByHandler: true }
    ? { body?: unknown }
    : Route<E> extends { body: infer B extends ZodType }
      ? { body: z.input<B> }
      : unknown) & { signal?: AbortSignal }

/** The route's answer as the client receives it (dates are ISO strings). */
export type Answer<E extends Endpoint> = ResponseOf<Route<E>>

type Requires<E extends Endpoint> = [ParamNames<PathOf<E>>] extends [never]
  ? Route<E> extends { body: ZodType; bodyReadByHandler?: never }
    ? true
    : false
  : true

/** The input argument: required when the route has path params or a body, optional otherwise. */
export type InputArg<E extends Endpoint> = Requires<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>]

interface LooseInput {
  params?: Record<string, string | number>
  query?: unknown
  body?: unknown
  signal?: AbortSignal
}

/** "/api/contacts/:id" with { id: 7 } -> "/api/contacts/7" (each value URI-encoded). */
function fillPath(path: string, params: LooseInput["params"] = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** The route's URL for this input: params filled in, empty query values dropped. */
export function apiUrl<E extends Endpoint>(endpoint: E, ...[input]: InputArg<E>) {
  const { params, query } = (input ?? {}) as LooseInput
  return withQuery(fillPath(splitEndpoint(endpoint).path, params), query as QueryParams | undefined)
}

/**
 * The SWR key of a GET: its path, or `[path, query]` when a query is given, so prefix revalidation
 * (revalidatePrefixes) still sees the path and the default fetcher (swrFetcher) builds the URL.
 */
export function apiKey<E extends Endpoint>(endpoint: E, ...[input]: InputArg<E>): ApiKey {
  const { params, query } = (input ?? {}) as LooseInput
  const path = fillPath(splitEndpoint(endpoint).path, params)
  return query === undefined ? path : ([path, query as QueryParams] as const)
}

function init(endpoint: Endpoint, input: LooseInput | undefined, headers?: HeadersInit): ApiInit {
  const { method } = splitEndpoint(endpoint)
  return { method, body: input?.body, signal: input?.signal, headers }
}

/** One JSON call; any non-2xx throws ApiError (see apiFetch). */
export function apiCall<E extends Endpoint>(endpoint: E, ...[input]: InputArg<E>): Promise<Answer<E>> {
  const loose = input as LooseInput | undefined
  return apiFetch<Answer<E>>(apiUrl(endpoint, ...([input] as InputArg<E>)), init(endpoint, loose))
}

/** A route that answers a file (a .zip, an .ics): the Response, unread; a refusal throws ApiError. */
export function apiFile<E extends Endpoint>(endpoint: E, accept: string, ...[input]: InputArg<E>) {
  const loose = input as LooseInput | undefined
  return apiResponse(apiUrl(endpoint, ...([input] as InputArg<E>)), init(endpoint, loose, { accept }))
}
