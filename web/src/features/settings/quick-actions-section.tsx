import { useState } from "react"
import { Link } from "wouter"
import { Calendar, Download, FileSpreadsheet, Loader2, PhoneCall, Zap } from "lucide-react"
import { mutate } from "swr"

import type { SystemStatus } from "@/components/provider-status"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useExportContacts } from "@/features/contacts/use-export-contacts"
import { NO_FILTERS } from "@/features/contacts/types"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { toast } from "@/hooks/use-toast"
import { apiFetch } from "@/lib/api"
import { serverMessage } from "@/lib/toast-error"
import { SHEETS_TEST_PATH, sheetsTestToast, vapiTestToast } from "./quick-actions"

type Busy = "vapi" | "sheets" | null

/**
 * SPEC §2.10 Quick Actions. These four: Test Vapi Connection (the server's provider status), Test
 * Google Sheet (the saved spreadsheet), Export Contacts (every contact, as the Contacts page's CSV)
 * and Open Demo Calendar.
 */
export function QuickActionsSection() {
  const [busy, setBusy] = useState<Busy>(null)
  const { exportCsv, exporting, progress } = useExportContacts(NO_FILTERS)

  async function testVapi() {
    setBusy("vapi")
    try {
      const status = await apiFetch<SystemStatus>(SYSTEM_STATUS_KEY)
      // The header's lights follow what was just read.
      void mutate(SYSTEM_STATUS_KEY, status, { revalidate: false })
      toast(vapiTestToast(status))
    } catch (error) {
      const description = serverMessage(error) ?? "The server's status could not be read."
      toast({ variant: "destructive", title: "Connection Failed", description })
    } finally {
      setBusy(null)
    }
  }

  async function testSheet() {
    setBusy("sheets")
    try {
      const result = await apiFetch<{ title?: string }>(SHEETS_TEST_PATH, { method: "POST", body: {} })
      toast(sheetsTestToast({ ok: true, title: result?.title }))
    } catch (error) {
      toast(sheetsTestToast({ ok: false, error }))
    } finally {
      setBusy(null)
    }
  }

  const spinner = <Loader2 className="animate-spin" aria-hidden />
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-5" aria-hidden />
          Quick Actions
        </CardTitle>
        <CardDescription>Check the connections and reach common tasks.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Button variant="outline" className="justify-start" disabled={busy !== null} onClick={() => void testVapi()}>
          {busy === "vapi" ? spinner : <PhoneCall aria-hidden />}
          Test Vapi Connection
        </Button>
        <Button variant="outline" className="justify-start" disabled={busy !== null} onClick={() => void testSheet()}>
          {busy === "sheets" ? spinner : <FileSpreadsheet aria-hidden />}
          Test Google Sheet
        </Button>
        <Button variant="outline" className="justify-start" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? spinner : <Download aria-hidden />}
          {exporting && progress?.total ? `Exporting ${progress.done} of ${progress.total}` : "Export Contacts"}
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link href="/calendar">
            <Calendar aria-hidden />
            Open Demo Calendar
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
