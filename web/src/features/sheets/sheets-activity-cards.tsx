import { CalendarCheck, CheckCircle2, Clock, History, PhoneCall, UserPen } from "lucide-react"
import type { LucideIcon } from "lucide-react"
import type { SheetsActivity, SheetsUpdate } from "@shared/api-routes/sheets"
import { SHEETS_UPDATE_LABELS } from "@shared/sheets"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { relativeTime } from "@/features/dashboard/relative-time"
import { useSheetsActivity } from "./use-sheets"

export const RECENT_EMPTY_TEXT = "Nothing to sync yet: call results and demos appear here as they happen."

type Today = SheetsActivity["today"]

const TODAY: { key: keyof Today; label: string; icon: LucideIcon }[] = [
  { key: "callResults", label: "Call results", icon: PhoneCall },
  { key: "demos", label: "Demos", icon: CalendarCheck },
  { key: "contactUpdates", label: "Contact updates", icon: UserPen },
  { key: "synced", label: "Synced", icon: CheckCircle2 },
  { key: "pending", label: "Pending", icon: Clock },
]

function LoadFailed({ what }: { what: string }) {
  return <p className="text-sm text-destructive">{what} could not be loaded.</p>
}

/** SPEC §2.9 Recent Updates: the latest rows bound for the spreadsheet, synced or still waiting. */
export function RecentUpdatesCard() {
  const { data, error } = useSheetsActivity()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden />
          Recent Updates
        </CardTitle>
        <CardDescription>The latest rows sent to the spreadsheet.</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <RecentUpdatesList updates={data.recent} />
        ) : error ? (
          <LoadFailed what="Recent updates" />
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function RecentUpdatesList({ updates, now }: { updates: SheetsUpdate[]; now?: number }) {
  if (updates.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{RECENT_EMPTY_TEXT}</p>
  }
  return (
    <ul className="grid divide-y" data-testid="sheets-recent">
      {updates.map((u) => (
        <li key={u.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <Badge variant="outline">{SHEETS_UPDATE_LABELS[u.kind]}</Badge>
              <span className="min-w-0 truncate text-sm font-medium">{u.businessName}</span>
            </div>
            <p className="text-xs break-words text-muted-foreground">
              {u.detail} · {u.sheet}
            </p>
          </div>
          <div className="grid shrink-0 justify-items-end gap-1">
            <Badge variant={u.status === "synced" ? "success" : "warning"}>
              {u.status === "synced" ? "Synced" : "Pending"}
            </Badge>
            <time dateTime={u.createdAt} className="text-xs whitespace-nowrap text-muted-foreground">
              {relativeTime(u.createdAt, now)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** SPEC §2.9 Today's Updates: the operator's day in five figures. */
export function TodayUpdatesCard() {
  const { data, error } = useSheetsActivity()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Today&apos;s Updates</CardTitle>
        <CardDescription>Rows recorded since midnight.</CardDescription>
      </CardHeader>
      <CardContent>
        {error && !data ? (
          <LoadFailed what="Today's updates" />
        ) : (
          <dl className="grid gap-3" data-testid="sheets-today">
            {TODAY.map(({ key, label, icon: Icon }) => (
              <div key={key} className="flex items-center gap-3 text-sm">
                <Icon className="size-4 text-muted-foreground" aria-hidden />
                <dt className="flex-1">{label}</dt>
                <dd className="font-semibold tabular-nums">
                  {data ? data.today[key].toLocaleString("en-US") : <Skeleton className="h-5 w-8" />}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
