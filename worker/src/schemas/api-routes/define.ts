/**
 * The shape of the route table: each route's method and path (from ./endpoints.ts) with the zod
 * schemas of its params, query, body and answer. The worker registers its validators from these
 * (lib/table-route.ts), the web's client types its calls from them (web/src/lib/api.ts), and
 * worker/src/api-routes.test.ts checks every answer against them.
 */
import type { z, ZodType } from "zod"

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
/** "POST /api/contacts": one route's method and Hono path. */
export type Endpoint = `${Method} /${string}`

/** Routes that do not answer JSON: a file (an .ics, a .zip) or the live channel's WebSocket. */
export interface OtherResponse {
  kind: "file" | "websocket"
  /** The file's Content-Type, as the route sends it. */
  contentType?: string
}
export const fileResponse = (contentType: string): OtherResponse => ({ kind: "file", contentType })
export const websocketResponse: OtherResponse = { kind: "websocket" }

export interface RouteSpec {
  params?: ZodType
  query?: ZodType
  body?: ZodType
  /**
   * The handler reads the body itself, so no validator is attached: the webhook checks its secret
   * before reading anything, and a configuration import answers SPEC §5's message for a non-JSON file.
   */
  bodyReadByHandler?: true
  /** The 2xx JSON answer (the response schemas are strict: an extra or a missing field fails). */
  response: ZodType | OtherResponse
}

export type MethodOf<E> = E extends `${infer M extends Method} /${string}` ? M : never
export type PathOf<E> = E extends `${Method} ${infer P}` ? P : never

export type RouteOf<E extends Endpoint, S extends RouteSpec> = S & { endpoint: E; method: MethodOf<E>; path: PathOf<E> }
export type AnyRoute = RouteSpec & { endpoint: Endpoint; method: Method; path: string }

export const splitEndpoint = <E extends Endpoint>(endpoint: E) => {
  const space = endpoint.indexOf(" ")
  return { method: endpoint.slice(0, space) as MethodOf<E>, path: endpoint.slice(space + 1) as PathOf<E> }
}

/**
 * One feature's routes: exactly the endpoints of ./endpoints.ts (a missing or an extra name fails to
 * compile), each with its schemas.
 */
export function defineRoutes<
  const E extends Record<string, Endpoint>,
  const S extends { [K in keyof E]: RouteSpec } & Record<Exclude<keyof S, keyof E>, never>,
>(endpoints: E, specs: S): { [K in keyof E]: RouteOf<E[K], S[K]> } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [
      name,
      { ...(specs[name as keyof E] as RouteSpec), endpoint, ...splitEndpoint(endpoint) },
    ])
  ) as { [K in keyof E]: RouteOf<E[K], S[K]> }
}

/** The JSON a route answers, as the client receives it; a Response for files. */
export type ResponseOf<R extends AnyRoute> = R["response"] extends ZodType ? z.output<R["response"]> : Response
