import { useState } from "react"

import { toast } from "@/hooks/use-toast"
import { revalidatePrefixes } from "@/lib/api"
import { parseContactsCsv, type CsvParseResult } from "./parse-contacts-csv"
import { describeUploadFailure, describeUploadSuccess, uploadContacts, type UploadProgress } from "./upload-contacts"

/** Far above any real contact list, small enough that reading it never stalls the tab. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024

/**
 * State of the Bulk Upload card: the chosen file, its parse result, and the upload in flight.
 * Toast texts are SPEC §5/§8's, word for word ("Title: Description" split at the colon).
 */
export function useCsvImport() {
  const [fileName, setFileName] = useState<string | null>(null)
  const [parsed, setParsed] = useState<CsvParseResult | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  /** The last finished upload's counts, kept on the card after the toast is gone. */
  const [summary, setSummary] = useState<string | null>(null)
  const uploading = progress !== null

  async function selectFile(file: File) {
    setFileName(file.name)
    setUploadError(null)
    setSummary(null)
    if (file.size > MAX_CSV_BYTES) {
      setParsed(null)
      toast({ variant: "destructive", title: "File Too Large", description: "Choose a CSV file under 20 MB." })
      return
    }
    const result = parseContactsCsv(new Uint8Array(await file.arrayBuffer()), file.name)
    setParsed(result)
    toast({
      variant: result.ok ? "default" : "destructive",
      title: result.title,
      description: result.description,
    })
  }

  async function upload() {
    if (!parsed?.ok || parsed.contacts.length === 0) {
      toast({ variant: "destructive", title: "No Contacts", description: "Please select a valid CSV file first" })
      return
    }
    setUploadError(null)
    setSummary(null)
    setProgress({ done: 0, total: parsed.contacts.length, added: 0, skipped: 0 })
    try {
      const result = await uploadContacts(parsed.contacts, setProgress)
      if (result.failedAtRow !== undefined) {
        const what = describeUploadFailure(result)
        setUploadError(what)
        toast({ variant: "destructive", title: "Upload Error", description: `Failed to upload CSV contacts. ${what}` })
      } else {
        const counts = describeUploadSuccess(result)
        toast({ title: "Upload Complete", description: counts })
        setSummary(`${fileName ?? "CSV"}: ${counts}`)
        // Done: clear the card for the next file.
        setParsed(null)
        setFileName(null)
      }
      void revalidatePrefixes("/api/contacts")
    } finally {
      setProgress(null)
    }
  }

  return { fileName, parsed, progress, uploading, uploadError, summary, selectFile, upload }
}
