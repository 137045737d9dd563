import { MapPin, Play, RefreshCw, RotateCcw } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { PlacesModeBadge, PlacesModeNote } from "@/components/places-mode"
import { cn } from "@/lib/utils"
import { ScrapingFormFields } from "./scraping-form-fields"
import { StopAllJobsButton } from "./stop-all-jobs-button"
import { useScrapingForm } from "./use-scraping-form"

/** SPEC §2.5 Maps Scraping form: start a search of the maps service; its contacts are stored as they come. */
export function ScrapingForm() {
  const { form, jobActive, submitting, stopping, refreshing, onSubmit, clear, stopAll, refresh } = useScrapingForm()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5" aria-hidden />
          Maps Scraping
        </CardTitle>
        <CardAction>
          <PlacesModeBadge />
        </CardAction>
        <CardDescription>
          Find businesses on the maps service and save the ones with a phone number as contacts.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PlacesModeNote sandboxText="Sandbox: fictional businesses, no Google requests" testId="places-sandbox" />
        <form onSubmit={onSubmit} noValidate aria-label="Maps scraping" className="space-y-4">
          <ScrapingFormFields control={form.control} />
          <div className="grid grid-cols-2 gap-2">
            <Button type="submit" disabled={submitting || jobActive}>
              <Play aria-hidden />
              {submitting ? "Starting..." : "Start Scraping"}
            </Button>
            <Button type="button" variant="outline" onClick={clear} disabled={submitting}>
              <RotateCcw aria-hidden />
              Clear
            </Button>
            <Button type="button" variant="outline" onClick={() => void refresh()} disabled={refreshing}>
              <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden />
              Refresh Status
            </Button>
            <StopAllJobsButton stopping={stopping} onStop={stopAll} />
          </div>
          {jobActive && (
            <p className="text-xs text-muted-foreground">A search is in progress; start the next one when it ends.</p>
          )}
        </form>
      </CardContent>
    </Card>
  )
}
