import { SlidersHorizontal } from "lucide-react"

import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { DoNotCallCard } from "@/features/dnc/do-not-call-card"
import { ApiConfigSection } from "./api-config-section"
import { DialingRulesSection } from "./dialing-rules-section"
import { NotificationsSection } from "./notifications-section"
import { TimezoneSection } from "./timezone-section"

/** Honest placeholder for the sections that come later (no sample data, no dead controls). */
function MoreSettingsComing() {
  return (
    <Card className="gap-3 py-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal className="size-5" aria-hidden />
          More settings coming
        </CardTitle>
        <CardDescription>
          Data retention, system information, Quick Actions and configuration export/import.
        </CardDescription>
      </CardHeader>
    </Card>
  )
}

/** SPEC §2.10: the API configuration, dialing rules, notifications, time zone and do-not-call list now; the rest later. */
export function SettingsPage() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <ApiConfigSection />
        <DialingRulesSection />
        <NotificationsSection />
        <DoNotCallCard />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <TimezoneSection />
        <MoreSettingsComing />
      </div>
    </div>
  )
}

export default SettingsPage
