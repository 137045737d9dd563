import type { ActionToast } from "@/lib/toast-error"
import { exportCompleteToast, exportFailedToast } from "./sheets-toasts"

export interface BackupFile {
  blob: Blob
  fileName: string
}

export interface BackupExportDeps {
  /** Reads the whole backup (GET /api/sheets/backup); throws ApiError when the server refuses. */
  fetchBackup: () => Promise<BackupFile>
  /** Hands the file to the browser as a download. */
  save: (blob: Blob, fileName: string) => void
  toast: (toast: ActionToast) => void
  /** The button is disabled while this is true. */
  onRunning?: (running: boolean) => void
}

/** The name in `Content-Disposition: attachment; filename="…"`, or null. */
export function attachmentName(header: string | null): string | null {
  const name = header ? /filename="([^"]+)"/i.exec(header)?.[1] : undefined
  return name?.trim() || null
}

/**
 * Export Backup: the file is fetched first and only then saved and announced, so "Export Complete"
 * means the backup exists, and a failure says so instead. A second click while one runs does
 * nothing (a flag, not React state: a double click lands before the disabled button re-renders).
 */
export function backupExporter(deps: BackupExportDeps): () => Promise<void> {
  let running = false
  return async () => {
    if (running) return
    running = true
    deps.onRunning?.(true)
    try {
      const { blob, fileName } = await deps.fetchBackup()
      deps.save(blob, fileName)
      deps.toast(exportCompleteToast(fileName))
    } catch (error) {
      console.error("Backup export failed", error)
      deps.toast(exportFailedToast(error))
    } finally {
      running = false
      deps.onRunning?.(false)
    }
  }
}
