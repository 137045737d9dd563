/** The Demo Calendar endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const CALENDAR_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    route: "/api/calendar/events",
    path: noParam("/api/calendar/events"),
    query: () => ({ from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z" }),
  },
  {
    method: "DELETE",
    route: "/api/calendar/demo/:id",
    path: (_, param) => `/api/calendar/demo/${param ?? "1"}`,
    params: () => ["1"],
  },
  {
    method: "PUT",
    route: "/api/calendar/demo/:id",
    path: (_, param) => `/api/calendar/demo/${param ?? "1"}`,
    params: () => ["1"],
    body: () => ({ dateTime: "2031-01-07T15:30", timeZone: "America/Chicago" }),
  },
  {
    method: "PUT",
    route: "/api/calendar/demo/:id/outcome",
    path: (_, param) => `/api/calendar/demo/${param ?? "1"}/outcome`,
    params: () => ["1"],
    body: () => ({ outcome: "held" }),
  },
  {
    method: "GET",
    route: "/api/calendar/demo/:file",
    path: (_, param) => `/api/calendar/demo/${param ?? "1.ics"}`,
    params: () => ["1.ics"],
  },
  { method: "GET", route: "/api/calendar/feed", path: noParam("/api/calendar/feed") },
  { method: "POST", route: "/api/calendar/feed/rotate", path: noParam("/api/calendar/feed/rotate") },
  {
    method: "GET",
    route: "/api/calendar/feed/:file",
    path: (_, param) => `/api/calendar/feed/${param ?? "x.ics"}`,
    params: () => ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics"],
  },
  { method: "GET", route: "/api/calendar/google", path: noParam("/api/calendar/google") },
  {
    method: "PUT",
    route: "/api/calendar/google",
    path: noParam("/api/calendar/google"),
    body: () => ({ calendarId: "fuzz@group.calendar.google.com" }),
  },
  { method: "GET", route: "/api/calendar/google/sandbox", path: noParam("/api/calendar/google/sandbox") },
]
