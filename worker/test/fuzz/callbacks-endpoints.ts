/** The callbacks endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

/** A wall-clock time two days on, as the callback forms send it. */
const soon = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16)

export const CALLBACKS_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    route: "/api/callbacks",
    path: () => "/api/callbacks",
    query: (s) => ({ contactId: String(s.contactIds[0]) }),
  },
  {
    method: "POST",
    route: "/api/callbacks",
    path: () => "/api/callbacks",
    body: (s) => ({
      contactId: s.contactIds[0],
      dateTime: soon(),
      timeZone: "America/Chicago",
      reason: "Back Thursday",
    }),
    storedTextFields: ["reason"],
  },
  {
    method: "PATCH",
    route: "/api/callbacks/:id",
    path: (_, param) => `/api/callbacks/${param ?? "1"}`,
    params: () => ["1"],
    body: () => ({ dateTime: soon(), reason: "Moved" }),
  },
  {
    method: "DELETE",
    route: "/api/callbacks/:id",
    path: (_, param) => `/api/callbacks/${param ?? "1"}`,
    params: () => ["1"],
  },
]
