/** SPEC §9: at most 5 page-number buttons. */
export const MAX_PAGE_BUTTONS = 5

export const totalPages = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))

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
export function rangeText(page: number, pageSize: number, total: number, shown: number) {
  if (total <= 0 || shown <= 0) return `Showing 0 of ${Math.max(0, total)}`
  const first = (page - 1) * pageSize + 1
  return `Showing ${first}-${first + shown - 1} of ${total}`
}

/** SPEC §2.4 "Showing X of Y contacts". */
export const showingText = (shown: number, total: number) => `Showing ${shown} of ${total} contacts`
