import { PhoneCall } from "lucide-react"
import { formatPhoneDisplay } from "@shared/phone"
import type { LiveCallItem } from "@shared/api-routes/campaigns"

import { elapsedLabel, liveCallsView } from "./campaign-view"
import { useNow } from "./use-now"

/** The LIVE box (SPEC §2.7): up to 3 calls in progress (under 5 minutes old) and "+N more". */
export function LiveCallsBox({ calls, moreCount }: { calls: LiveCallItem[]; moreCount: number }) {
  const now = useNow(1000)
  const { shown, moreLabel } = liveCallsView(calls, moreCount, now)

  return (
    <section aria-label="Live calls" className="rounded-lg border border-destructive/25 bg-destructive/5 p-3">
      <div className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wider text-destructive">
        <span className="relative flex size-2.5">
          {shown.length > 0 && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive opacity-60" />
          )}
          <span className="relative inline-flex size-2.5 rounded-full bg-destructive" />
        </span>
        LIVE
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No calls in progress.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1.5">
          {shown.map((call) => (
            <li key={call.id} className="flex items-center gap-2 rounded-md bg-card px-2.5 py-1.5 text-sm shadow-xs">
              <PhoneCall className="size-3.5 shrink-0 text-destructive" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{call.businessName ?? "Unknown contact"}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {call.phone ? formatPhoneDisplay(call.phone) : ""}
                  {call.campaignName ? ` · ${call.campaignName}` : " · Manual Call"}
                </span>
              </span>
              <span className="shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
                {elapsedLabel(call.createdAt, now)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {moreLabel && <p className="mt-2 text-xs font-medium text-destructive">{moreLabel}</p>}
    </section>
  )
}
