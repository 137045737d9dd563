import { History } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Progress } from "@/components/ui/progress"
import { backfillProgressText, backfillText } from "./sheets-backfill-text"
import { useSheetsBackfill, useSheetsBackfillCount } from "./use-sheets-backfill"

/**
 * Calls and demos from before the sheet was connected never reached it: say how many, and offer to
 * add them (through the same outbox, so each lands once), counting up while it runs.
 */
export function BackfillBox() {
  const { data: count } = useSheetsBackfillCount(true)
  const { start, progress } = useSheetsBackfill()
  if (!progress && !count?.total) return null
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" data-testid="sheets-backfill">
      {progress ? (
        <>
          <p role="status">{backfillProgressText(progress)}</p>
          <Progress
            value={progress.total ? (progress.added / progress.total) * 100 : 0}
            aria-label="Earlier activity added"
          />
        </>
      ) : (
        <>
          <p>{backfillText(count!)}</p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void start(count!.total)}>
              <History aria-hidden />
              Add to sheet
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
