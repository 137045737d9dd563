/** SPEC §9: at most 5 page-number buttons. */
export const MAX_PAGE_BUTTONS = 5

/**
 * Pages known to exist. A capped total (a broad search, "1,000+") means more rows follow, so one
 * page more is offered: Next stays enabled while pages are full, and the server's total grows.
 */
export const totalPages = (total: number, pageSize: number, capped = false) =>
  Math.max(1, Math.ceil((Math.max(0, total) + (capped ? 1 : 0)) / Math.max(1, pageSize)))

/** The total as shown: "320", or "1,000+" when the server stopped counting (totalCapped). */
export const totalLabel = (total: number, capped = false) =>
  capped ? `${total.toLocaleString("en-US")}+` : String(Math.max(0, total))

/**
 * The page numbers to show: a window of at most `max` pages around `current`, shifted at the ends
 * so it is always full when there are enough pages (1 2 3 4 5 · 4 5 6 7 8 · 16 17 18 19 20).
 */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(Math.max(0, pages), Math.max(1, max))
  if (count === 0) return []
  const page = Math.min(Math.max(1, current), pages)
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** The range line, e.g. "Showing 26-50 of 320" (and "Showing 0 of 0" for an empty list). */
export function rangeText(page: number, pageSize: number, total: number, shown: number, capped = false) {
  if (total <= 0 || shown <= 0) return `Showing 0 of ${totalLabel(total, capped)}`
  const first = (page - 1) * pageSize + 1
  return `Showing ${first}-${first + shown - 1} of ${totalLabel(total, capped)}`
}

/** SPEC §2.4 "Showing X of Y contacts". */
export const showingText = (shown: number, total: number, capped = false) =>
  `Showing ${shown} of ${totalLabel(total, capped)} contacts`
