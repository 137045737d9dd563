import { useState } from "react"
import type { CalendarEvent } from "@shared/api-routes/calendar"
import { CALENDAR_MESSAGES } from "@shared/calendar"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { deleteDemo } from "./use-calendar"

/**
 * SPEC §2.8 "Cancel Demo", for a demo still to come: confirmed first ("Keep demo" / "Cancel demo",
 * issue 38: "Cancel" beside "Yes, Cancel Demo" read as two ways to cancel), then DELETE
 * /api/calendar/demo/:id and a toast (SPEC §8).
 */
export function CancelDemoButton({ demo, onDeleted }: { demo: CalendarEvent; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)

  async function confirm() {
    try {
      await deleteDemo(demo.id)
      toast({ title: CALENDAR_MESSAGES.deleted, description: `The demo with ${demo.businessName} was cancelled.` })
      setConfirming(false)
      onDeleted()
    } catch (error) {
      toastApiError(error, { fallback: CALENDAR_MESSAGES.deleteFailed })
      setConfirming(false)
    }
  }

  return (
    <>
      {/* Secondary and destructive: red text, no red fill (the confirmation carries the red button). */}
      <Button
        variant="outline"
        size="sm"
        className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        Cancel Demo
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel the demo with ${demo.businessName}?`}
        description="The demo is removed from this calendar and from subscribed calendars at their next refresh."
        confirmLabel="Cancel demo"
        cancelLabel="Keep demo"
        pendingLabel="Cancelling..."
        destructive
        holdOpen
        onConfirm={confirm}
      />
    </>
  )
}
