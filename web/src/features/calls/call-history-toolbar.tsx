import { useState } from "react"
import { Ban, ListRestart, Loader2, MoreHorizontal, PlayCircle, Trash2 } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu"
import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { contactIdsOf } from "./call-history-paging"
import { cancelCalls, clearPendingCalls, deleteContactsInSequence, resumeQueuedCalls } from "./use-call-actions"
import { useQueuedCount } from "./use-call-history"

type Busy = "cancel" | "resume" | "clear" | "delete" | null

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

/**
 * Call History actions on calls: Cancel Selected, Resume Queued (n), Clear Pending Queue; deleting the
 * contacts behind the selected calls (SPEC §2.7) sits apart, in the More menu.
 */
export function CallHistoryToolbar({ selected, onDone }: { selected: CallListItem[]; onDone: () => void }) {
  const queued = useQueuedCount()
  const [busy, setBusy] = useState<Busy>(null)
  const [confirm, setConfirm] = useState<"resume" | "delete" | null>(null)
  const contactIds = contactIdsOf(selected)

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(kind)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }

  const cancelSelected = () =>
    run("cancel", async () => {
      try {
        const { updatedCount } = await cancelCalls(selected.map((c) => c.id))
        toast({
          title: "Calls Cancelled",
          description: `${plural(updatedCount, "call")} cancelled.${updatedCount < selected.length ? " Finished calls keep their status." : ""}`,
        })
        onDone()
      } catch (error) {
        toastApiError(error, { fallback: "Failed to update call status", reason: "none" })
      }
    })

  const resume = () =>
    run("resume", async () => {
      try {
        const { message } = await resumeQueuedCalls()
        toast({ title: "Queued Calls Resumed", description: message })
      } catch (error) {
        toastApiError(error, { fallback: "Failed to resume queued calls", reason: "none" })
      }
    })

  const clear = () =>
    run("clear", async () => {
      try {
        const { clearedCount } = await clearPendingCalls()
        toast({ title: "Pending Calls Cleared", description: `Cleared ${clearedCount} pending calls from queue.` })
      } catch (error) {
        toastApiError(error, { fallback: "Failed to clear pending calls", reason: "none" })
      }
    })

  const deleteContacts = () =>
    run("delete", async () => {
      try {
        const { deleted } = await deleteContactsInSequence(contactIds)
        toast({ title: "Contacts Deleted", description: `${plural(deleted, "contact")} deleted.` })
        onDone()
      } catch (error) {
        toastApiError(error, { title: "Delete Failed", fallback: "Failed to delete contact", reason: "none" })
      }
    })

  const spin = (kind: Busy, Icon: typeof Ban) =>
    busy === kind ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {selected.length ? `${selected.length} selected` : "Select calls to act on them"}
      </span>
      <Button variant="outline" size="sm" disabled={!selected.length || !!busy} onClick={cancelSelected}>
        {spin("cancel", Ban)}
        Cancel Selected
      </Button>
      <Button variant="outline" size="sm" disabled={!queued || !!busy} onClick={() => setConfirm("resume")}>
        {spin("resume", PlayCircle)}
        Resume Queued ({queued})
      </Button>
      <Button variant="outline" size="sm" disabled={!!busy} onClick={clear}>
        {spin("clear", ListRestart)}
        Clear Pending Queue
      </Button>
      {/* The contacts behind the calls are another kind of thing: apart from the calls' own actions (issue 38). */}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="More actions" title="More actions" disabled={!!busy}>
            {busy === "delete" ? <Loader2 className="animate-spin" aria-hidden /> : <MoreHorizontal aria-hidden />}
          </Button>
        </DropdownMenuTrigger>
        {/* The confirmation takes the focus; the closing menu must not pull it back to its button. */}
        <DropdownMenuContent align="end" onCloseAutoFocus={(e) => confirm && e.preventDefault()}>
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
            The contacts behind the selected calls
          </DropdownMenuLabel>
          <DropdownMenuItem variant="destructive" disabled={!contactIds.length} onSelect={() => setConfirm("delete")}>
            <Trash2 aria-hidden />
            Delete {contactIds.length ? plural(contactIds.length, "contact") : "contacts"}…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={confirm === "resume"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Resume queued calls?"
        description={`${plural(queued, "queued call")} will be dialled again, 2 seconds apart.`}
        confirmLabel="Resume Calls"
        onConfirm={resume}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Delete ${plural(contactIds.length, "contact")}?`}
        description={`The contacts behind the selected calls will be permanently deleted. This action cannot be undone. Their calls stay in the history.`}
        confirmLabel="Delete"
        destructive
        onConfirm={deleteContacts}
      />
    </div>
  )
}
