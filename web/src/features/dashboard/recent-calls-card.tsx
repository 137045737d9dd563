import { lazy, Suspense, useEffect, useState } from "react"
import { ArrowUp, PhoneCall, PhoneOff, RefreshCw, UserRound } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { usePhoneDisplay } from "@/hooks/use-phone-display"
import { toast } from "@/hooks/use-toast"
import { clockTime } from "@/lib/zoned-format"
import { cn } from "@/lib/utils"
import { resultBadge } from "@/features/calls/call-format"
import { OpenContactLink } from "@/features/contacts/open-contact-link"
import { heldList } from "./recent-calls-hold"
import { relativeTime } from "./relative-time"
import { useRecentCalls } from "./use-dashboard"
import { useDashboardRefresh } from "./use-dashboard-refresh"

// Loaded when a call is first opened: the dialog and the schemas it imports stay off the first screen.
const loadCallDetails = () => import("@/features/calls/call-details-dialog")
const CallDetailsDialog = lazy(() => loadCallDetails().then((m) => ({ default: m.CallDetailsDialog })))

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-1 py-10 text-center">
      <PhoneOff className="mb-2 size-8 text-muted-foreground/60" aria-hidden />
      <p className="font-medium">No recent calls</p>
      <p className="text-sm text-muted-foreground">Start a campaign to see call activity</p>
      <p className="text-xs text-muted-foreground">Data refreshes automatically every 3 seconds</p>
    </div>
  )
}

function CallRow({ call, onOpen }: { call: CallListItem; onOpen: () => void }) {
  const badge = resultBadge(call)
  const phone = usePhoneDisplay(call.contact?.phone ?? "")
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={onOpen}
        onPointerEnter={() => void loadCallDetails()}
        onFocus={() => void loadCallDetails()}
        className="flex w-full min-w-0 items-center gap-3 rounded-md px-2 py-2.5 text-left transition-colors outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {/* On a phone the icon's width goes to the name instead. */}
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
          <PhoneCall className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          {/* A long name wraps to a second line on a phone rather than being cut at a dozen letters. */}
          <span className="line-clamp-2 text-sm font-medium break-words sm:line-clamp-1 sm:break-all">
            {call.contact?.businessName || "Unknown Business"}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{phone || "No phone"}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span className="text-xs text-muted-foreground">{relativeTime(call.createdAt)}</span>
        </span>
      </button>
      {/* The contact's drawer (issue 38): a link, apart from the row's Call Details button. */}
      {call.contactId !== null && call.contact && (
        <OpenContactLink
          contactId={call.contactId}
          aria-label={`Open contact ${call.contact.businessName}`}
          title="Open contact"
          className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted/60 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <UserRound className="size-4" aria-hidden />
        </OpenContactLink>
      )}
    </li>
  )
}

/**
 * SPEC §2.3 Recent Calls: polled every 3 s, live events refresh it at once. Rows already shown update
 * in place; calls that arrive wait behind an "N new" pill until the operator shows them (issue 38).
 */
export function RecentCallsCard() {
  const { data, error, isLoading, lastUpdated, markUpdated } = useRecentCalls()
  // The rows as the operator last saw them: new calls wait behind the "N new" pill (recent-calls-hold.ts).
  const [held, setHeld] = useState<CallListItem[] | null>(null)
  useEffect(() => {
    if (data && !held?.length) setHeld(data)
  }, [data, held])
  const view = data ? heldList(held, data) : null
  const { refreshing, refresh } = useDashboardRefresh(() => {
    markUpdated()
    // The operator asked for the latest: show it all.
    setHeld(null)
    toast({ title: "Dashboard Updated", description: "Recent calls and statistics refreshed successfully." })
  })
  const [open, setOpen] = useState<CallListItem | null>(null)
  // Mounted from the first open on, so closing plays out and returns focus as before.
  const [opened, setOpened] = useState(false)
  const zone = useOperatorZone()

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PhoneCall className="size-5" aria-hidden />
          Recent Calls
        </CardTitle>
        <CardDescription>Last updated: {lastUpdated ? clockTime(lastUpdated, zone, true) : "—"}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
            <RefreshCw className={cn(refreshing && "animate-spin")} />
            Refresh
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="relative">
        {view && view.newCount > 0 && (
          // Over the list, not above it: the pill appearing moves no row.
          <div className="absolute -top-3 left-1/2 z-10 -translate-x-1/2" role="status">
            <Button
              size="sm"
              className="h-7 rounded-full shadow-md"
              onClick={() => setHeld(data ?? null)}
              data-testid="recent-calls-new"
            >
              <ArrowUp aria-hidden />
              {view.newCount} new {view.newCount === 1 ? "call" : "calls"}
            </Button>
          </div>
        )}
        {isLoading ? (
          <div className="grid gap-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : error && !data ? (
          <p className="py-8 text-center text-sm text-destructive">Recent calls could not be loaded. {error.message}</p>
        ) : !view?.rows.length ? (
          <EmptyState />
        ) : (
          <ul className="-mx-2 grid grid-cols-1 gap-0.5" data-testid="recent-calls">
            {view.rows.map((call) => (
              <CallRow
                key={call.id}
                call={call}
                onOpen={() => {
                  setOpened(true)
                  setOpen(call)
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {opened && (
        <Suspense fallback={null}>
          <CallDetailsDialog call={open} onOpenChange={(o) => !o && setOpen(null)} />
        </Suspense>
      )}
    </Card>
  )
}
