import { useMemo, useState, type ChangeEvent } from "react"
import { FileUp, Upload } from "lucide-react"
import { DNC_MESSAGES } from "@shared/dnc"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { importSummary, phonesFromCsv, phonesFromText } from "./dnc-import"
import { dncApi, refreshDnc } from "./use-dnc"

/** Import many numbers: pasted one a line, and/or from a CSV file (any column holding phones). */
export function DncImportDialog() {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState("")
  const [file, setFile] = useState<{ name: string; phones: string[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const phones = useMemo(() => [...new Set([...phonesFromText(text), ...(file?.phones ?? [])])], [text, file])

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0]
    event.target.value = "" // picking the same file again still fires change
    if (!picked) return
    setFile({ name: picked.name, phones: phonesFromCsv(await picked.text()) })
  }

  function reset() {
    setText("")
    setFile(null)
  }

  async function onImport() {
    if (phones.length === 0) {
      toast({ variant: "destructive", title: "Error", description: DNC_MESSAGES.importEmpty })
      return
    }
    setBusy(true)
    try {
      const result = await dncApi.import(phones)
      toast({ title: "Numbers Imported", description: importSummary(result) })
      reset()
      setOpen(false)
    } catch (error) {
      toastApiError(error, { fallback: "Failed to import numbers" })
    } finally {
      setBusy(false)
      void refreshDnc()
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Upload aria-hidden />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import do-not-call numbers</DialogTitle>
          <DialogDescription>
            Paste numbers one per line, or choose a CSV file: the first phone number in each row is used.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="dnc-import-text">Numbers</Label>
          <Textarea
            id="dnc-import-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            placeholder={"(555) 010-0123\n+1 555 010 0199"}
            className="font-mono text-sm"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" asChild>
            <label htmlFor="dnc-import-file" className="cursor-pointer">
              <FileUp aria-hidden />
              Choose CSV file
            </label>
          </Button>
          <input
            id="dnc-import-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={onFile}
          />
          {file && (
            <span className="text-sm text-muted-foreground">
              {file.name}: {file.phones.length} number{file.phones.length === 1 ? "" : "s"} found
            </span>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={busy} onClick={onImport}>
            {busy ? "Importing..." : `Import ${phones.length} number${phones.length === 1 ? "" : "s"}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
