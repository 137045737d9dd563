import { CallContactCard } from "./call-contact-card"
import { CallHistoryCard } from "./call-history-card"
import { CallLinkDialog } from "./call-link-dialog"
import { CampaignManagement } from "./campaign-management"
import { CampaignStatusPanel } from "./campaign-status-panel"

/** SPEC §2.7: single calls and campaigns side by side, the call history across the page below. */
export function CallsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <CallContactCard />
          <CampaignManagement />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <CampaignStatusPanel />
        </div>
      </div>
      <CallHistoryCard />
      <CallLinkDialog />
    </div>
  )
}

export default CallsPage
