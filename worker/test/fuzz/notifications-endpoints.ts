/** The notifications endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const NOTIFICATIONS_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    route: "/api/notifications",
    path: noParam("/api/notifications"),
    query: () => ({ limit: "5", before: "100" }),
  },
  {
    method: "POST",
    route: "/api/notifications/read",
    path: noParam("/api/notifications/read"),
    body: () => ({ upTo: 3 }),
  },
]
