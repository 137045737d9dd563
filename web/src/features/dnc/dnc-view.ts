import type { DncSource } from "@shared/dnc"

export const SOURCE_LABEL: Record<DncSource, string> = {
  manual: "Added by you",
  import: "Imported",
  transcript: "Opted out on a call",
}

/** "Showing 11 to 20 of 42 numbers" and whether a next page exists. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { label: "No numbers", hasNext: false }
  const from = Math.min((page - 1) * pageSize + 1, total)
  const to = Math.min(page * pageSize, total)
  return {
    label: `Showing ${from} to ${to} of ${total} number${total === 1 ? "" : "s"}`,
    hasNext: to < total,
  }
}
