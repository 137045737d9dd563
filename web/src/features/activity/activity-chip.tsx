import { Loader2 } from "lucide-react"
import { Link } from "wouter"

import { useLatestRun } from "@/features/automation/use-automation"
import { useScrapingJobs } from "@/features/scraping/use-scraping-jobs"
import { activityText, currentActivity } from "./activity"

/**
 * The header's progress chip while a lead search or an AI Automation run is going, on every
 * screen: "Scraping Austin - 655 found". It opens the search's progress. The jobs list and the
 * latest run are the ones the pages use, moved by the live channel (app.tsx patches them).
 */
export function ActivityChip() {
  const { data: jobs } = useScrapingJobs()
  const { data: latest } = useLatestRun()
  const activity = currentActivity(latest?.run, jobs?.jobs)
  if (!activity) return null
  const text = activityText(activity)
  const label = activity.waiting ? `${text} (waiting to resume)` : text
  return (
    <Link
      href={activity.href}
      // Already on the page: the link changes only the hash, so bring the progress into view here.
      onClick={() => requestAnimationFrame(() => document.getElementById(activity.anchor)?.scrollIntoView())}
      // Compact below 2xl (a spinner and the count, the words in its name and tooltip): at 1440 the
      // header has about 100 px to spare beside the page's description, and a wider chip wrapped
      // the header from 70 to 118 px in the middle of a search, moving every page down (issue 38).
      className="flex h-9 max-w-[13rem] min-w-0 shrink-0 items-center gap-2 rounded-full border border-primary/30 bg-primary/5 px-2.5 text-sm font-medium text-primary tabular-nums hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none 2xl:px-3"
      data-testid="activity-chip"
      aria-label={`${label} - open progress`}
      title={`${label} - open progress`}
    >
      <Loader2 className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
      <span className="truncate 2xl:hidden" aria-hidden>
        {activity.found.toLocaleString("en-US")}
      </span>
      <span className="hidden truncate 2xl:inline" aria-hidden>
        {text}
      </span>
    </Link>
  )
}
