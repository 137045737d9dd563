import { Button } from "@/components/ui/button"

/** Inside a card: what could not be loaded, and a Try again that re-reads it. */
export function LoadError({ children, onRetry }: { children: React.ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 text-sm">
      <p className="text-destructive">{children}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
