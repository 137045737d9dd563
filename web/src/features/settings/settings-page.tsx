import { Fragment, useState } from "react"

import { DoNotCallCard } from "@/features/dnc/do-not-call-card"
import { ApiConfigSection } from "./api-config-section"
import { ClearDataCard } from "./clear-data-card"
import { CostsSection } from "./costs-section"
import { ConfigTransferSection } from "./config-transfer-section"
import { DataRetentionSection } from "./data-retention-section"
import { DialingRulesSection } from "./dialing-rules-section"
import { LiveCallsSection } from "./live-calls-section"
import { NotificationsSection } from "./notifications-section"
import { QuickActionsSection } from "./quick-actions-section"
import { RateLimitsSection } from "./rate-limits-section"
import { SettingsNav } from "./settings-nav"
import { SETTINGS_SECTIONS } from "./settings-sections"
import { SystemInfoSection } from "./system-info-section"
import { TimezoneSection } from "./timezone-section"
import { VoiceSection } from "./voice-section"

/**
 * SPEC §2.10: API configuration, notifications, data retention, time zone, system information, Clear
 * All Data and Quick Actions, plus voice, live calls, dialing rules, rate limits, costs, the
 * do-not-call list and the configuration backup. One column of sections in the order of the section
 * navigation (settings-sections.ts): a sticky list beside them from `lg` up, a picker on a phone.
 * Each section keeps its own Save: a form saves only what it shows.
 */
export function SettingsPage() {
  // Each form starts from the stored settings once; after an import they start again from the new ones.
  const [generation, setGeneration] = useState(0)

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] xl:grid-cols-[14rem_minmax(0,1fr)]">
      <SettingsNav sections={SETTINGS_SECTIONS} />
      <div className="flex max-w-4xl min-w-0 flex-col gap-6">
        <Fragment key={`calling-${generation}`}>
          <ApiConfigSection />
          <VoiceSection />
          <LiveCallsSection />
          <DialingRulesSection />
          <RateLimitsSection />
          <CostsSection />
        </Fragment>
        <div id="do-not-call" className="scroll-mt-24">
          <DoNotCallCard />
        </div>
        <Fragment key={`alerts-${generation}`}>
          <NotificationsSection />
          <TimezoneSection />
          <DataRetentionSection />
        </Fragment>
        <QuickActionsSection />
        <ConfigTransferSection onImported={() => setGeneration((n) => n + 1)} />
        <SystemInfoSection />
        <ClearDataCard />
      </div>
    </div>
  )
}

export default SettingsPage
