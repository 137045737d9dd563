import { SectionBoundary } from "@/components/section-boundary"
import { DailyQuotaCard } from "./daily-quota-card"
import { MonthSpendCard } from "./month-spend-card"
import { NextStepsCard } from "./next-steps-card"
import { QuickContactSearch } from "./quick-contact-search"
import { RecentCallsCard } from "./recent-calls-card"
import { SetupChecklistCard } from "./setup-checklist-card"
import { StatCards } from "./stat-cards"
import { SystemStatusCard } from "./system-status-card"

/** SPEC §2.3: counters on top; recent activity and search on the left, system health on the right. */
export function DashboardPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionBoundary>
        <SetupChecklistCard />
      </SectionBoundary>
      <SectionBoundary>
        <NextStepsCard />
      </SectionBoundary>
      <SectionBoundary>
        <StatCards />
      </SectionBoundary>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <SectionBoundary>
            <RecentCallsCard />
          </SectionBoundary>
          <SectionBoundary>
            <QuickContactSearch />
          </SectionBoundary>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <SectionBoundary>
            <SystemStatusCard />
          </SectionBoundary>
          <SectionBoundary>
            <DailyQuotaCard />
          </SectionBoundary>
          <SectionBoundary>
            <MonthSpendCard />
          </SectionBoundary>
        </div>
      </div>
    </div>
  )
}

export default DashboardPage
