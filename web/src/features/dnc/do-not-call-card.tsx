import { ShieldBan } from "lucide-react"

import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Separator } from "@/components/ui/separator"
import { DncAddForm } from "./dnc-add-form"
import { DncImportDialog } from "./dnc-import-dialog"
import { DncList } from "./dnc-list"

/** The do-not-call list (issue 4): add, remove and import numbers that must never be dialled. */
export function DoNotCallCard() {
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldBan className="size-5" aria-hidden />
          Do-Not-Call List
        </CardTitle>
        <CardAction>
          <DncImportDialog />
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {/* Below the title row, not beside it, so a phone gets the full width for it. */}
        <p className="-mt-2 text-sm text-muted-foreground">
          These numbers are never dialled. Every dial path (campaigns, retries and Call Now) checks the list right
          before dialling, and anyone who asks on a call not to be called again is added automatically.
        </p>
        <DncAddForm />
        <Separator />
        <DncList />
      </CardContent>
    </Card>
  )
}
