import { Fragment, useState } from "react"

import { DoNotCallCard } from "@/features/dnc/do-not-call-card"
import { useScrollToHash } from "@/hooks/use-scroll-to-hash"
import { ApiConfigSection } from "./api-config-section"
import { ClearDataCard } from "./clear-data-card"
import { CostsSection } from "./costs-section"
import { ConfigTransferSection } from "./config-transfer-section"
import { DataRetentionSection } from "./data-retention-section"
import { DialingRulesSection } from "./dialing-rules-section"
import { NotificationsSection } from "./notifications-section"
import { QuickActionsSection } from "./quick-actions-section"
import { RateLimitsSection } from "./rate-limits-section"
import { SystemInfoSection } from "./system-info-section"
import { TimezoneSection } from "./timezone-section"
import { VoiceSection } from "./voice-section"

/**
 * SPEC §2.10: API configuration, notifications, data retention, time zone, system information, Clear
 * All Data and Quick Actions, plus rate limits, dialing rules, the do-not-call list and the
 * configuration backup. Two columns from `lg` up, one on a phone.
 */
export function SettingsPage() {
  // Each form starts from the stored settings once; after an import they start again from the new ones.
  const [generation, setGeneration] = useState(0)
  useScrollToHash()

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Fragment key={generation}>
          <ApiConfigSection />
          <VoiceSection />
          <RateLimitsSection />
          <CostsSection />
          <DialingRulesSection />
          <NotificationsSection />
        </Fragment>
        <DoNotCallCard />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Fragment key={generation}>
          <TimezoneSection />
          <DataRetentionSection />
        </Fragment>
        <SystemInfoSection />
        <QuickActionsSection />
        <ConfigTransferSection onImported={() => setGeneration((n) => n + 1)} />
        <ClearDataCard />
      </div>
    </div>
  )
}

export default SettingsPage
