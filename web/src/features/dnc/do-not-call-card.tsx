import { ShieldBan } from "lucide-react"

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
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
        <CardDescription>
          These numbers are never dialled. Every dial path (campaigns, retries and Call Now) checks the list right
          before dialling, and anyone who asks on a call not to be called again is added automatically.
        </CardDescription>
        <CardAction>
          <DncImportDialog />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DncAddForm />
        <Separator />
        <DncList />
      </CardContent>
    </Card>
  )
}
