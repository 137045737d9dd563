import { useRef } from "react"
import { Download, FileJson, Loader2, Upload } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useConfigTransfer } from "./use-config-transfer"

/** SPEC §2.10: export the configuration as a JSON file (keys masked) and import it back. */
export function ConfigTransferSection({ onImported }: { onImported: () => void }) {
  const { busy, exportConfig, importConfig } = useConfigTransfer(onImported)
  const fileInput = useRef<HTMLInputElement>(null)

  return (
    <Card id="configuration-backup" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileJson className="size-5" aria-hidden />
          Configuration Backup
        </CardTitle>
        <CardDescription>
          Export every setting as a JSON file, or import one. API keys are masked in the file; importing it keeps the
          keys saved here.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportConfig()}>
          {busy === "export" ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          Export
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => fileInput.current?.click()}>
          {busy === "import" ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="hidden"
          aria-label="Configuration file to import"
          data-testid="config-import-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared so choosing the same file again still imports it.
            event.target.value = ""
            if (file) void importConfig(file)
          }}
        />
      </CardContent>
    </Card>
  )
}
