import { MapPin, Play, RefreshCw, RotateCcw, Square } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useSystemStatus } from "@/hooks/use-system-status"
import { cn } from "@/lib/utils"
import { ScrapingFormFields } from "./scraping-form-fields"
import { useScrapingForm } from "./use-scraping-form"

/** The places provider's mode beside the title, as the header labels the voice sandbox. */
function PlacesModeBadge() {
  const { data } = useSystemStatus()
  const places = data?.providers?.places
  if (places?.mode === "sandbox") {
    return (
      <Badge variant="warning" title={places.reason}>
        Sandbox
      </Badge>
    )
  }
  if (places?.mode === "not_configured") return <Badge variant="destructive">Not configured</Badge>
  return null
}

/** Says plainly when searches are simulated, or why they cannot run. */
function PlacesModeNote() {
  const { data } = useSystemStatus()
  const places = data?.providers?.places
  if (places?.mode === "sandbox") {
    return (
      <p
        className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning-foreground"
        data-testid="places-sandbox"
      >
        Sandbox: fictional businesses, no Google requests
      </p>
    )
  }
  if (places?.mode === "not_configured") {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
      >
        {places.reason}
      </p>
    )
  }
  return null
}

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
        <PlacesModeNote />
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
            <Button
              type="button"
              variant="outline"
              onClick={() => void stopAll()}
              disabled={stopping}
              className="text-destructive hover:text-destructive"
            >
              <Square aria-hidden />
              Stop All Jobs
            </Button>
          </div>
          {jobActive && (
            <p className="text-xs text-muted-foreground">A search is in progress; start the next one when it ends.</p>
          )}
        </form>
      </CardContent>
    </Card>
  )
}
