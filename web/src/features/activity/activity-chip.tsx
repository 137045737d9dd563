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
  return (
    <Link
      href={activity.href}
      // Already on the page: the link changes only the hash, so bring the progress into view here.
      onClick={() => requestAnimationFrame(() => document.getElementById(activity.anchor)?.scrollIntoView())}
      className="flex h-9 max-w-full min-w-0 items-center gap-2 rounded-full border border-primary/30 bg-primary/5 px-3 text-sm font-medium text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
      data-testid="activity-chip"
      title={activity.waiting ? `${text} (waiting to resume) - open progress` : `${text} - open progress`}
    >
      <Loader2 className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
      <span className="truncate">{text}</span>
    </Link>
  )
}
