import type { ContactList, ContactListItem } from "./types"

/** The API's largest page; an export of N contacts costs ceil(N / 100) requests. */
export const EXPORT_PAGE_SIZE = 100
/** Pages fetched at the same time: fast on big sets without flooding the worker. */
export const EXPORT_CONCURRENCY = 4

export type CollectProgress = { done: number; total: number }

/**
 * Every contact matching a filter, by walking the paged list: page 1 tells the total, the rest are
 * fetched a few at a time. A contact added or deleted meanwhile can shift rows between pages, so
 * rows are de-duplicated by id and returned newest first, like the list itself.
 */
export async function collectAllContacts(
  fetchPage: (page: number, pageSize: number) => Promise<ContactList>,
  onProgress?: (progress: CollectProgress) => void,
  signal?: AbortSignal
): Promise<ContactListItem[]> {
  const byId = new Map<number, ContactListItem>()
  const add = (list: ContactList) => list.items.forEach((c) => byId.set(c.id, c))

  const first = await fetchPage(1, EXPORT_PAGE_SIZE)
  add(first)
  const total = first.total
  const pages = Math.ceil(total / EXPORT_PAGE_SIZE)
  onProgress?.({ done: Math.min(byId.size, total), total })

  let next = 2
  async function worker() {
    while (next <= pages) {
      signal?.throwIfAborted()
      const page = next++
      add(await fetchPage(page, EXPORT_PAGE_SIZE))
      onProgress?.({ done: Math.min(byId.size, total), total })
    }
  }
  await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, Math.max(0, pages - 1)) }, worker))
  return [...byId.values()].sort((a, b) => b.id - a.id)
}
