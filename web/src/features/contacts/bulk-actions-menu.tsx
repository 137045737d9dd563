import { useState } from "react"
import { ChevronDown, ListChecks } from "lucide-react"

import type { ContactStatus } from "@shared/contacts"
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
import { BULK_STATUS_ACTIONS, statusLabel } from "./contact-status"
import { bulkUpdateStatus } from "./use-contacts"

type BulkActionsMenuProps = {
  selected: ReadonlySet<number>
  /** Called after a successful update (the selection is cleared then). */
  onDone: () => void
}

/** SPEC §2.4 Bulk Actions: set the status of every selected contact in one request. */
export function BulkActionsMenu({ selected, onDone }: BulkActionsMenuProps) {
  const [pending, setPending] = useState(false)

  async function mark(status: ContactStatus) {
    if (selected.size === 0) {
      toast({ variant: "destructive", title: "No Contacts Selected", description: "Please select contacts to update." })
      return
    }
    setPending(true)
    try {
      const updated = await bulkUpdateStatus([...selected], status)
      toast({
        title: "Bulk Update Complete",
        description: `${updated} ${updated === 1 ? "contact" : "contacts"} marked as ${statusLabel(status)}.`,
      })
      onDone()
    } catch (error) {
      console.error("Bulk status update failed", error)
      toastApiError(error, {
        title: "Update Failed",
        fallback: "Failed to update some contacts. Please try again.",
        reason: "none",
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={pending} className="h-10 sm:h-9">
          <ListChecks />
          {pending ? "Updating..." : "Bulk Actions"}
          <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {selected.size} selected
        </DropdownMenuLabel>
        {BULK_STATUS_ACTIONS.map(({ status, label }) => (
          <DropdownMenuItem key={status} className="py-2" onSelect={() => void mark(status)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
