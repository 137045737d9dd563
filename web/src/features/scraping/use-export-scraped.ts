import { downloadTextFile } from "@/lib/download-file"
import { useEffect, useRef, useState } from "react"
import { API } from "@shared/api-routes/endpoints"

import { collectAllContacts } from "@/features/contacts/collect-contacts"
import { toast } from "@/hooks/use-toast"
import { apiCall } from "@/lib/api-call"
import { toastApiError } from "@/lib/toast-error"
import { collectAllJobs, type FetchJobsPage } from "./collect-jobs"
import { scrapedContactsParams } from "./use-scraped-contacts"

export type ExportKind = "contacts" | "jobs"

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

/**
 * The Export menu: every scraped contact (read through the paged API, not just the visible page) or
 * every scraping job (the jobs list's pages, not the panel's latest 50), as CSV. One export at a time; leaving the page cancels it.
 */
export function useExportScraped() {
  const [exporting, setExporting] = useState<ExportKind | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  async function run(kind: ExportKind) {
    if (controller.current) return
    const abort = (controller.current = new AbortController())
    setExporting(kind)
    try {
      // papaparse is only needed here: load it on the first export, not with the page.
      const csv = await import("./jobs-csv")
      if (kind === "contacts") {
        const fetchPage = (page: number, pageSize: number) =>
          apiCall(API.scraping.contacts, { query: scrapedContactsParams(page, "", pageSize), signal: abort.signal })
        const contacts = await collectAllContacts(fetchPage, undefined, abort.signal)
        if (contacts.length === 0) {
          toast({
            variant: "destructive",
            title: "No Contacts",
            description: "There are no scraped contacts to export.",
          })
          return
        }
        const { contactsToCsv } = await import("@/features/contacts/export-csv")
        const fileName = csv.scrapedContactsFileName()
        downloadTextFile(contactsToCsv(contacts), fileName)
        toast({
          title: "Export Complete",
          description: `Exported ${plural(contacts.length, "contact", "contacts")} to ${fileName}.`,
        })
      } else {
        // Every job, not the panel's 50: the list's pages, 500 at a time.
        const fetchPage: FetchJobsPage = (query) => apiCall(API.scraping.jobs, { query, signal: abort.signal })
        const { jobs, capped } = await collectAllJobs(fetchPage, abort.signal)
        if (jobs.length === 0) {
          toast({
            variant: "destructive",
            title: "No Scraping Jobs",
            description: "There are no scraping jobs to export.",
          })
          return
        }
        const fileName = csv.jobsFileName()
        downloadTextFile(csv.jobsToCsv(jobs), fileName)
        toast({
          title: "Export Complete",
          description: capped
            ? `Exported the latest ${plural(jobs.length, "job", "jobs")} to ${fileName}.`
            : `Exported ${plural(jobs.length, "job", "jobs")} to ${fileName}.`,
        })
      }
    } catch (error) {
      if (abort.signal.aborted) return
      console.error("Scraping export failed", error)
      toastApiError(error, { title: "Export Failed", fallback: "Failed to export. Please try again.", reason: "none" })
    } finally {
      controller.current = null
      if (!abort.signal.aborted) setExporting(null)
    }
  }

  return { exporting, exportContacts: () => void run("contacts"), exportJobs: () => void run("jobs") }
}
