import { useEffect, useState } from "react"
import type { CallbackView } from "@shared/api-routes/callbacks"
import { CALLBACK_REASON_MAX, CALLBACK_STATE_LABELS } from "@shared/callbacks"

import { toast } from "@/hooks/use-toast"
import { zoneWords } from "@/lib/zone-words"
import { serverMessage, toastApiError } from "@/lib/toast-error"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { callbackTime, tomorrowAtTen, wallClock } from "./callback-format"
import { addCallback, dropCallback, moveCallback, useContactCallbacks } from "./use-callbacks"

export type CallbackTarget =
  /** Move or drop this callback. */
  | { callback: CallbackView }
  /** Add one for this contact; its time is read in the callee's zone (the server tells which). */
  | { contactId: number; businessName: string }

type CallbackDialogProps = {
  target: CallbackTarget | null
  onClose: () => void
}

/** Add, move or drop a callback by hand. The time is the callee's wall clock, as the assistant takes it. */
export function CallbackDialog({ target, onClose }: CallbackDialogProps) {
  const existing = target && "callback" in target ? target.callback : null
  const adding = target && "contactId" in target ? target.contactId : null
  const { data: contactCallbacks } = useContactCallbacks(adding)
  const zone = existing?.timeZone ?? contactCallbacks?.calleeTimeZone ?? null
  const business = existing?.businessName ?? (target && "businessName" in target ? target.businessName : "")
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const waiting = !existing || existing.state === "scheduled"

  // The form starts over only when another callback (or contact) is opened, never because the page
  // behind re-rendered: the calendar hands a new target object on each render (a poll, a live event),
  // which would wipe what the operator is typing.
  const open = !!target
  const startDue = existing?.dueAt ?? null
  const startReason = existing?.reason ?? ""
  useEffect(() => {
    if (!open || !zone) return
    const start = startDue ? wallClock(startDue, zone) : tomorrowAtTen(zone)
    setDate(start.date)
    setTime(start.time)
    setReason(startReason)
    setProblem(null)
  }, [open, existing?.id, adding, startDue, startReason, zone])

  async function save() {
    setBusy(true)
    setProblem(null)
    const body = { dateTime: `${date}T${time}`, timeZone: zone ?? undefined, reason: reason.trim() }
    try {
      const saved = existing
        ? await moveCallback(existing.id, body)
        : await addCallback({ ...body, contactId: (target as { contactId: number }).contactId })
      toast({
        title: existing ? "Callback Moved" : "Callback Scheduled",
        description: `${business}: ${callbackTime(saved.dialAt, saved.timeZone)}.`,
      })
      onClose()
    } catch (error) {
      const reasonText = serverMessage(error)
      if (reasonText) setProblem(reasonText)
      else toastApiError(error, { fallback: "The callback could not be saved" })
    } finally {
      setBusy(false)
    }
  }

  async function drop() {
    if (!existing) return
    setBusy(true)
    try {
      await dropCallback(existing.id)
      toast({ title: "Callback Dropped", description: `${business} will not be called back.` })
      onClose()
    } catch (error) {
      toastApiError(error, { fallback: "The callback could not be dropped" })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md" data-testid="callback-dialog">
        <DialogHeader>
          <DialogTitle>{existing ? "Callback" : "Schedule a Callback"}</DialogTitle>
          <DialogDescription>
            {business}. Times are in the callee&apos;s zone ({zone ? zoneWords(zone) : "…"}); the dialer calls once at
            that time, or at the next moment your calling rules allow.
          </DialogDescription>
        </DialogHeader>
        {existing && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">State</dt>
              <dd>{CALLBACK_STATE_LABELS[existing.state]}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Asked by</dt>
              <dd>
                {existing.source === "assistant"
                  ? `The lead, on a call${existing.campaignName ? ` (${existing.campaignName})` : ""}`
                  : "You"}
              </dd>
            </div>
            {existing.dialAt !== existing.dueAt && waiting && (
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Dialled at</dt>
                <dd>{callbackTime(existing.dialAt, existing.timeZone)} (the next allowed moment)</dd>
              </div>
            )}
            {existing.outcome && (
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Outcome</dt>
                <dd className="capitalize">{existing.outcome}</dd>
              </div>
            )}
          </dl>
        )}
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="callback-date">Day</Label>
              <Input
                id="callback-date"
                type="date"
                value={date}
                disabled={!waiting}
                onChange={(e) => setDate(e.target.value)}
                required
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="callback-time">Time ({zone ? zoneWords(zone) : "…"})</Label>
              <Input
                id="callback-time"
                type="time"
                value={time}
                disabled={!waiting}
                onChange={(e) => setTime(e.target.value)}
                required
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="callback-reason">Reason (optional)</Label>
            <Input
              id="callback-reason"
              value={reason}
              maxLength={CALLBACK_REASON_MAX}
              disabled={!waiting}
              placeholder="Owner back Thursday afternoon"
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter className="gap-2 sm:justify-between">
            {existing && waiting ? (
              <Button
                type="button"
                variant="outline"
                className="text-destructive"
                disabled={busy}
                onClick={() => void drop()}
              >
                Drop Callback
              </Button>
            ) : (
              <span />
            )}
            {waiting && (
              <Button type="submit" disabled={busy || !date || !time || !zone}>
                {busy ? "Saving..." : existing ? "Move Callback" : "Schedule Callback"}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
