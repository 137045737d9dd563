import type { ScrapingJobView } from "@shared/api-routes/scraping"

/** A scraping job as the API answers it, for the unit tests of this folder. */
export function jobFixture(id: number, over: Partial<ScrapingJobView> = {}): ScrapingJobView {
  return {
    id,
    query: "dentist",
    location: "Grand Rapids, MI",
    label: "dentist - Grand Rapids, MI",
    maxResults: 50,
    websiteFilter: "all",
    businessCategory: "custom",
    status: "completed",
    progress: 0,
    found: 0,
    createdAt: "2026-03-04T15:00:00.000Z",
    completedAt: null,
    error: null,
    stopped: false,
    waitingUntil: null,
    waitingFor: null,
    areaName: null,
    runId: null,
    stats: { examined: 0, noPhone: 0, duplicates: 0, filtered: 0, closed: 0, requests: 0, cost: 0 },
    ...over,
  }
}
