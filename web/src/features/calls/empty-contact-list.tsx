import { Button } from "@/components/ui/button"

type EmptyListProps = {
  search: string
  source: string | null
  hideContacted: boolean
  onShowAllSources: () => void
}

/** Why the Call Now picker lists nobody, and the way out when a source filter is the reason. */
export function EmptyList({ search, source, hideContacted, onShowAllSources }: EmptyListProps) {
  const where = source ? ` in ${source}` : ""
  const text = search
    ? `No contact to call matches “${search}”${where}.`
    : hideContacted
      ? `Every contact${where} has been called. Untick Hide contacted to call one again.`
      : `No contacts${where} yet.`
  return (
    // The list's keys (Enter, arrows) belong to cmdk; this button keeps its own.
    <div className="flex flex-col items-center gap-2 p-4 text-center" onKeyDown={(e) => e.stopPropagation()}>
      <p className="text-sm break-words text-muted-foreground">{text}</p>
      {source && (
        <Button type="button" variant="link" size="sm" onClick={onShowAllSources}>
          Show all sources
        </Button>
      )}
    </div>
  )
}
