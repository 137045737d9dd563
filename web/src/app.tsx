import { lazy, Suspense } from "react"
import { Route, Switch, useLocation } from "wouter"

import { AppLayout } from "@/components/app-layout"
import { NotFoundPage } from "@/components/not-found-page"
import { PageLoading } from "@/components/page-loading"
import { SectionBoundary } from "@/components/section-boundary"
import { LoginPage } from "@/features/auth/login-page"

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
const SheetsPage = lazy(() => import("@/features/sheets/sheets-page").then((m) => ({ default: m.SheetsPage })))
const SettingsPage = lazy(() => import("@/features/settings/settings-page").then((m) => ({ default: m.SettingsPage })))

export function App() {
  const [location] = useLocation()
  return (
    <Switch>
      {/* Sign-in stands alone: no sidebar, no live channel before a session exists. */}
      <Route path="/login" component={LoginPage} />
      <Route>
        <AppLayout>
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
                <Route path="/sheets" component={SheetsPage} />
                <Route path="/settings" component={SettingsPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </SectionBoundary>
        </AppLayout>
      </Route>
    </Switch>
  )
}
