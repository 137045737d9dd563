import { RecentUpdatesCard, TodayUpdatesCard } from "./sheets-activity-cards"
import { SandboxSheetCard } from "./sandbox-sheet-card"
import { SheetsConfigCard } from "./sheets-config-card"
import { SheetsStatusCard } from "./sheets-status-card"
import { useSheetsStatus } from "./use-sheets"

/** SPEC §2.9 Google Sheets Integration: configuration, connection status, recent and today's updates. */
export function SheetsPage() {
  const { data: status } = useSheetsStatus()
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid min-w-0 grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SheetsConfigCard />
        <SheetsStatusCard />
      </div>
      <div className="grid min-w-0 grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <RecentUpdatesCard />
        <TodayUpdatesCard />
      </div>
      {status?.mode === "sandbox" && <SandboxSheetCard />}
    </div>
  )
}

export default SheetsPage
