import { useEffect, useRef, useState } from "react"
import { API } from "@shared/api-routes/endpoints"

import { toast } from "@/hooks/use-toast"
import { downloadTextFile } from "@/lib/download-file"
import { toastApiError } from "@/lib/toast-error"
import { apiCall } from "@/lib/api-call"
import { collectAllContacts, type CollectProgress } from "./collect-contacts"
import { listParams } from "./use-contacts"
import type { ContactFilters } from "./types"

/**
 * Export CSV: every contact matching the current search and filters (not just the visible page),
 * read through the paged API with progress for big sets. Leaving the page cancels it.
 */
export function useExportContacts(filters: ContactFilters) {
  const [progress, setProgress] = useState<CollectProgress | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  async function exportCsv() {
    if (controller.current) return
    const abort = (controller.current = new AbortController())
    setProgress({ done: 0, total: 0 })
    try {
      const fetchPage = (page: number, pageSize: number) =>
        apiCall(API.contacts.list, { query: listParams(filters, page, pageSize), signal: abort.signal })
      const contacts = await collectAllContacts(fetchPage, setProgress, abort.signal)
      if (contacts.length === 0) {
        toast({ variant: "destructive", title: "No Contacts", description: "There are no contacts to export." })
        return
      }
      // papaparse is only needed here: load it on the first export, not with the page.
      const { contactsToCsv, exportFileName } = await import("./export-csv")
      const fileName = exportFileName()
      downloadTextFile(contactsToCsv(contacts), fileName)
      toast({
        title: "Export Complete",
        description: `Exported ${contacts.length} ${contacts.length === 1 ? "contact" : "contacts"} to ${fileName}.`,
      })
    } catch (error) {
      if (abort.signal.aborted) return
      console.error("Contacts export failed", error)
      toastApiError(error, {
        title: "Export Failed",
        fallback: "Failed to export contacts. Please try again.",
        reason: "none",
      })
    } finally {
      controller.current = null
      if (!abort.signal.aborted) setProgress(null)
    }
  }

  return { exportCsv, exporting: progress !== null, progress }
}
