import { Copy, Download, ExternalLink, FileSpreadsheet, RefreshCw } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { LoadError } from "@/components/load-error"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { toast } from "@/hooks/use-toast"
import { cn } from "@/lib/utils"
import { SANDBOX_SHEET_ID } from "./sandbox-sheet-card"
import { openSheetHref } from "./sheets-form"
import { BackfillBox } from "./sheets-backfill-box"
import { sheetsStatusView, type SheetsStatusView } from "./sheets-status-view"
import { useExportBackup } from "./use-export-backup"
import { useSheetsConfig, useSheetsStatus } from "./use-sheets"
import { useForceSync } from "./use-force-sync"

async function copyEmail(email: string) {
  try {
    await navigator.clipboard.writeText(email)
    toast({ title: "E-mail Copied", description: "Share the sheet with it as an Editor." })
  } catch {
    toast({ variant: "destructive", title: "Error", description: "Could not copy the e-mail. Select it and copy it." })
  }
}

/** Sandbox rows never reach Google: Open Sheet shows the in-app sandbox spreadsheet instead. */
function showSandboxSheet() {
  const card = document.getElementById(SANDBOX_SHEET_ID)
  card?.scrollIntoView({ behavior: "smooth", block: "start" })
  card?.focus({ preventScroll: true })
}

/** SPEC §2.9 connection status: the light, the sheet, what is waiting, and the three actions. */
export function SheetsStatusCard() {
  const { data: status, error, mutate } = useSheetsStatus()
  const { data: config } = useSheetsConfig()
  const { sync, syncing } = useForceSync()
  const { exportBackup, exporting } = useExportBackup()
  const href = openSheetHref(config?.spreadsheetUrl)
  const view = status ? sheetsStatusView(status) : null
  // Force Sync and Open Sheet need a saved sheet (and a provider): disabled, with the reason below.
  const blocked = !view || view.actionsBlocked !== null || (view.mode === "real" && !href)
  const blockedId = view?.actionsBlocked ? "sheets-actions-blocked" : undefined

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5" aria-hidden />
          Connection Status
        </CardTitle>
        <CardDescription>Where synced rows go and what is still waiting.</CardDescription>
        {view?.mode === "sandbox" && (
          <CardAction>
            <Badge variant="warning">Sandbox</Badge>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {view ? (
          <StatusDetails view={view} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()}>The connection status could not be loaded.</LoadError>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
        {view && !view.actionsBlocked && <BackfillBox />}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => void sync()} disabled={syncing || blocked} aria-describedby={blockedId}>
            <RefreshCw className={cn(syncing && "animate-spin")} aria-hidden />
            {syncing ? "Syncing..." : "Force Sync Now"}
          </Button>
          {blocked || !view ? (
            <Button variant="outline" disabled aria-describedby={blockedId}>
              <ExternalLink aria-hidden />
              Open Sheet
            </Button>
          ) : view.mode === "sandbox" ? (
            <Button variant="outline" onClick={showSandboxSheet}>
              <FileSpreadsheet aria-hidden />
              Open Sheet
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <a href={href ?? undefined} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Open Sheet
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={() => void exportBackup()} disabled={exporting}>
            <Download className={cn(exporting && "animate-pulse")} aria-hidden />
            {exporting ? "Exporting..." : "Export Backup"}
          </Button>
        </div>
        {view?.actionsBlocked && (
          <p id={blockedId} className="text-sm text-muted-foreground" data-testid="sheets-actions-blocked">
            {view.actionsBlocked}
          </p>
        )}
      </CardContent>
    </Card>
  )
}

const LIGHT_CLASS: Record<SheetsStatusView["light"], string> = {
  connected: "bg-success",
  tested: "bg-warning",
  error: "bg-destructive",
  idle: "bg-muted-foreground/40",
}

/** The status in words; exported for its tests. */
export function StatusDetails({ view }: { view: SheetsStatusView }) {
  const email = view.clientEmail
  return (
    <div className="grid gap-3 text-sm" data-testid="sheets-status">
      <div className="flex items-center gap-2">
        <span aria-hidden className={cn("size-2.5 shrink-0 rounded-full", LIGHT_CLASS[view.light])} />
        <span className="font-medium" data-testid="sheets-connection">
          {view.label}
        </span>
      </div>
      <p className="min-w-0 break-words">
        <span className="text-muted-foreground">Spreadsheet: </span>
        {view.spreadsheet ?? "None chosen yet"}
      </p>
      {view.modeNote && (
        <p
          className={cn(
            "rounded-md px-3 py-2",
            view.mode === "sandbox"
              ? "border border-warning/40 bg-warning/10 text-warning-foreground"
              : "border bg-muted/40 text-muted-foreground"
          )}
          data-testid="sheets-mode"
        >
          {view.modeNote}
        </p>
      )}
      {view.unsavedNote && (
        <p
          className={cn(
            "rounded-md px-3 py-2",
            view.light === "tested" || view.connected
              ? "border border-warning/40 bg-warning/10 text-warning-foreground"
              : "border border-destructive/30 bg-destructive/5 text-destructive"
          )}
          data-testid="sheets-unsaved"
        >
          {view.unsavedNote}
        </p>
      )}
      {view.lastError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 break-words text-destructive"
        >
          {view.lastError}
        </p>
      )}
      {email && (
        <div className="grid gap-1">
          <span className="text-muted-foreground">Share the sheet as an Editor with:</span>
          <div className="flex min-w-0 items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 font-mono text-xs" title={email}>
              {email}
            </code>
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => void copyEmail(email)}
              aria-label="Copy the service account e-mail"
            >
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span data-testid="sheets-pending">{view.pendingText}</span>
        {view.heldText && <span data-testid="sheets-held">{view.heldText}</span>}
        <span>{view.lastSyncText}</span>
      </div>
    </div>
  )
}
