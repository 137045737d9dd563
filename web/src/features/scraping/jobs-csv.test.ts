import { describe, expect, it } from "vitest"

import { csvDateTime } from "@/features/contacts/export-csv"
import { JOB_CSV_COLUMNS, jobStatusLabel, jobsFileName, jobsToCsv, scrapedContactsFileName } from "./jobs-csv"
import { jobFixture as job } from "./scraping-fixtures"

describe("Export Jobs CSV", () => {
  it("writes a header and one row per job, CRLF, with a BOM", () => {
    const csv = jobsToCsv([
      job(2, {
        found: 37,
        areaName: "Grand Rapids, MI, USA",
        businessCategory: "retail_convenience",
        websiteFilter: "without_website",
        stats: { examined: 120, noPhone: 5, duplicates: 3, filtered: 70, closed: 5, requests: 9, cost: 0.315 },
      }),
      job(1, { status: "failed", error: 'Bad key, "denied"' }),
    ])
    expect(csv.startsWith("\uFEFF")).toBe(true)
    const lines = csv.slice(1).split("\r\n")
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe(JOB_CSV_COLUMNS.join(","))
    expect(lines[1]).toBe(
      '2,"dentist - Grand Rapids, MI",dentist,"Grand Rapids, MI","Grand Rapids, MI, USA",Retail & Convenience,' +
        `Without website,50,completed,37,120,5,3,70,5,9,,${csvDateTime("2026-03-04T15:00:00.000Z")},`
    )
    expect(lines[2]).toContain(",failed,0,")
    expect(lines[2]).toContain('"Bad key, ""denied"""')
  })

  it("names a stopped job stopped", () => {
    expect(jobStatusLabel(job(1, { stopped: true }))).toBe("stopped")
    expect(jobStatusLabel(job(1, { status: "running" }))).toBe("running")
  })

  it("neutralises cells a spreadsheet would run as a formula", () => {
    const csv = jobsToCsv([job(1, { query: "=HYPERLINK(1)", label: "=HYPERLINK(1) - X" })])
    expect(csv).toContain("'=HYPERLINK(1) - X,'=HYPERLINK(1)")
  })

  it("puts the date in the file names (SPEC §9)", () => {
    const day = new Date(2026, 10, 21, 9, 30)
    expect(jobsFileName(day)).toBe("scraping-jobs-2026-11-21.csv")
    expect(scrapedContactsFileName(day)).toBe("scraped-contacts-2026-11-21.csv")
  })
})
