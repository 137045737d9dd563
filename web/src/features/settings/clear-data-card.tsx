import { useState } from "react"
import { CLEAR_ALL_DATA_KEEPS, CLEAR_ALL_DATA_NOTICE, CLEAR_ALL_DATA_WORD } from "@shared/clear-data"
import { Download, Loader2, TriangleAlert } from "lucide-react"

import { toast } from "@/hooks/use-toast"
import { plainReason } from "@/lib/toast-error"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { useExportBackup } from "@/features/sheets/use-export-backup"
import { clearAllData, clearedText } from "./use-clear-all-data"

const GOES =
  "Every contact, call (with its transcript and recording link), campaign, demo, callback, lead search, AI Automation run and notification."

/** The dialog's body: the notice, what goes and stays, Export Backup first, then the typed word. */
function ClearDialogBody({ onDone }: { onDone: () => void }) {
  const [typed, setTyped] = useState("")
  const [clearing, setClearing] = useState(false)
  const { exportBackup, exporting } = useExportBackup()
  const confirmed = typed.trim() === CLEAR_ALL_DATA_WORD

  async function clear() {
    setClearing(true)
    try {
      const deleted = await clearAllData(typed.trim())
      toast({ title: "All Data Cleared", description: clearedText(deleted) })
      onDone()
    } catch (error) {
      toast({ variant: "destructive", title: "Clear All Data Failed", description: plainReason(error) })
    } finally {
      setClearing(false)
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          Clear All Data
        </DialogTitle>
        <DialogDescription className="font-medium text-foreground">{CLEAR_ALL_DATA_NOTICE}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 text-sm">
        <p>
          <span className="font-medium">Deleted: </span>
          {GOES}
        </p>
        <p>
          <span className="font-medium">Kept: </span>
          {CLEAR_ALL_DATA_KEEPS} Events already in Google Calendar and rows already in your Google Sheet stay there.
        </p>
        <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
          <p>
            First, keep a copy: Export Backup downloads your contacts, calls, campaigns and demos as a .zip of
            spreadsheet (CSV) files.
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => void exportBackup()}
            disabled={exporting || clearing}
          >
            <Download className={cn(exporting && "animate-pulse")} aria-hidden />
            {exporting ? "Exporting..." : "Export Backup"}
          </Button>
        </div>
        <label className="grid gap-1.5">
          <span>
            To delete everything, type <span className="font-mono font-semibold">{CLEAR_ALL_DATA_WORD}</span> below.
          </span>
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-label={`Type ${CLEAR_ALL_DATA_WORD} to confirm`}
            data-testid="clear-all-data-word"
            disabled={clearing}
          />
        </label>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={clearing}>
            Keep my data
          </Button>
        </DialogClose>
        <Button variant="destructive" onClick={() => void clear()} disabled={!confirmed || clearing}>
          {clearing && <Loader2 className="animate-spin" aria-hidden />}
          {clearing ? "Deleting..." : "Delete all data"}
        </Button>
      </DialogFooter>
    </>
  )
}

/**
 * Clear All Data (SPEC §2.10): the button opens a notice; the data goes only after the operator has
 * been offered Export Backup and typed the word the dialog asks for (the server checks it too).
 */
export function ClearDataCard() {
  const [open, setOpen] = useState(false)
  return (
    <Card id="clear-all-data" className="scroll-mt-24 gap-4 border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          Clear All Data
        </CardTitle>
        <CardDescription>
          Deletes every contact, call, campaign, demo and callback, to start again. Settings and API keys stay.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="border-destructive/50 text-destructive hover:text-destructive">
              Clear All Data
            </Button>
          </DialogTrigger>
          <DialogContent>{open && <ClearDialogBody onDone={() => setOpen(false)} />}</DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  )
}
