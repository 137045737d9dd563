import { useState } from "react"
import type { AutomationRunView } from "@shared/api-routes/automation"
import { Bot, Square } from "lucide-react"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { toastApiError } from "@/lib/toast-error"
import { stopAllScrapingJobs } from "@/features/scraping/use-scraping-jobs"
import { finishedCount, foundText, runHeadline } from "./automation-format"
import { refreshLatestRun } from "./use-automation"

const contacts = (x: number) => `${x.toLocaleString("en-US")} ${x === 1 ? "contact" : "contacts"}`

/**
 * Issue 38: a running run at the top of the page, with its progress and its own Stop (the same
 * request and question as Stop All Jobs on the Scraping tab), so coming back mid-run finds it at once.
 */
export function RunTopCard({ run }: { run: AutomationRunView }) {
  const [asking, setAsking] = useState(false)
  const [stopping, setStopping] = useState(false)
  const finished = finishedCount(run)
  return (
    <Card className="min-w-0 gap-3 p-4" data-testid="automation-run-top" aria-label="Automation in progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="flex items-center gap-2 font-medium">
            <Bot className="size-4 shrink-0" aria-hidden />
            <span>Automation in progress: {run.location}</span>
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="run-top-progress">
            {runHeadline(run)} · {foundText(run)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <a href="#automation-run" className="text-sm text-primary underline-offset-4 hover:underline">
            Details
          </a>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={stopping}
            onClick={() => setAsking(true)}
          >
            <Square aria-hidden />
            Stop run
          </Button>
        </div>
      </div>
      <Progress
        value={(finished / Math.max(1, run.categories.length)) * 100}
        aria-label={`${finished} of ${run.categories.length} categories finished`}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Stop the automation run?"
        description={`The AI Automation run for ${run.location} ends now: no further category is searched and no campaign is created. The ${contacts(run.found)} found so far stay in Scraped Contacts.`}
        confirmLabel="Stop run"
        cancelLabel="Keep running"
        pendingLabel="Stopping..."
        destructive
        holdOpen
        onConfirm={async () => {
          setStopping(true)
          try {
            await stopAllScrapingJobs()
          } catch (error) {
            toastApiError(error, { fallback: "The run could not be stopped. Try again." })
          } finally {
            void refreshLatestRun()
            setStopping(false)
            setAsking(false)
          }
        }}
      />
    </Card>
  )
}
