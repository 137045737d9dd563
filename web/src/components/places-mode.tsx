import { Badge } from "@/components/ui/badge"
import { useSystemStatus } from "@/hooks/use-system-status"

/** The maps provider's mode beside a title, as the header labels the voice sandbox. */
export function PlacesModeBadge() {
  const { data } = useSystemStatus()
  const places = data?.providers?.places
  if (places?.mode === "sandbox") {
    return (
      <Badge variant="warning" title={places.reason}>
        Sandbox
      </Badge>
    )
  }
  if (places?.mode === "not_configured") return <Badge variant="destructive">Not configured</Badge>
  return null
}

/** Says plainly when searches are simulated (in the screen's own words), or why they cannot run. */
export function PlacesModeNote({ sandboxText, testId }: { sandboxText: string; testId: string }) {
  const { data } = useSystemStatus()
  const places = data?.providers?.places
  if (places?.mode === "sandbox") {
    return (
      <p
        className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning-foreground"
        data-testid={testId}
      >
        {sandboxText}
      </p>
    )
  }
  if (places?.mode === "not_configured") {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
      >
        {places.reason}
      </p>
    )
  }
  return null
}
