import { Download, Loader2, Plus } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Progress } from "@/components/ui/progress"
import type { CollectProgress } from "./collect-contacts"

type ContactsPageHeaderProps = {
  onAdd: () => void
  onExport: () => void
  exportProgress: CollectProgress | null
}

/** Title, subtitle, Export CSV and Add Contact; a progress bar while a big export is read. */
export function ContactsPageHeader({ onAdd, onExport, exportProgress }: ContactsPageHeaderProps) {
  const exporting = exportProgress !== null
  const pct = exportProgress?.total ? (exportProgress.done / exportProgress.total) * 100 : 0
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight">Contacts</h2>
          <p className="text-muted-foreground">Manage your business contacts and leads</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="h-10 flex-1 sm:h-9 sm:flex-none" onClick={onExport} disabled={exporting}>
            {exporting ? <Loader2 className="animate-spin" /> : <Download />}
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
          <Button className="h-10 flex-1 sm:h-9 sm:flex-none" onClick={onAdd}>
            <Plus />
            Add Contact
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
