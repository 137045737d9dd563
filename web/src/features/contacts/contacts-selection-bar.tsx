import { X } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { BulkActionsMenu } from "./bulk-actions-menu"
import { showingText } from "./pagination"
import type { ContactsView } from "./use-contacts-view"

/**
 * Select-all for the page, the selected count with Bulk Actions, and "Showing X of Y contacts".
 * On phones the selection tools take their own row under the select-all line.
 */
export function ContactsSelectionBar({
  view,
  shown,
  total,
  totalCapped,
}: {
  view: ContactsView
  shown: number
  total: number
  totalCapped?: boolean
}) {
  const count = view.selected.size
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
      <label htmlFor="contacts-select-all" className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium">
        <Checkbox
          id="contacts-select-all"
          checked={view.pageSelection}
          disabled={shown === 0}
          onCheckedChange={(v) => view.selectPage(v === true)}
        />
        Select all
      </label>
      {count > 0 && (
        <div className="order-last flex w-full flex-wrap items-center gap-2 sm:order-none sm:w-auto">
          <span className="text-sm text-muted-foreground" data-testid="contacts-selected-count">
            {count} selected
          </span>
          <BulkActionsMenu selected={view.selected} onDone={view.clearSelection} />
          <Button variant="ghost" className="size-10 sm:h-9 sm:w-auto" onClick={view.clearSelection}>
            <X />
            <span className="max-sm:sr-only">Clear selection</span>
          </Button>
        </div>
      )}
      <p className="ml-auto text-sm text-muted-foreground" data-testid="contacts-showing">
        {showingText(shown, total, totalCapped)}
      </p>
    </div>
  )
}
