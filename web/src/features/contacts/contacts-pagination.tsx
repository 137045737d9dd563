import { ChevronLeft, ChevronRight } from "lucide-react"

import { Button } from "@/components/ui/button"
import { pageWindow, rangeText } from "./pagination"

type ContactsPaginationProps = {
  page: number
  pages: number
  pageSize: number
  total: number
  /** The total is a lower bound ("1,000+"). */
  totalCapped?: boolean
  shown: number
  onPageChange: (page: number) => void
}

/** Range line, Previous/Next and at most 5 page numbers around the current page (SPEC §2.4, §9). */
export function ContactsPagination({
  page,
  pages,
  pageSize,
  total,
  totalCapped,
  shown,
  onPageChange,
}: ContactsPaginationProps) {
  return (
    <nav aria-label="Contacts pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" data-testid="contacts-range">
        {rangeText(page, pageSize, total, shown, totalCapped)}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            className="size-10 px-0 sm:h-9 sm:w-auto sm:px-3"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          {pageWindow(page, pages).map((n) => (
            <Button
              key={n}
              variant={n === page ? "default" : "outline"}
              className="size-10 px-0 tabular-nums sm:size-9"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          ))}
          <Button
            variant="outline"
            className="size-10 px-0 sm:h-9 sm:w-auto sm:px-3"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight />
          </Button>
        </div>
      )}
    </nav>
  )
}
