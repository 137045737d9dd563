import type { ReactNode } from "react"
import { isSpecWindow } from "@shared/calling-hours"
import { WEBSITE_FILTER_LABELS, type WebsiteFilter } from "@shared/scraping"
import { CheckCircle2, Play } from "lucide-react"
import { Link } from "wouter"

import { Button } from "@/components/ui/button"
import { CallingHoursField } from "@/features/campaigns/calling-hours-field"
import type { CallingHoursValue } from "@/features/campaigns/calling-hours-value"
import { clockLabel, workDaysLabel } from "@/features/campaigns/campaign-view"
import { zoneWords } from "@/lib/zone-words"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { CATEGORIES_TEXT, RESULTS_TEXT } from "./automation-format"
import { startButtonLabel } from "./automation-selection"
import { StepCard } from "./step-card"

type Props = {
  /** "Grand Rapids, Michigan"; null until both are chosen. */
  target: string | null
  websiteFilter: WebsiteFilter
  pending: boolean
  running: boolean
  /** The server's answer to the last launch, shown for 5 s. */
  message: string | null
  /** The campaign's calling hours and zone (the operator's). */
  hours: CallingHoursValue
  onHoursChange: (hours: CallingHoursValue) => void
  /** The campaign's zone: the city's own by default. */
  zone: string
  onZoneChange: (zone: string) => void
  /** Settings' zone, offered beside the US zones. */
  operatorZone: string
  unreachable: boolean
  onStart: () => void
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  )
}

/** The zones offered for the run's campaign: the US ones, west to east after the mainland. */
const US_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
]

/** SPEC §2.6 "what happens next", in its order; the schedule step in the spec's words for its window. */
const nextSteps = (hours: CallingHoursValue, zone: string): { title: ReactNode; detail: string }[] => [
  { title: "Scrape sequentially", detail: "one category after another, in the order of step 3." },
  {
    title: "Auto-categorize and deduplicate",
    detail: "each contact keeps its category; known numbers are not added twice.",
  },
  { title: "Create a campaign", detail: "with the contacts the run found." },
  isSpecWindow(hours) && hours.workDays.length === 7
    ? { title: "Schedule it for tomorrow at 12:01 AM", detail: `${zoneWords(zone)}.` }
    : {
        title: `Schedule it from tomorrow at ${clockLabel(hours.startTime)}`,
        detail: `${zoneWords(zone)}, ${workDaysLabel(hours.workDays)} (the first opening of its hours).`,
      },
  {
    title: (
      <>
        Track progress in the{" "}
        <Link href="/scraping" className="text-primary underline-offset-4 hover:underline">
          Scraping tab
        </Link>
      </>
    ),
    detail: "each category runs there as a scraping job.",
  },
]

/** SPEC §2.6 Step 4: the overview and the Start Scraping button. */
export function OverviewStep(props: Props) {
  const { target, websiteFilter, pending, running, message, onStart, hours, onHoursChange, zone, unreachable } = props
  const zones = [...new Set([...US_ZONES, zone, props.operatorZone])]
  return (
    <StepCard step={4} title="Launch" description="Check the run, then start it.">
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="automation-overview">
        <Fact term="Target">{target ?? <span className="text-muted-foreground">Choose a state and a city</span>}</Fact>
        <Fact term="Categories">{CATEGORIES_TEXT}</Fact>
        <Fact term="Results">{RESULTS_TEXT}</Fact>
        <Fact term="Website filter">{WEBSITE_FILTER_LABELS[websiteFilter]}</Fact>
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">What happens next</h3>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm" data-testid="automation-next-steps">
          {nextSteps(hours, zone).map((s, i) => (
            <li key={i}>
              <span className="font-medium">{s.title}</span>
              <span className="text-muted-foreground">: {s.detail}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="automation-zone">Time zone of the calling hours</Label>
        <Select value={zone} onValueChange={props.onZoneChange}>
          <SelectTrigger id="automation-zone" className="w-full sm:w-72">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {zones.map((z) => (
              <SelectItem key={z} value={z}>
                {zoneWords(z)}
                {z === props.operatorZone ? " (yours)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">The city&apos;s own zone, unless you pick another.</p>
      </div>
      <CallingHoursField idPrefix="automation-hours" value={hours} onChange={onHoursChange} timezone={zone} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          size="lg"
          onClick={onStart}
          disabled={pending || running || !target || unreachable}
          data-testid="automation-start"
        >
          <Play aria-hidden />
          {startButtonLabel({ pending, running })}
        </Button>
        {!target && !running && <p className="text-sm text-muted-foreground">Choose a state and a city first.</p>}
      </div>
      {/* Always mounted, so screen readers announce the message when it appears. */}
      <div aria-live="polite">
        {message && (
          <p
            className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
            data-testid="automation-launch-message"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {message}
          </p>
        )}
      </div>
    </StepCard>
  )
}
