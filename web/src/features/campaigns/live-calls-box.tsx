import { PhoneCall } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"
import type { LiveCallItem } from "@shared/api-routes/campaigns"

import { cn } from "@/lib/utils"
import { useLiveLines } from "@/features/calls/live-transcript"
import { elapsedLabel, liveCallsView } from "./campaign-view"
import { useNow } from "./use-now"

/** The latest line said on a call (issue 36), on one clamped line so the box never changes height. */
function LatestLine({ callId }: { callId: number }) {
  const lines = useLiveLines(callId)
  const last = lines[lines.length - 1]
  return (
    <span className="block truncate text-xs text-muted-foreground italic" data-testid="live-latest-line">
      {last ? `${last.role === "assistant" ? "AI" : "Lead"}: ${last.text}` : "\u00a0"}
    </span>
  )
}

/** The LIVE box (SPEC §2.7): up to 3 calls in progress (under 5 minutes old) and "+N more". */
export function LiveCallsBox({ calls, moreCount }: { calls: LiveCallItem[]; moreCount: number }) {
  const now = useNow(1000)
  const { shown, moreLabel } = liveCallsView(calls, moreCount, now)
  // Red is for something wrong; a call on the line is good news (green), an idle line is neutral.
  const live = shown.length > 0

  return (
    <section
      aria-label="Live calls"
      data-testid="live-calls"
      className={cn("rounded-lg border p-3", live ? "border-emerald-500/30 bg-emerald-500/5" : "bg-muted/30")}
    >
      <div
        className={cn(
          "mb-2 flex items-center gap-2 text-xs font-bold tracking-wider",
          live ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground"
        )}
      >
        <span className="relative flex size-2.5">
          {live && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60" />
          )}
          <span
            className={cn(
              "relative inline-flex size-2.5 rounded-full",
              live ? "bg-emerald-500" : "bg-muted-foreground/40"
            )}
          />
        </span>
        LIVE
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No calls in progress.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1.5">
          {shown.map((call) => (
            <li key={call.id} className="flex items-center gap-2 rounded-md bg-card px-2.5 py-1.5 text-sm shadow-xs">
              <PhoneCall className="size-3.5 shrink-0 text-emerald-600" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{call.businessName ?? "Unknown contact"}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {call.phone ? formatPhoneDisplay(call.phone) : ""}
                  {call.campaignName
                    ? ` · ${call.campaignName}`
                    : call.direction === "inbound"
                      ? " · Inbound call"
                      : " · Manual Call"}
                </span>
                <LatestLine callId={call.id} />
              </span>
              <span className="shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
                {elapsedLabel(call.createdAt, now)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {moreLabel && <p className="mt-2 text-xs font-medium text-muted-foreground">{moreLabel}</p>}
    </section>
  )
}
