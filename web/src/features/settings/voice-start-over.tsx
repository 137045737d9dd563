import { useState } from "react"
import { RotateCcw } from "lucide-react"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { startOver, voiceErrorText } from "./use-voice-setup"

const START_OVER_TEXT =
  "Start over forgets the Vapi assistant and phone number this app uses, and how Vapi reports calls back to it, e.g. after switching to another Vapi account. Nothing is deleted in Vapi; the next Create assistant makes them anew with the key in Settings."

/** Settings → Voice's way out when the stored Vapi ids belong to another account (or are gone). */
export function VoiceStartOver() {
  const [open, setOpen] = useState(false)

  async function confirm() {
    try {
      await startOver()
      toast({ title: "Voice Setup Cleared", description: "Create the assistant and choose the number again." })
      setOpen(false)
    } catch (error) {
      toast({ variant: "destructive", title: "Not Cleared", description: voiceErrorText(error) })
    }
  }

  return (
    <div className="grid gap-2 border-t pt-4">
      <p className="text-xs text-muted-foreground">{START_OVER_TEXT}</p>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          <RotateCcw aria-hidden />
          Start over
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Start the voice setup over?"
        description={START_OVER_TEXT}
        confirmLabel="Start over"
        destructive
        holdOpen
        pendingLabel="Clearing…"
        onConfirm={confirm}
      />
    </div>
  )
}
