import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react"

import { Button } from "@/components/ui/button"
import { showingText, type PageInfo } from "./call-history-paging"

type Props = { page: number; info: PageInfo; onPage: (page: number) => void }

/** First, Previous, Next, Last and "Showing x to y of n calls" (SPEC §2.7). */
export function CallHistoryPagination({ page, info, onPage }: Props) {
  const atStart = page <= 1
  const atEnd = page >= info.lastPage
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="call-history-range">
        {showingText(info)}
      </p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={atStart} onClick={() => onPage(1)}>
          <ChevronsLeft aria-hidden />
          <span className="max-sm:sr-only">First</span>
        </Button>
        <Button variant="outline" size="sm" disabled={atStart} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
        </Button>
        <span className="px-2 text-sm whitespace-nowrap tabular-nums">
          {page} / {info.lastPage}
        </span>
        <Button variant="outline" size="sm" disabled={atEnd} onClick={() => onPage(page + 1)}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden />
        </Button>
        <Button variant="outline" size="sm" disabled={atEnd} onClick={() => onPage(info.lastPage)}>
          <span className="max-sm:sr-only">Last</span>
          <ChevronsRight aria-hidden />
        </Button>
      </div>
    </div>
  )
}
