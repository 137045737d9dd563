import { useState } from "react"

import { toast } from "@/hooks/use-toast"
import { downloadBlob } from "@/lib/download-file"
import { backupExporter } from "./backup-exporter"
import { fetchSheetsBackup } from "./use-sheets"

/** Export Backup: one download per click burst, announced once the file is in hand. */
export function useExportBackup() {
  const [exporting, setExporting] = useState(false)
  // One exporter per mounted card: its in-flight flag outlives re-renders.
  const [exportBackup] = useState(() =>
    backupExporter({ fetchBackup: fetchSheetsBackup, save: downloadBlob, toast, onRunning: setExporting })
  )
  return { exportBackup, exporting }
}
