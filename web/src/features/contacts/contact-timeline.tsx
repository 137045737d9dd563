import { ExternalLink, FileText, Loader2, PhoneIncoming, PhoneOutgoing, PlayCircle } from "lucide-react"
import { Link } from "wouter"
import type { TimelineCall } from "@shared/contacts-api"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { httpsUrl } from "@/lib/safe-url"
import { callStatusBadge, endedReasonWords, formatDateTime, formatDuration, resultBadge } from "../calls/call-format"
import { TranscriptView } from "../calls/transcript-view"

/** One call on a contact's timeline: when, how it ended, what was said, the recording. */
function TimelineItem({ call, zone }: { call: TimelineCall; zone: string }) {
  const status = callStatusBadge(call.status)
  const result = call.result || call.demoScheduled ? resultBadge(call) : null
  const Direction = call.direction === "inbound" ? PhoneIncoming : PhoneOutgoing
  const recording = httpsUrl(call.recordingUrl)
  const ended = endedReasonWords(call.endedReason)
  return (
    <li className="relative grid gap-1.5 pb-5 pl-7 last:pb-1" data-testid="contact-timeline-call">
      {/* The timeline's rail and the call's dot. */}
      <span className="absolute top-6 bottom-0 left-[11px] w-px bg-border" aria-hidden />
      <span className="absolute top-0.5 left-0 flex size-6 items-center justify-center rounded-full bg-muted">
        <Direction className="size-3.5 text-muted-foreground" aria-hidden />
      </span>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{formatDateTime(call.createdAt, zone)}</span>
        <span className="text-muted-foreground">
          {call.direction === "inbound" ? "Inbound call" : (call.campaignName ?? "Manual Call")}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {result ? (
          <Badge variant={result.variant}>{result.label}</Badge>
        ) : (
          <Badge variant={status.variant}>{status.label}</Badge>
        )}
        {result && call.status !== "completed" && <Badge variant={status.variant}>{status.label}</Badge>}
        {call.duration !== null && <span className="tabular-nums">{formatDuration(call.duration)}</span>}
        {ended && ended !== call.summary && <span>{ended}</span>}
      </div>
      {call.summary && <p className="text-sm text-muted-foreground">{call.summary}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {recording && (
          <a
            href={recording}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <PlayCircle className="size-4" aria-hidden />
            Recording
          </a>
        )}
        <Link
          href={`/calls?call=${call.id}`}
          className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          Call details
        </Link>
      </div>
      {call.transcript && (
        <details className="group rounded-md border bg-muted/30 text-sm">
          <summary className="flex cursor-pointer items-center gap-1.5 px-2.5 py-1.5 font-medium select-none">
            <FileText className="size-3.5" aria-hidden />
            Transcript
          </summary>
          <div className="max-h-72 overflow-y-auto border-t px-2.5 py-2">
            <TranscriptView transcript={call.transcript} />
          </div>
        </details>
      )}
    </li>
  )
}

type ContactTimelineProps = {
  calls: TimelineCall[]
  zone: string
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}

/** The contact's calls, newest first, with Load older calls while the server has more. */
export function ContactTimeline({ calls, zone, hasOlder, loadingOlder, onLoadOlder }: ContactTimelineProps) {
  if (calls.length === 0) {
    return <p className="text-sm text-muted-foreground">No calls yet. Call now to place the first one.</p>
  }
  return (
    <div className="grid gap-2">
      <ol className="grid" data-testid="contact-timeline">
        {calls.map((call) => (
          <TimelineItem key={call.id} call={call} zone={zone} />
        ))}
      </ol>
      {hasOlder && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onLoadOlder}
          disabled={loadingOlder}
        >
          {loadingOlder && <Loader2 className="animate-spin" aria-hidden />}
          Load older calls
        </Button>
      )}
    </div>
  )
}
