import { useRef } from "react"
import { CalendarClock, MoreVertical, PanelRightOpen, Pencil, PhoneIncoming, Trash2 } from "lucide-react"

import { Button } from "@/components/ui/button"
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu"
import { cn } from "@/lib/utils"

export type ContactActions = {
  /** Opens the contact's drawer (its calls, demo, callbacks, Call now). */
  onOpen: () => void
  onEdit: () => void
  onDelete: () => void
  /** Opens the callback dialog: move the waiting callback (`hasCallback`), or add one. */
  onCallback: () => void
  hasCallback: boolean
  /** Sandbox only: the contact rings the app's number, as a lead calling back (issue 36). */
  onSimulateCallback?: () => void
}

/** A contact's menu (SPEC §2.4: Edit and Delete), on its card and its table row. */
export function ContactActionsMenu({
  businessName,
  className,
  onOpen,
  onEdit,
  onDelete,
  onCallback,
  hasCallback,
  onSimulateCallback,
}: ContactActions & { businessName: string; className?: string }) {
  // Edit and Delete open a dialog: the closing menu must not pull focus back to its button, or the
  // dialog's focus trap takes it back by selecting the field being typed in (the next key replaces it).
  const openedDialog = useRef(false)
  const openDialog = (open: () => void) => () => {
    openedDialog.current = true
    open()
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("shrink-0", className)}
          aria-label={`Actions for ${businessName}`}
        >
          <MoreVertical />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(e) => {
          if (openedDialog.current) e.preventDefault()
          openedDialog.current = false
        }}
      >
        <DropdownMenuItem onSelect={openDialog(onOpen)}>
          <PanelRightOpen /> Open
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openDialog(onEdit)}>
          <Pencil /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openDialog(onCallback)}>
          <CalendarClock /> {hasCallback ? "Move Callback" : "Schedule Callback"}
        </DropdownMenuItem>
        {onSimulateCallback && (
          <DropdownMenuItem onSelect={onSimulateCallback}>
            <PhoneIncoming /> Simulate a callback
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={openDialog(onDelete)}>
          <Trash2 /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
