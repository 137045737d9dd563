import useSWR, { type SWRConfiguration } from "swr"

import type { Endpoint } from "@shared/api-routes"
import type { ApiError } from "@/lib/api"
import { type Answer, apiKey, type InputArg } from "@/lib/api-call"

type Config<E extends Endpoint> = SWRConfiguration<Answer<E>, ApiError>

/**
 * `useSWR` for one route of the table: the key is apiKey's (so live-channel revalidation by path
 * prefix still reaches it) and the data is typed by the route's response schema. `null` input
 * fetches nothing (a conditional fetch).
 */
export function useApi<E extends Endpoint>(endpoint: E, input?: InputArg<E>[0] | null, config?: Config<E>) {
  const key = input === null ? null : apiKey(endpoint, ...([input] as InputArg<E>))
  return useSWR<Answer<E>, ApiError>(key, config)
}
