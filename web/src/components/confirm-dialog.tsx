import { useState, type MouseEvent, type ReactNode } from "react"

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { buttonVariants } from "@/components/ui/button"

type ConfirmDialogProps = {
  open: boolean
  /** Close requests (Cancel, Escape, overlay) arrive as false; they are ignored while a confirm is running. */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  /** The button that keeps things as they are ("Keep demo"); "Cancel" by default. */
  cancelLabel?: string
  destructive?: boolean
  /**
   * Keep the dialog open, both buttons disabled, until onConfirm's promise settles; the caller closes it
   * then, so a failure is seen next to the question. Without it the dialog closes as soon as it is confirmed.
   */
  holdOpen?: boolean
  /** Shown on the confirm button while a held-open confirm runs. */
  pendingLabel?: string
  onConfirm: () => void | Promise<void>
}

/** The one yes/no question shown before an action that deletes, removes or touches many records. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive,
  holdOpen,
  pendingLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false)

  function confirm(event: MouseEvent) {
    if (!holdOpen) {
      void onConfirm()
      return
    }
    event.preventDefault() // keep the dialog open while the request runs
    setPending(true)
    void Promise.resolve(onConfirm()).finally(() => setPending(false))
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
            disabled={pending}
            onClick={confirm}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
