import { useState } from "react"
import { Square } from "lucide-react"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { useLatestRun } from "@/features/automation/use-automation"
import { useScrapingJobs } from "./use-scraping-jobs"

const n = (x: number) => x.toLocaleString("en-US")
const contacts = (x: number) => `${n(x)} ${x === 1 ? "contact" : "contacts"}`

/** What Stop All Jobs would end, in the operator's words; null when nothing is going on. */
function whatStops(
  run: ReturnType<typeof useLatestRun>["data"],
  jobs: ReturnType<typeof useScrapingJobs>["data"]
): string | null {
  if (run?.run?.status === "running") {
    const r = run.run
    return `The AI Automation run for ${r.location} ends now: no further category is searched and no campaign is created. The ${contacts(r.found)} found so far stay in Scraped Contacts.`
  }
  const job = jobs?.jobs.find((j) => j.status === "running" || j.status === "pending")
  if (!job) return null
  return `The search for "${job.query}" in ${job.location} ends now. The ${contacts(job.progress)} it stored stay in Scraped Contacts.`
}

/**
 * Stop All Jobs (SPEC §2.5), asked first when a search or an automation run is going: a 20-minute
 * run should not end on a stray click. With nothing running it just answers "Jobs Stopped".
 */
export function StopAllJobsButton({ stopping, onStop }: { stopping: boolean; onStop: () => Promise<void> }) {
  const [asking, setAsking] = useState(false)
  const { data: jobs } = useScrapingJobs()
  const { data: run } = useLatestRun()
  const question = whatStops(run, jobs)
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => (question ? setAsking(true) : void onStop())}
        disabled={stopping}
        className="text-destructive hover:text-destructive"
      >
        <Square aria-hidden />
        Stop All Jobs
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Stop all scraping jobs?"
        description={question ?? "Nothing is running any more."}
        confirmLabel="Stop All Jobs"
        pendingLabel="Stopping..."
        destructive
        holdOpen
        onConfirm={async () => {
          await onStop()
          setAsking(false)
        }}
      />
    </>
  )
}
