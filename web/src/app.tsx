import { lazy, Suspense } from "react"
import { Route, Switch, useLocation } from "wouter"

import type { LiveEvent } from "@party/events"
import { AppLayout } from "@/components/app-layout"
import { NotFoundPage } from "@/components/not-found-page"
import { PageLoading } from "@/components/page-loading"
import { SectionBoundary } from "@/components/section-boundary"
import { LoginPage } from "@/features/auth/login-page"
import { patchLatestRun, patchLatestRunJob } from "@/features/automation/use-automation"
import { ActivityChip } from "@/features/activity/activity-chip"
import { AddContactButton } from "@/features/contacts/add-contact-button"
import { ContactDrawerHost } from "@/features/contacts/contact-drawer-host"
import { NotificationBell } from "@/features/notifications/notification-bell"
import { patchScrapingJob } from "@/features/scraping/use-scraping-jobs"

// One chunk per section: the shell paints at once and heavy screens load when first visited.
const DashboardPage = lazy(() =>
  import("@/features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage }))
)
const AutomationPage = lazy(() =>
  import("@/features/automation/automation-page").then((m) => ({ default: m.AutomationPage }))
)
const ScrapingPage = lazy(() => import("@/features/scraping/scraping-page").then((m) => ({ default: m.ScrapingPage })))
const ContactsPage = lazy(() => import("@/features/contacts/contacts-page").then((m) => ({ default: m.ContactsPage })))
const CallsPage = lazy(() => import("@/features/calls/calls-page").then((m) => ({ default: m.CallsPage })))
const CalendarPage = lazy(() => import("@/features/calendar/calendar-page").then((m) => ({ default: m.CalendarPage })))
// Analytics brings recharts (about 130 KB gzipped): only this route's chunk loads it.
const AnalyticsPage = lazy(() =>
  import("@/features/analytics/analytics-page").then((m) => ({ default: m.AnalyticsPage }))
)
const SheetsPage = lazy(() => import("@/features/sheets/sheets-page").then((m) => ({ default: m.SheetsPage })))
const SettingsPage = lazy(() => import("@/features/settings/settings-page").then((m) => ({ default: m.SettingsPage })))

/**
 * A live event that carries the changed row puts it into the cached list in place, without a refetch
 * (hooks/live-events.ts leaves those lists out of the stale paths). The mutations only touch SWR's
 * cache, so nothing waits for them.
 */
function patchLiveCaches(event: LiveEvent) {
  if (event.type === "scraping_updated" && event.job) {
    void patchScrapingJob(event.job)
    // An automation run's category is a scraping job: its count moves with every page.
    void patchLatestRunJob(event.job)
  }
  if (event.type === "automation_updated" && event.run) void patchLatestRun(event.run)
}

export function App() {
  const [location] = useLocation()
  return (
    <Switch>
      {/* Sign-in stands alone: no sidebar, no live channel before a session exists. */}
      <Route path="/login" component={LoginPage} />
      <Route>
        <AppLayout
          activity={<ActivityChip />}
          quickAdd={<AddContactButton />}
          notifications={<NotificationBell />}
          onLiveEvent={patchLiveCaches}
        >
          {/* A page that fails to render says so under the sidebar, which stays; navigating away clears it. */}
          <SectionBoundary title="This page could not be shown" resetKeys={[location]}>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                <Route path="/" component={DashboardPage} />
                <Route path="/automation" component={AutomationPage} />
                <Route path="/scraping" component={ScrapingPage} />
                <Route path="/contacts" component={ContactsPage} />
                <Route path="/calls" component={CallsPage} />
                <Route path="/calendar" component={CalendarPage} />
                <Route path="/analytics" component={AnalyticsPage} />
                <Route path="/sheets" component={SheetsPage} />
                <Route path="/settings" component={SettingsPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </SectionBoundary>
          {/* ?contact=<id> on any screen opens that contact's drawer over it (issue 38). */}
          <ContactDrawerHost />
        </AppLayout>
      </Route>
    </Switch>
  )
}
