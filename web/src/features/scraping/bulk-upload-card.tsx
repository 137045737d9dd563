import { useRef, type ChangeEvent } from "react"
import { CheckCircle2, Download, FileText, Upload } from "lucide-react"

import { toast } from "@/hooks/use-toast"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { CsvPreview } from "./csv-import/csv-preview"
import { downloadTemplate } from "./csv-import/template"
import { useCsvImport } from "./csv-import/use-csv-import"

const n = (value: number) => value.toLocaleString("en-US")

/** SPEC §2.5 "Bulk Upload Contacts": pick a CSV, check the preview, upload in chunks. */
export function BulkUploadCard() {
  const input = useRef<HTMLInputElement>(null)
  const { fileName, parsed, progress, uploading, uploadError, summary, selectFile, upload } = useCsvImport()

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Clear the input so choosing the same file again (after fixing it) fires a change.
    event.target.value = ""
    if (!file) return
    try {
      await selectFile(file)
    } catch {
      toast({ variant: "destructive", title: "Invalid CSV", description: "No valid phone numbers found in CSV file" })
    }
  }

  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload className="size-5" aria-hidden />
          Bulk Upload Contacts
        </CardTitle>
        <CardDescription>
          Import a CSV file with business names and phone numbers. Columns are matched by their header names (business
          name, phone, address, category); duplicates are skipped.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={downloadTemplate}>
            <Download aria-hidden />
            Download Template
          </Button>
          <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={uploading}>
            <FileText aria-hidden />
            Select CSV File
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="hidden"
            aria-label="CSV file"
            onChange={onFileChange}
          />
        </div>
        {fileName && (
          <p className="flex min-w-0 items-center gap-1.5 text-sm">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate font-medium" title={fileName}>
              {fileName}
            </span>
          </p>
        )}

        {parsed && <CsvPreview result={parsed} />}

        {progress && (
          <div className="space-y-1.5" aria-live="polite">
            <Progress value={percent} aria-label="Upload progress" />
            <p className="text-xs text-muted-foreground">
              Uploaded {n(progress.done)} of {n(progress.total)} contacts
            </p>
          </div>
        )}
        {uploadError && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
          >
            Failed to upload CSV contacts. {uploadError}
          </p>
        )}
        {summary && (
          <p className="flex items-center gap-1.5 text-sm text-success">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {summary}
          </p>
        )}

        <Button type="button" className="w-full" onClick={() => void upload()} disabled={uploading}>
          <Upload aria-hidden />
          {uploading ? "Uploading..." : "Upload Contacts"}
        </Button>
      </CardContent>
    </Card>
  )
}
