import Papa from "papaparse"
import { neutraliseCell } from "@shared/csv-cell"
import type { ScrapingJobView } from "@shared/api-routes/scraping"
import { WEBSITE_FILTER_LABELS, categoryPreset } from "@shared/scraping"

import { csvDateTime, isoDate } from "@/features/contacts/export-csv"

export const JOB_CSV_COLUMNS = [
  "Job ID",
  "Search Label",
  "Query",
  "Location",
  "Area",
  "Category",
  "Website Filter",
  "Max Results",
  "Status",
  "Found",
  "Examined",
  "No Phone",
  "Duplicates",
  "Filtered By Website",
  "Closed",
  "Requests",
  "Error",
  "Created At",
  "Completed At",
] as const

/** The status as the panel names it: a job stopped by "Stop All Jobs" is stored as completed. */
export const jobStatusLabel = (job: Pick<ScrapingJobView, "status" | "stopped">) =>
  job.stopped ? "stopped" : job.status

const toRow = (job: ScrapingJobView): string[] => [
  String(job.id),
  job.label,
  job.query,
  job.location,
  job.areaName ?? "",
  categoryPreset(job.businessCategory)?.label ?? job.businessCategory ?? "",
  WEBSITE_FILTER_LABELS[job.websiteFilter] ?? job.websiteFilter,
  String(job.maxResults),
  jobStatusLabel(job),
  String(job.found),
  String(job.stats.examined),
  String(job.stats.noPhone),
  String(job.stats.duplicates),
  String(job.stats.filtered),
  String(job.stats.closed),
  String(job.stats.requests),
  job.error ?? "",
  csvDateTime(job.createdAt),
  csvDateTime(job.completedAt),
]

/**
 * Jobs as CSV, the way the contacts export writes it: CRLF rows, a BOM for Excel, and cells that a
 * spreadsheet would run as a formula (a query typed as "=...") neutralised.
 */
export function jobsToCsv(jobs: readonly ScrapingJobView[]) {
  const data = jobs.map((job) => toRow(job).map(neutraliseCell))
  return `\uFEFF${Papa.unparse({ fields: [...JOB_CSV_COLUMNS], data }, { newline: "\r\n", quotes: false })}`
}

/** SPEC §9: export file names carry the date. */
export const jobsFileName = (now = new Date()) => `scraping-jobs-${isoDate(now)}.csv`
export const scrapedContactsFileName = (now = new Date()) => `scraped-contacts-${isoDate(now)}.csv`
