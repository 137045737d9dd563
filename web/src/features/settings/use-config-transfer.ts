import { useState } from "react"
import { API } from "@shared/api-routes/endpoints"

import { SETTINGS_KEY } from "@/hooks/use-settings"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { toast } from "@/hooks/use-toast"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { downloadTextFile } from "@/lib/download-file"
import { toastApiError } from "@/lib/toast-error"
import { configFileName, exportedText, importedText, importFailedText, readConfigFile } from "./config-transfer"

/**
 * Configuration export / import (SPEC §2.10, §8). The export is the server's document saved as a
 * file; an import reads the chosen file in the browser, refuses what is not such a document, posts
 * it, and then calls `onImported` once the settings are re-read (the forms start from them again).
 */
export function useConfigTransfer(onImported: () => void) {
  const [busy, setBusy] = useState<"export" | "import" | null>(null)

  async function exportConfig() {
    setBusy("export")
    try {
      const document = await apiCall(API.settings.export)
      const fileName = configFileName(new Date())
      downloadTextFile(`${JSON.stringify(document, null, 2)}\n`, fileName, "application/json")
      toast({ title: "Configuration Exported", description: exportedText(fileName) })
    } catch (error) {
      toastApiError(error, { title: "Export Failed", fallback: "Failed to export the configuration" })
    } finally {
      setBusy(null)
    }
  }

  async function importConfig(file: File) {
    setBusy("import")
    try {
      const checked = readConfigFile(await file.text())
      if (!checked.ok) {
        toast({ variant: "destructive", title: "Import Failed", description: checked.message })
        return
      }
      const result = await apiCall(API.settings.import, { body: checked.document })
      // The file may carry the Google Sheets configuration too.
      await revalidatePrefixes(SETTINGS_KEY, SYSTEM_STATUS_KEY, "/api/sheets")
      onImported()
      toast({ title: "Configuration Imported", description: importedText(result) })
    } catch (error) {
      toast({ variant: "destructive", title: "Import Failed", description: importFailedText(error) })
    } finally {
      setBusy(null)
    }
  }

  return { busy, exportConfig, importConfig }
}
