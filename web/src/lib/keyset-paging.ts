import type { PageCursors } from "@shared/page-cursor"

/**
 * Which page a paged list asks for. Next and Previous send the shown page's cursor (`after` /
 * `before`) and keep polling with it, so a deep page costs about its own rows and does not shift
 * when rows arrive above it; a page reached by its number is read once by number and then polled
 * from its first row (`after` = its pageCursor). Page 1 is always read from the top, so new rows
 * show there. `page` labels the answer ("Showing 26-50").
 */
export type Paging = { page: number; after?: string; before?: string }

/** What the list shows now: its page number and cursors. */
export type ShownPage = PageCursors & { page: number }

/** The query params of a paging (no cursor params when there is none). */
export const pagingParams = ({ page, after, before }: Paging) => ({
  page,
  ...(after ? { after } : {}),
  ...(before ? { before } : {}),
})

/** Moving to page `target` from the page shown: by cursor to a neighbour, by number elsewhere. */
export function moveTo(target: number, shown: ShownPage | undefined): Paging {
  if (target <= 1) return { page: 1 }
  if (shown && target === shown.page + 1 && shown.nextCursor) return { page: target, after: shown.nextCursor }
  if (shown && target === shown.page - 1 && shown.prevCursor) return { page: target, before: shown.prevCursor }
  return { page: target }
}

/**
 * The paging to switch to once the answer for `paging` has arrived, if any: the page the server
 * answered instead (Previous found fewer rows before it than a page: page 1), the last page when
 * the list shrank under the page asked for (or emptied it), or this page polled from its first row
 * after a jump.
 */
export function settledPaging(
  paging: Paging,
  shown: ShownPage & { items: number },
  lastPage: number
): Paging | undefined {
  const cursor = paging.after ?? paging.before
  if (shown.page !== paging.page) return { page: shown.page }
  if (paging.page > 1 && (paging.page > lastPage || (cursor && shown.items === 0))) {
    return { page: Math.min(paging.page, lastPage) }
  }
  if (!cursor && paging.page > 1 && shown.pageCursor) return { page: paging.page, after: shown.pageCursor }
  return undefined
}
