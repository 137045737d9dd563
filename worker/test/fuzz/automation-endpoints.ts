/** The AI Automation endpoints of the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const AUTOMATION_ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/api/automation/states", path: noParam("/api/automation/states") },
  {
    method: "GET",
    route: "/api/automation/cities/:state",
    path: (_, param) => `/api/automation/cities/${param ?? "MI"}`,
    params: () => ["MI", "ny", "Texas"],
  },
  {
    method: "POST",
    route: "/api/automation/launch-city-campaign",
    path: noParam("/api/automation/launch-city-campaign"),
    body: (_, n) => ({
      state: n % 2 ? "MI" : "Michigan",
      city: n % 3 ? "Grand Rapids" : "Lansing",
      websiteFilter: "without_website",
      allCategories: ["automotive", "food_dining"],
      sequentialScraping: true,
    }),
    storedTextFields: ["city"],
  },
  { method: "GET", route: "/api/automation/runs/latest", path: noParam("/api/automation/runs/latest") },
]
