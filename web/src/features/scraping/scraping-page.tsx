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
 *
 * Every grid has explicit minmax(0, 1fr) columns (grid-cols-1 on a phone): an implicit column is
 * sized auto and grows to its widest card's min-content, so a truncated name in the live list, a long
 * job label or an unbroken error (a URL) widened the column past a 390 px screen.
 */
export function ScrapingPage() {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ScrapingForm />
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <ScrapingStatusPanel />
          <LiveUpdatesPanel />
          <RateLimitsPanel />
        </div>
      </div>
      <ScrapedContactsTable />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ManualContactCard />
        <BulkUploadCard />
      </div>
    </div>
  )
}

export default ScrapingPage
