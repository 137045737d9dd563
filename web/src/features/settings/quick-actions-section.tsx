import { useState } from "react"
import { Link } from "wouter"
import { Calendar, Download, FileSpreadsheet, Loader2, PhoneCall, Zap } from "lucide-react"
import { mutate } from "swr"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useExportContacts } from "@/features/contacts/use-export-contacts"
import { NO_FILTERS } from "@/features/contacts/types"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { toast } from "@/hooks/use-toast"
import { testSheetsConnection } from "@/features/sheets/use-sheets"
import { sheetsTestToast, testVapiConnection } from "./quick-actions"

type Busy = "vapi" | "sheets" | null

/**
 * SPEC §2.10 Quick Actions. These four: Test Vapi Connection (one real request to Vapi), Test
 * Google Sheet (the saved spreadsheet), Export Contacts (every contact, as the Contacts page's CSV)
 * and Open Demo Calendar.
 */
export function QuickActionsSection() {
  const [busy, setBusy] = useState<Busy>(null)
  const { exportCsv, exporting, progress } = useExportContacts(NO_FILTERS)

  async function testVapi() {
    setBusy("vapi")
    try {
      toast(await testVapiConnection())
      // The lights follow what the test found (a 429 shows as rate limited).
      void mutate(SYSTEM_STATUS_KEY)
    } finally {
      setBusy(null)
    }
  }

  async function testSheet() {
    setBusy("sheets")
    try {
      // No URL: the saved spreadsheet is tested.
      const result = await testSheetsConnection()
      toast(sheetsTestToast({ ok: true, title: result?.title }))
    } catch (error) {
      toast(sheetsTestToast({ ok: false, error }))
    } finally {
      setBusy(null)
    }
  }

  const spinner = <Loader2 className="animate-spin" aria-hidden />
  return (
    <Card id="quick-actions" className="scroll-mt-24 gap-5">
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
