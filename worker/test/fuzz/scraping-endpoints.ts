/** The lead-search endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const SCRAPING_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    route: "/api/scraping/start",
    path: noParam("/api/scraping/start"),
    body: (_, n) => ({
      query: n % 2 ? "dentist" : "restaurant",
      location: "Grand Rapids, MI",
      maxResults: 50,
      websiteFilter: "without_website",
      businessCategory: "custom",
    }),
    storedTextFields: ["query", "location"],
  },
  { method: "GET", route: "/api/scraping/jobs", path: noParam("/api/scraping/jobs") },
  {
    method: "GET",
    route: "/api/scraping/jobs/:id",
    path: (_, param) => `/api/scraping/jobs/${param ?? "1"}`,
    params: () => ["1"],
  },
  { method: "POST", route: "/api/scraping/jobs/cleanup", path: noParam("/api/scraping/jobs/cleanup") },
  { method: "GET", route: "/api/scraping/usage", path: noParam("/api/scraping/usage") },
  {
    method: "GET",
    route: "/api/scraping/contacts",
    path: noParam("/api/scraping/contacts"),
    query: () => ({ page: "1", pageSize: "25", label: "dentist - Grand Rapids, MI" }),
  },
  { method: "GET", route: "/api/scraping/groups", path: noParam("/api/scraping/groups") },
  {
    method: "POST",
    route: "/api/scraping/campaign",
    path: noParam("/api/scraping/campaign"),
    body: () => ({ name: "Scraped", labels: ["dentist - Grand Rapids, MI"] }),
    storedTextFields: ["name"],
  },
]
