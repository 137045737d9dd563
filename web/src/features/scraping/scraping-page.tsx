import { BulkUploadCard } from "./bulk-upload-card"
import { LiveUpdatesPanel } from "./live-updates-panel"
import { ManualContactCard } from "./manual-contact-card"
import { RateLimitsPanel } from "./rate-limits-panel"
import { ScrapedContactsTable } from "./scraped-contacts-table"
import { ScrapingForm } from "./scraping-form"
import { ScrapingStatusPanel } from "./scraping-status-panel"

/**
 * SPEC §2.5: import on the left (manual add, CSV upload), maps scraping on the right from the large
 * breakpoint up; the Scraped Contacts table spans the width below.
 */
export function ScrapingPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 gap-6">
          <ManualContactCard />
          <BulkUploadCard />
        </div>
        <div className="grid min-w-0 gap-6">
          <ScrapingForm />
          <ScrapingStatusPanel />
          <LiveUpdatesPanel />
          <RateLimitsPanel />
        </div>
      </div>
      <ScrapedContactsTable />
    </div>
  )
}

export default ScrapingPage
