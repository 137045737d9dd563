import { CALL_PAGE_SIZE } from "@shared/calls"

export type PageInfo = {
  /** 1-based index of the first row shown (0 when there are none). */
  from: number
  to: number
  total: number
  lastPage: number
}

/** "Showing x to y of n calls" and the last page number, for a 1-based page. */
export function pageInfo(page: number, total: number, pageSize: number = CALL_PAGE_SIZE): PageInfo {
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), lastPage)
  if (total <= 0) return { from: 0, to: 0, total: 0, lastPage }
  const from = (current - 1) * pageSize + 1
  return { from, to: Math.min(total, current * pageSize), total, lastPage }
}

export const showingText = ({ from, to, total }: PageInfo) =>
  `Showing ${from.toLocaleString()} to ${to.toLocaleString()} of ${total.toLocaleString()} calls`

/** The distinct contacts behind selected calls (a contact may have several calls; deleted ones have none). */
export function contactIdsOf(calls: readonly { contactId: number | null }[]) {
  return [...new Set(calls.map((c) => c.contactId).filter((id): id is number => id !== null))]
}
