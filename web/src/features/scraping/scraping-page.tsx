import { MapPin } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { BulkUploadCard } from "./bulk-upload-card"
import { ManualContactCard } from "./manual-contact-card"

/** Honest placeholder for the right column until maps lead search is built (no sample data). */
function MapsScrapingComingSoon() {
  return (
    <Card>
      <CardHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <MapPin className="size-5" aria-hidden />
        </div>
        <CardTitle>Maps scraping arrives with lead search</CardTitle>
        <CardDescription>Searching a maps service for businesses is not available yet.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p>
          The scraping form, job status, live updates and the scraped contacts table will appear here in a later update.
        </p>
        <p>Until then, add contacts by hand or upload a CSV file.</p>
      </CardContent>
    </Card>
  )
}

/** SPEC §2.5: import on the left (manual add, CSV upload); maps scraping on the right. */
export function ScrapingPage() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 gap-6">
        <ManualContactCard />
        <BulkUploadCard />
      </div>
      <div className="grid min-w-0 gap-6">
        <MapsScrapingComingSoon />
      </div>
    </div>
  )
}

export default ScrapingPage
