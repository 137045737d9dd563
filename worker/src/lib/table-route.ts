import type { MiddlewareHandler } from "hono"
import type { ZodType } from "zod"
import type { AnyRoute } from "../schemas/api-routes"
import { validate } from "./validate"

type Validator<Target extends "param" | "query" | "json", S> = S extends ZodType
  ? ReturnType<typeof validate<S, Target>>
  : never

/** The validators a route's schemas ask for, in the order Hono runs them: params, query, body. */
type Validators<R extends AnyRoute> = [
  ...(R extends { params: infer S } ? [Validator<"param", S>] : []),
  ...(R extends { query: infer S } ? [Validator<"query", S>] : []),
  ...(R extends { bodyReadByHandler: true } ? [] : R extends { body: infer S } ? [Validator<"json", S>] : []),
]

/**
 * `router.on(...tableRoute(ROUTE.contacts.create), handler)`: the route's method, path and
 * validators, all from the route table (schemas/api-routes/), so what the worker checks is what the
 * web's client is typed with. Spread into `.on` so the chain keeps its types for `hc<AppType>`.
 */
export function tableRoute<R extends AnyRoute>(route: R): [R["method"], R["path"], ...Validators<R>] {
  const validators: MiddlewareHandler[] = []
  if (route.params) validators.push(validate("param", route.params))
  if (route.query) validators.push(validate("query", route.query))
  if (route.body && !route.bodyReadByHandler) validators.push(validate("json", route.body))
  return [route.method, route.path, ...validators] as [R["method"], R["path"], ...Validators<R>]
}
