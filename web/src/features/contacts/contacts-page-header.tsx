import { Download, Loader2 } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Progress } from "@/components/ui/progress"
import type { CollectProgress } from "./collect-contacts"

type ContactsPageHeaderProps = {
  onExport: () => void
  exportProgress: CollectProgress | null
}

/**
 * SPEC §2.4's title and subtitle as the list's caption (the header above already names the page
 * "Contact Management", so this is no second page title), and Export CSV; a progress bar while a
 * big export is read. Adding a contact is the header's Add Contact, one button for every page.
 */
export function ContactsPageHeader({ onExport, exportProgress }: ContactsPageHeaderProps) {
  const exporting = exportProgress !== null
  const pct = exportProgress?.total ? (exportProgress.done / exportProgress.total) * 100 : 0
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">Contacts</h2>
          <p className="text-sm text-muted-foreground">Manage your business contacts and leads</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="h-10 sm:h-9" onClick={onExport} disabled={exporting}>
            {exporting ? <Loader2 className="animate-spin" /> : <Download />}
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
      </div>
      {exporting && exportProgress.total > 0 && (
        <div className="grid gap-1.5" role="status" aria-live="polite">
          <Progress value={pct} aria-label="Export progress" />
          <p className="text-xs text-muted-foreground">
            Reading contacts for the export: {exportProgress.done.toLocaleString()} of{" "}
            {exportProgress.total.toLocaleString()}
          </p>
        </div>
      )}
    </div>
  )
}
