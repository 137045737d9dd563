import type { SheetsBackfill } from "@shared/api-routes/sheets"

import type { ActionToast } from "@/lib/toast-error"
import { rowCount } from "./sheets-format"

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

/** "12 call results and 3 demo updates from before this sheet was connected are not in it." */
export function backfillText(count: SheetsBackfill): string {
  const parts = [
    count.callResults > 0 ? plural(count.callResults, "call result", "call results") : null,
    count.demos > 0 ? plural(count.demos, "demo update", "demo updates") : null,
  ].filter(Boolean)
  const verb = count.total === 1 ? "is" : "are"
  return `${parts.join(" and ")} from before this sheet was connected ${verb} not in it.`
}

export const backfillProgressText = ({ added, total }: { added: number; total: number }) =>
  `Adding earlier activity: ${added.toLocaleString("en-US")} of ${rowCount(total)}...`

export const backfillDoneToast = (added: number): ActionToast => ({
  title: "Earlier Activity Added",
  description:
    added > 0
      ? `${rowCount(added)} added to the sync queue; they reach the sheet with the next sync.`
      : "Everything was already in the sheet.",
})
