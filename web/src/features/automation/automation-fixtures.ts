import type { AutomationRunView, CitySuggestion, RunCategoryView } from "@shared/api-routes/automation"
import { AUTOMATION_CATEGORIES, automationCategory } from "@shared/automation"

/** A city as GET /api/automation/cities/:state answers it, for the unit tests of this folder. */
export function cityFixture(over: Partial<CitySuggestion> = {}): CitySuggestion {
  return {
    id: 4990729,
    city: "Detroit",
    state: "MI",
    population: 677116,
    businessDensity: "high",
    economicActivity: "The state's largest city and a county seat: a broad mix of services and retail.",
    rank: 1,
    capital: false,
    countySeat: true,
    timeZone: "America/Detroit",
    ...over,
  }
}

/** The run's categories: the first `done` completed, the next running, the rest waiting. */
export function runCategories(done: number, found = 20): RunCategoryView[] {
  return AUTOMATION_CATEGORIES.map(({ key }, i) => {
    const { label, query } = automationCategory(key)
    const status = i < done ? "completed" : i === done ? "running" : "waiting"
    return {
      key,
      label,
      query,
      status,
      jobId: status === "waiting" ? null : 100 + i,
      found: status === "waiting" ? 0 : found,
      maxResults: 500,
      stopped: false,
      error: null,
    }
  })
}

/** An automation run as the API answers it: by default the 5th category (Food & Dining) running. */
export function runFixture(over: Partial<AutomationRunView> = {}): AutomationRunView {
  const categories = over.categories ?? runCategories(4)
  return {
    id: 7,
    city: "Grand Rapids",
    state: "MI",
    location: "Grand Rapids, MI",
    timeZone: "America/Detroit",
    websiteFilter: "without_website",
    status: "running",
    campaignName: "Grand Rapids, MI - AI Automation",
    campaignId: null,
    scheduledStart: null,
    message: null,
    current: "food_dining",
    found: categories.reduce((sum, c) => sum + c.found, 0),
    cost: 4.2,
    createdAt: "2026-11-23T15:00:00.000Z",
    completedAt: null,
    ...over,
    categories,
  }
}
