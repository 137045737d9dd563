import { API } from "@shared/api-routes/endpoints"
import { CheckCircle2, ChevronRight, Circle } from "lucide-react"
import { Link } from "wouter"

import { useApi } from "@/hooks/use-api"
import { cn } from "@/lib/utils"
import { Card } from "@/components/ui/card"
import { useCampaigns } from "@/features/campaigns/use-campaigns"
import { nextStepId, nextSteps } from "./next-steps"
import { useDashboardStats } from "./use-dashboard"

/**
 * The next step from the dashboard: find leads → start a campaign → see demos, each a link to where
 * it is done, a step that is done marked done and the first one that is not marked "Next".
 */
export function NextStepsCard() {
  const { data: stats } = useDashboardStats()
  const { data: campaigns } = useCampaigns()
  const { data: contacts } = useApi(API.contacts.list, { query: { pageSize: 1 } })
  const steps = nextSteps({
    contacts: contacts?.total,
    startedCampaigns: campaigns?.filter((c) => c.status !== "draft").length,
    demos: stats?.demosScheduled,
  })
  const next = nextStepId(steps)

  return (
    <Card className="gap-0 p-2" data-testid="next-steps">
      <ol aria-label="Next steps" className="grid grid-cols-1 gap-1 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.id} className="min-w-0">
            <Link
              href={step.href}
              data-testid={`next-step-${step.id}`}
              data-done={step.done}
              aria-current={next === step.id ? "step" : undefined}
              className={cn(
                "flex min-h-16 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                next === step.id && "bg-primary/5 ring-1 ring-primary/40"
              )}
            >
              {step.done ? (
                <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
              ) : (
                <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="grid min-w-0 flex-1">
                <span className="flex items-center gap-2 font-medium">
                  <span className="text-muted-foreground tabular-nums">{i + 1}.</span>
                  {step.label}
                  {step.done && <span className="text-xs font-normal text-success">Done</span>}
                  {next === step.id && <span className="text-xs font-normal text-primary">Next</span>}
                </span>
                <span className="truncate text-xs text-muted-foreground">{step.detail}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  )
}
