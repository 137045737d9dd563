import { BulkUploadCard } from "./bulk-upload-card"
import { LiveUpdatesPanel } from "./live-updates-panel"
import { ManualContactCard } from "./manual-contact-card"
import { RateLimitsPanel } from "./rate-limits-panel"
import { ScrapedContactsTable } from "./scraped-contacts-table"
import { ScrapingForm } from "./scraping-form"
import { ScrapingStatusPanel } from "./scraping-status-panel"

/**
 * SPEC §2.5, lead search first: the search form beside its status and live results from the large
 * breakpoint up (first of all on a phone), the Scraped Contacts table across the width, then the
 * other ways in (manual add, CSV upload) side by side.
 */
export function ScrapingPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ScrapingForm />
        <div className="grid min-w-0 gap-6">
          <ScrapingStatusPanel />
          <LiveUpdatesPanel />
          <RateLimitsPanel />
        </div>
      </div>
      <ScrapedContactsTable />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ManualContactCard />
        <BulkUploadCard />
      </div>
    </div>
  )
}

export default ScrapingPage
