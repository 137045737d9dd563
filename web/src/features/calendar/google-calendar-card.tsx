import { useEffect, useState } from "react"
import { CalendarCheck, Copy } from "lucide-react"
import { GOOGLE_CALENDAR_MESSAGES, isCalendarId } from "@shared/google-calendar"
import type { GoogleCalendarStatus } from "@shared/api-routes/calendar"

import { toast } from "@/hooks/use-toast"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { toastApiError } from "@/lib/toast-error"
import { cn } from "@/lib/utils"
import { LoadError } from "@/components/load-error"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { googleCalendarView } from "./google-calendar-view"
import { SandboxCalendarList } from "./sandbox-calendar-list"
import { saveGoogleCalendar, useGoogleCalendar } from "./use-google-calendar"

async function copyEmail(email: string) {
  try {
    await navigator.clipboard.writeText(email)
    toast({ title: "E-mail Copied", description: 'Share your calendar with it ("Make changes to events").' })
  } catch {
    toast({ variant: "destructive", title: "Error", description: "Could not copy the e-mail. Select it and copy it." })
  }
}

/**
 * Demos on the operator's own Google Calendar: share the calendar with the service account (the
 * Sheets key), paste its Calendar ID, Save. Each booked demo becomes an event, moved and removed
 * with the demo. The feed below stays for Apple Calendar and Outlook.
 */
export function GoogleCalendarCard() {
  const { data: status, error, mutate } = useGoogleCalendar()
  return (
    <Card className="min-w-0" data-testid="google-calendar-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck className="size-5" aria-hidden />
          Google Calendar
        </CardTitle>
        <CardDescription>
          Put every booked demo on your own Google Calendar: moved when the demo moves, removed when it is cancelled.
        </CardDescription>
        {status?.mode === "sandbox" && (
          <CardAction>
            <Badge variant="warning">Sandbox</Badge>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {status ? (
          <ConnectForm status={status} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()}>The Google Calendar status could not be loaded.</LoadError>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-4 w-56" />
          </div>
        )}
        {status?.mode === "sandbox" && status.calendarId && <SandboxCalendarList />}
      </CardContent>
    </Card>
  )
}

function ConnectForm({ status }: { status: GoogleCalendarStatus }) {
  const zone = useOperatorZone()
  const [value, setValue] = useState(status.calendarId)
  const [saving, setSaving] = useState(false)
  const [touched, setTouched] = useState(false)
  // A save elsewhere (another tab, a live event) updates the field unless the operator is typing.
  useEffect(() => {
    if (!touched) setValue(status.calendarId)
  }, [status.calendarId, touched])
  const trimmed = value.trim()
  const invalid = trimmed !== "" && !isCalendarId(trimmed)
  const view = googleCalendarView(status, zone)
  const email = status.clientEmail

  async function save(calendarId: string) {
    setSaving(true)
    try {
      const saved = await saveGoogleCalendar(calendarId)
      setTouched(false)
      toast(
        calendarId
          ? {
              title: GOOGLE_CALENDAR_MESSAGES.savedTitle,
              description: `Booked demos go to ${saved.calendarTitle ?? calendarId}.`,
            }
          : {
              title: GOOGLE_CALENDAR_MESSAGES.disconnectedTitle,
              description: "New demos stay in the app and the feed; events already written stay on your calendar.",
            }
      )
    } catch (err) {
      toastApiError(err, { title: GOOGLE_CALENDAR_MESSAGES.failedTitle, fallback: "The calendar could not be saved" })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid gap-4 text-sm">
      {status.mode === "real" && (
        <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
          <li>In Google Calendar, open your calendar&apos;s Settings and sharing.</li>
          <li>
            Under &quot;Share with specific people&quot;, add the e-mail below with &quot;Make changes to events&quot;.
          </li>
          <li>Copy the Calendar ID from &quot;Integrate calendar&quot; and paste it here.</li>
        </ol>
      )}
      {email && (
        <div className="grid gap-1">
          <span className="text-muted-foreground">Share your calendar with:</span>
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
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (!invalid) void save(trimmed)
        }}
      >
        <Label htmlFor="google-calendar-id">Calendar ID</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="google-calendar-id"
            value={value}
            placeholder="you@example.com or …@group.calendar.google.com"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "google-calendar-id-error" : undefined}
            disabled={status.mode === "not_configured"}
            onChange={(e) => {
              setTouched(true)
              setValue(e.target.value)
            }}
            className="min-w-0 font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving || invalid || status.mode === "not_configured"}>
              {saving ? "Saving..." : "Save"}
            </Button>
            {status.calendarId && (
              <Button type="button" variant="outline" disabled={saving} onClick={() => void save("")}>
                Disconnect
              </Button>
            )}
          </div>
        </div>
        {invalid && (
          <p id="google-calendar-id-error" className="text-destructive">
            {GOOGLE_CALENDAR_MESSAGES.badId}
          </p>
        )}
      </form>
      <div className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn(
            "size-2.5 shrink-0 rounded-full",
            view.tone === "ok" ? "bg-success" : view.tone === "warn" ? "bg-warning" : "bg-muted-foreground/40"
          )}
        />
        <span className="font-medium" data-testid="google-calendar-connection">
          {view.label}
        </span>
      </div>
      {view.modeNote && (
        <p
          className={cn(
            "rounded-md px-3 py-2",
            status.mode === "sandbox"
              ? "border border-warning/40 bg-warning/10 text-warning-foreground"
              : "border bg-muted/40 text-muted-foreground"
          )}
        >
          {view.modeNote}
        </p>
      )}
      {status.lastError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 break-words text-destructive"
        >
          {status.lastError}
        </p>
      )}
      {view.movingText && (
        <p className="rounded-md border bg-muted/40 px-3 py-2 break-words" data-testid="google-calendar-moving">
          {view.movingText}
        </p>
      )}
      {view.leftBehindText && (
        <p
          role="status"
          className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 break-words text-warning-foreground"
          data-testid="google-calendar-left-behind"
        >
          {view.leftBehindText}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span data-testid="google-calendar-pending">{view.pendingText}</span>
        {view.failedText && <span className="text-destructive">{view.failedText}</span>}
        {view.lastSyncText && <span>{view.lastSyncText}</span>}
      </div>
    </div>
  )
}
