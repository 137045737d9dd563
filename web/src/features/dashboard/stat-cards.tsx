import type { LucideIcon } from "lucide-react"
import { CalendarCheck, Phone, PlayCircle, TrendingUp } from "lucide-react"
import type { DashboardStats } from "@shared/api-routes/calls"
import { type Caption, type CaptionTone, callsCaption, conversionCaption, successCaption } from "@shared/week-captions"

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { ActiveCampaignsWhy } from "./active-campaigns-why"
import { cn } from "@/lib/utils"
import { useDashboardStats } from "./use-dashboard"

type StatCard = {
  title: string
  icon: LucideIcon
  value: (s: DashboardStats) => string
  /** SPEC §2.3's caption shapes, computed: this week so far against the same part of last week. */
  caption: (s: DashboardStats) => Caption
}

const number = (n: number) => n.toLocaleString()

const weeks = (s: DashboardStats) => [s.week.thisWeek, s.week.lastWeek] as const

const CARDS: StatCard[] = [
  {
    title: "Total Calls Made",
    icon: Phone,
    value: (s) => number(s.totalCalls),
    caption: (s) => callsCaption(...weeks(s)),
  },
  {
    title: "Demos Scheduled",
    icon: CalendarCheck,
    value: (s) => number(s.demosScheduled),
    caption: (s) => conversionCaption(...weeks(s)),
  },
  {
    title: "Success Rate",
    icon: TrendingUp,
    value: (s) => `${s.successRate}%`,
    caption: (s) => successCaption(...weeks(s)),
  },
  {
    title: "Active Campaigns",
    icon: PlayCircle,
    value: (s) => number(s.activeCampaigns),
    caption: () => ({ text: "Running now", tone: "flat", detail: "Campaigns running or active now" }),
  },
]

const TONE_CLASS: Record<CaptionTone, string> = {
  up: "text-success",
  down: "text-destructive",
  flat: "text-muted-foreground",
  none: "text-muted-foreground",
}

function CaptionLine({ caption }: { caption: Caption | null }) {
  if (!caption) return <p className="mt-1 text-xs text-muted-foreground">&nbsp;</p>
  return (
    <p className={cn("mt-1 text-xs", TONE_CLASS[caption.tone])} title={caption.detail}>
      {caption.text}
      <span className="sr-only">. {caption.detail}</span>
    </p>
  )
}

/** The four counters from GET /api/dashboard/stats, polled every 5 s. */
export function StatCards() {
  const { data, error } = useDashboardStats()
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ title, icon: Icon, value, caption }) => (
        <Card key={title} className="gap-2 py-4 sm:py-5">
          <CardHeader className="flex flex-row items-start justify-between gap-2 px-4 sm:px-5">
            <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
            <Icon className="size-4 text-muted-foreground" aria-hidden />
          </CardHeader>
          <CardContent className="px-4 sm:px-5">
            {data ? (
              <div className="text-2xl font-semibold tabular-nums" data-testid={`stat-${title}`}>
                {value(data)}
              </div>
            ) : error ? (
              <div className="text-2xl font-semibold text-muted-foreground" title={error.message}>
                —
              </div>
            ) : (
              <Skeleton className="my-1 h-7 w-20" />
            )}
            <CaptionLine caption={data ? caption(data) : null} />
            {title === "Active Campaigns" && <ActiveCampaignsWhy />}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
