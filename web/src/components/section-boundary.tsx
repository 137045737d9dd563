import type { ReactNode } from "react"
import { ErrorBoundary, type FallbackProps } from "react-error-boundary"

import { Button } from "@/components/ui/button"

type SectionBoundaryProps = {
  children: ReactNode
  /** What could not be shown, e.g. "The month view could not be shown". */
  title?: string
  /** A change of any of these (the page's location, the open demo) clears the error and tries again. */
  resetKeys?: unknown[]
  className?: string
}

/**
 * Keeps one broken part of a screen from blanking the rest: a render error in its children (a row the
 * server should never have sent, a date no formatter can print) shows a small notice with Try again in
 * their place, and everything around it stays usable.
 */
export function SectionBoundary({
  children,
  title = "This part of the page could not be shown",
  resetKeys,
  className,
}: SectionBoundaryProps) {
  const fallback = ({ error, resetErrorBoundary }: FallbackProps) => (
    <div
      role="alert"
      data-testid="section-error"
      className={className ?? "grid justify-items-start gap-2 rounded-xl border border-destructive/40 p-4 text-sm"}
    >
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-muted-foreground">{error instanceof Error ? error.message : "Something went wrong."}</p>
      <Button variant="outline" size="sm" onClick={resetErrorBoundary}>
        Try again
      </Button>
    </div>
  )
  return (
    <ErrorBoundary fallbackRender={fallback} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  )
}
