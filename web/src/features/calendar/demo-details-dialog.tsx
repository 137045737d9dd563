import type { ReactNode } from "react"
import { Download, ExternalLink, UserRound } from "lucide-react"
import type { CalendarEvent } from "@shared/api-routes/calendar"
import { formatPhoneDisplay } from "@shared/phone"

import { httpsUrl } from "@/lib/safe-url"
import { SectionBoundary } from "@/components/section-boundary"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { resultLabel } from "../calls/call-format"
import { OpenContactLink } from "../contacts/open-contact-link"
import { formatDemoDateTime } from "./calendar-format"
import { demoIcsPath, googleCalendarUrl, outlookCalendarUrl } from "./calendar-links"
import { DemoActions } from "./demo-actions"
import { ViewCallButton } from "./view-call-button"

type DemoDetailsDialogProps = {
  demo: CalendarEvent | null
  /** The operator's zone: the page shows every time in it. */
  timeZone: string
  onClose: () => void
}

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  )
}

function ExternalButton({ href, children, primary }: { href: string; children: ReactNode; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? "default" : "outline"} size="sm">
      <a href={href} target="_blank" rel="noreferrer">
        {children} <ExternalLink aria-hidden />
      </a>
    </Button>
  )
}

/** Built in its own render, so a time no calendar can hold fails here, inside the boundary around it. */
function CalendarLinks({ demo }: { demo: CalendarEvent }) {
  return (
    <>
      {/* Putting the demo in a calendar is what the operator comes here for: the one filled button. */}
      <ExternalButton href={googleCalendarUrl(demo)} primary>
        Google Calendar
      </ExternalButton>
      <ExternalButton href={outlookCalendarUrl(demo)}>Outlook</ExternalButton>
      <Button asChild variant="outline" size="sm">
        <a href={demoIcsPath(demo.id)} download={`demo-${demo.id}.ics`}>
          <Download aria-hidden /> Download .ics
        </a>
      </Button>
    </>
  )
}

/** SPEC §2.8 demo details: who, when (in the operator's zone), the call behind it, calendar buttons, Cancel Demo. */
export function DemoDetailsDialog({ demo, timeZone, onClose }: DemoDetailsDialogProps) {
  const recordingUrl = httpsUrl(demo?.recordingUrl)
  return (
    <Dialog open={!!demo} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" data-testid="demo-details">
        <DialogHeader>
          <DialogTitle>Demo Details</DialogTitle>
          <DialogDescription>{demo?.businessName}</DialogDescription>
        </DialogHeader>
        {demo && (
          <>
            {/* A demo the page cannot print (a bad time) still shows who it is and can be cancelled. */}
            <SectionBoundary title="This demo's details could not be shown" resetKeys={[demo]}>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
                <Detail label="Business Name" wide>
                  {demo.businessName}
                </Detail>
                <Detail label="Phone">{demo.phone ? formatPhoneDisplay(demo.phone) : "No phone"}</Detail>
                <Detail label="Result">{resultLabel(demo.result)}</Detail>
                <Detail label="Date & Time" wide>
                  {formatDemoDateTime(demo.demoDate, timeZone)}
                  {demo.timeZone && demo.timeZone !== timeZone && (
                    <span className="block text-xs text-muted-foreground">
                      {formatDemoDateTime(demo.demoDate, demo.timeZone)} for the business
                    </span>
                  )}
                </Detail>
                <Detail label="Address" wide>
                  {demo.address || "—"}
                </Detail>
                <Detail label="Campaign">{demo.campaignName || "Manual Call"}</Detail>
                {recordingUrl && (
                  <Detail label="Recording">
                    <a
                      href={recordingUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      Listen <ExternalLink className="size-3.5" aria-hidden />
                    </a>
                  </Detail>
                )}
                <Detail label="Call Summary" wide>
                  {demo.summary || "No summary for this call."}
                </Detail>
              </dl>
              <div className="flex flex-wrap gap-2">
                <ViewCallButton key={demo.id} callId={demo.id} />
                {/* The contact's drawer: its calls, callbacks and Call now (issue 38). */}
                <Button asChild variant="outline" size="sm">
                  <OpenContactLink contactId={demo.contactId} onOpen={onClose}>
                    <UserRound aria-hidden /> Open contact
                  </OpenContactLink>
                </Button>
              </div>
            </SectionBoundary>
            <div className="flex flex-wrap items-center gap-2 border-t pt-4">
              <SectionBoundary title="Calendar links are not available for this demo" resetKeys={[demo]}>
                <CalendarLinks demo={demo} />
              </SectionBoundary>
              <div className="ml-auto">
                <DemoActions demo={demo} timeZone={timeZone} onCancelled={onClose} />
              </div>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
