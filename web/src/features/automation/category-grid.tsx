import type { AutomationRunView, RunCategoryView } from "@shared/api-routes/automation"
import {
  AUTOMATION_CATEGORIES,
  AUTOMATION_LIMITS,
  automationCategory,
  type AutomationCategoryKey,
} from "@shared/automation"
import { phrasePlan } from "@shared/automation-phrases"

import { Badge } from "@/components/ui/badge"
import { cn } from "@/lib/utils"
import { TILE_BADGES, tileCountText, tileState } from "./automation-format"

type TileProps = {
  categoryKey: AutomationCategoryKey
  /** The category in the run being shown; absent before a run. */
  progress?: RunCategoryView
  current?: boolean
}

/** Before a run: the phrases the category searches, each with its first share of the 500. */
function PhraseList({ categoryKey }: { categoryKey: AutomationCategoryKey }) {
  const plan = phrasePlan(categoryKey, AUTOMATION_LIMITS.resultsPerCategory)
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Searches" data-testid="category-phrases">
      {plan.map((p) => (
        <li
          key={p.phrase}
          className="rounded-md bg-muted px-1.5 py-0.5 text-xs"
          title={`Up to ${p.share} results first; more if other phrases find fewer`}
        >
          {p.phrase} <span className="text-muted-foreground tabular-nums">{p.share}</span>
        </li>
      ))}
    </ul>
  )
}

function CategoryTile({ categoryKey, progress, current }: TileProps) {
  const { label } = automationCategory(categoryKey)
  const state = progress ? tileState(progress) : undefined
  return (
    <li
      data-testid="category-tile"
      data-key={categoryKey}
      data-state={state}
      aria-current={current ? "step" : undefined}
      className={cn("grid content-start gap-1 rounded-lg border p-3", current && "border-primary ring-1 ring-primary")}
    >
      <p className="font-medium" data-testid="category-label">
        {label}
      </p>
      {progress ? (
        <p className="text-sm text-muted-foreground" data-testid="category-query">
          searches {progress.query}
        </p>
      ) : (
        <PhraseList categoryKey={categoryKey} />
      )}
      <p className="text-xs text-muted-foreground">
        up to {AUTOMATION_LIMITS.resultsPerCategory.toLocaleString("en-US")} results, shared by its searches
      </p>
      {progress && state && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={TILE_BADGES[state].variant}>{TILE_BADGES[state].label}</Badge>
          {state !== "waiting" && state !== "pending" && (
            <span className="font-medium tabular-nums" data-testid="category-found">
              {tileCountText(progress)}
            </span>
          )}
        </p>
      )}
      {progress?.error && <p className="text-xs break-words text-destructive">{progress.error}</p>}
    </li>
  )
}

/**
 * SPEC §2.6: the grid of the 8 categories, in the order a run searches them. Given a run, each
 * tile also shows how its search went (waiting, running with its count, completed, stopped, failed).
 */
export function CategoryGrid({ run }: { run?: AutomationRunView | null }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label="Categories" data-testid="category-grid">
      {AUTOMATION_CATEGORIES.map(({ key }) => (
        <CategoryTile
          key={key}
          categoryKey={key}
          progress={run?.categories.find((c) => c.key === key)}
          current={run?.status === "running" && run.current === key}
        />
      ))}
    </ol>
  )
}
