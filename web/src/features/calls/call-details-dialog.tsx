import type { ReactNode } from "react"
import { ExternalLink } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"
import { formatPhoneDisplay } from "@shared/phone"
import { CALLBACK_STATE_LABELS } from "@shared/callbacks"

import { useOperatorZone } from "@/hooks/use-operator-zone"
import { httpsUrl } from "@/lib/safe-url"
import { Badge } from "@/components/ui/badge"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { Skeleton } from "@/components/ui/skeleton"
import { callStatusBadge, endedReasonWords, formatDateTime, formatDuration, resultLabel } from "./call-format"
import { CallCost } from "./call-cost"
import { DemoTimes } from "./demo-times"
import { useCallDetails } from "./use-call-details"
import { useReturnFocus } from "./use-return-focus"
import { TranscriptView } from "./transcript-view"
import { LiveCallPanel } from "./live-call-panel"
import { CallDetailsActions } from "./call-details-actions"
import { callbackTime } from "../callbacks/callback-format"

type CallDetailsDialogProps = {
  /** The row that was clicked: shown at once while the full call (transcript) loads. */
  call: CallListItem | null
  onOpenChange: (open: boolean) => void
}

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  )
}

/** SPEC §2.3/§2.7 "Call Details": shared by the dashboard's Recent Calls and the Call History table. */
export function CallDetailsDialog({ call: row, onOpenChange }: CallDetailsDialogProps) {
  const { data: details, error, isLoading } = useCallDetails(row?.id ?? null)
  const zone = useOperatorZone()
  const call = details ?? row
  const status = call ? callStatusBadge(call.status) : null
  const recordingUrl = httpsUrl(details?.recordingUrl)
  const returnFocus = useReturnFocus(!!row)

  return (
    <Dialog open={!!row} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Call Details</DialogTitle>
          <DialogDescription>{call?.contact?.businessName ?? "Unknown Business"}</DialogDescription>
        </DialogHeader>
        {call && status && (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
            <Detail label="Business Name" wide>
              {call.contact?.businessName ?? "Unknown Business"}
            </Detail>
            <Detail label="Phone">{call.contact?.phone ? formatPhoneDisplay(call.contact.phone) : "No phone"}</Detail>
            <Detail label="Call Status">
              <Badge variant={status.variant}>{status.label}</Badge>
            </Detail>
            <Detail label="Call Result">{resultLabel(call.result)}</Detail>
            <Detail label="Duration">{formatDuration(call.duration)}</Detail>
            <Detail label="Demo Scheduled">{call.demoScheduled ? "Yes" : "No"}</Detail>
            {call.demoDate && (
              <Detail label="Demo Date & Time">
                <DemoTimes demoDate={call.demoDate} operatorZone={zone} leadZone={details?.leadTimeZone ?? null} />
              </Detail>
            )}
            <Detail label="Campaign">{call.campaignName || "Manual Call"}</Detail>
            <Detail label="Address" wide>
              {call.contact?.address || "—"}
            </Detail>
            <Detail label="Call ID">
              <span className="tabular-nums">{call.id}</span>
              {/* The provider's own id, for looking the call up in its dashboard (the sandbox's is ours again). */}
              {call.vapiCallId && !call.vapiCallId.startsWith("sandbox-") && (
                <span className="block font-mono text-xs text-muted-foreground" title="Vapi's call id">
                  Vapi: {call.vapiCallId}
                </span>
              )}
            </Detail>
            <Detail label="Created At">{formatDateTime(call.createdAt, zone, { zoneName: true })}</Detail>
            {details && (
              <Detail label="Cost" wide>
                <CallCost cost={details.cost} breakdown={details.costBreakdown} />
              </Detail>
            )}
            {details?.endedReason && (
              <Detail label="How It Ended" wide>
                <span data-testid="call-ended-reason">{endedReasonWords(details.endedReason)}</span>
              </Detail>
            )}
            {details?.error && (
              <Detail label="Error" wide>
                <span className="text-destructive">{details.error}</span>
              </Detail>
            )}
            {details?.voicemailMessage && (
              <Detail label="Voicemail Message Left" wide>
                <span data-testid="voicemail-message">&ldquo;{details.voicemailMessage}&rdquo;</span>
              </Detail>
            )}
            {details?.callback && (
              <Detail label="Callback Asked For" wide>
                <span data-testid="call-callback">
                  {callbackTime(details.callback.dueAt, details.callback.timeZone)}
                  {details.callback.reason && ` · ${details.callback.reason}`} (
                  {CALLBACK_STATE_LABELS[details.callback.state]})
                </span>
              </Detail>
            )}
            {details?.callbackFor && (
              <Detail label="Placed For" wide>
                The callback asked for {callbackTime(details.callbackFor.dueAt, details.callbackFor.timeZone)}
                {details.callbackFor.reason && ` (${details.callbackFor.reason})`}
              </Detail>
            )}
            {details?.summary && (
              <Detail label="Summary" wide>
                {details.summary}
              </Detail>
            )}
            {recordingUrl && (
              <Detail label="Recording" wide>
                <audio
                  controls
                  preload="none"
                  src={recordingUrl}
                  className="mb-1 h-9 w-full"
                  data-testid="call-recording"
                >
                  <track kind="captions" />
                </audio>
                <a
                  href={recordingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  Open the recording <ExternalLink className="size-3.5" aria-hidden />
                </a>
              </Detail>
            )}
          </dl>
        )}
        {/* On the line: the conversation as it happens and its controls; the report's transcript after. */}
        {call?.status === "calling" ? (
          <LiveCallPanel callId={call.id} />
        ) : (
          <section aria-labelledby="call-transcript-label" className="grid gap-1.5">
            <h3 id="call-transcript-label" className="text-xs font-medium text-muted-foreground">
              Transcript
            </h3>
            {isLoading && !details ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <div
                data-testid="call-transcript"
                tabIndex={0}
                className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-2 text-sm leading-relaxed"
              >
                {error ? (
                  "The transcript could not be loaded."
                ) : details?.transcript ? (
                  <TranscriptView transcript={details.transcript} />
                ) : call?.status === "queued" ? (
                  "The transcript appears when the call ends."
                ) : (
                  "No transcript for this call."
                )}
              </div>
            )}
          </section>
        )}
        {call && <CallDetailsActions call={call} onLeave={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}
