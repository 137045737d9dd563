import { useState } from "react"
import { Copy, RefreshCw } from "lucide-react"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Skeleton } from "@/components/ui/skeleton"
import { rotateCalendarFeed, useCalendarFeed } from "./use-calendar"

/** The secret subscription URL: copy it into a calendar app, or rotate it when it leaked. */
export function CalendarFeedCard() {
  const { data, error } = useCalendarFeed()
  const [rotating, setRotating] = useState(false)

  async function copy() {
    if (!data) return
    try {
      await navigator.clipboard.writeText(data.url)
      toast({ title: "Link Copied", description: "Paste it into your calendar app to subscribe." })
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Could not copy the link. Select it and copy it." })
    }
  }

  async function rotate() {
    try {
      await rotateCalendarFeed()
      toast({ title: "Link Rotated", description: "The old link no longer works. Subscribe again with the new one." })
    } catch (err) {
      toastApiError(err, { fallback: "Failed to rotate the calendar link" })
    } finally {
      setRotating(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add to your calendar</CardTitle>
        <CardDescription>
          Apple Calendar or Outlook: subscribe to calendar, then paste this link (Google Calendar can too, under Other
          calendars → From URL, but refreshes it only every few hours: the Google Calendar card writes demos at once).
          Keep it private: anyone with it sees your demos.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {data ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              value={data.url}
              aria-label="Calendar subscription link"
              data-testid="calendar-feed-url"
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs"
            />
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden /> Copy
              </Button>
              <Button variant="outline" onClick={() => setRotating(true)}>
                <RefreshCw aria-hidden /> Rotate link
              </Button>
            </div>
          </div>
        ) : error ? (
          <p className="text-sm text-destructive">The subscription link could not be loaded.</p>
        ) : (
          <Skeleton className="h-9 w-full" />
        )}
      </CardContent>
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        title="Rotate the calendar link?"
        description="The old link stops working at once: calendars subscribed with it stop updating until you subscribe again with the new link."
        confirmLabel="Rotate link"
        pendingLabel="Rotating..."
        destructive
        holdOpen
        onConfirm={rotate}
      />
    </Card>
  )
}
