import type { ReactNode } from "react"

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"

type Props = {
  step: number
  title: string
  description?: ReactNode
  action?: ReactNode
  children: ReactNode
}

/** One numbered step of the flow, a landmark named "Step N: title" for screen readers and tests. */
export function StepCard({ step, title, description, action, children }: Props) {
  const id = `automation-step-${step}`
  return (
    <Card role="region" aria-labelledby={id} data-testid={id} className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
          >
            {step}
          </span>
          <h2 id={id} className="text-base leading-tight font-semibold">
            <span className="sr-only">Step {step}: </span>
            {title}
          </h2>
        </CardTitle>
        {description && <CardDescription className="sm:pl-10">{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent className="min-w-0 space-y-4">{children}</CardContent>
    </Card>
  )
}
