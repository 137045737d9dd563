import type { ContactList, ContactListItem } from "@shared/contacts-api"

/** The API's largest page; an export of N contacts costs ceil(N / 100) requests. */
export const EXPORT_PAGE_SIZE = 100
/** Pages fetched at the same time: fast on big sets without flooding the worker. */
export const EXPORT_CONCURRENCY = 4

export type CollectProgress = { done: number; total: number }

/**
 * Every contact matching a filter, by walking the paged list: page 1 tells the total, the rest are
 * fetched a few at a time. A contact added or deleted meanwhile can shift rows between pages, so
 * rows are de-duplicated by id and returned newest first, like the list itself.
 * A broad search's total is capped (a lower bound): then pages are fetched until one comes back
 * short or a later page reports the exact total.
 */
export async function collectAllContacts(
  fetchPage: (page: number, pageSize: number) => Promise<ContactList>,
  onProgress?: (progress: CollectProgress) => void,
  signal?: AbortSignal
): Promise<ContactListItem[]> {
  const byId = new Map<number, ContactListItem>()
  let total = 0
  let exact = false
  let last = Infinity
  const take = (page: number, list: ContactList) => {
    list.items.forEach((c) => byId.set(c.id, c))
    if (!exact && !list.totalCapped) {
      exact = true
      total = list.total
      last = Math.ceil(total / EXPORT_PAGE_SIZE)
    } else if (!exact) {
      total = Math.max(total, list.total)
      if (list.items.length < EXPORT_PAGE_SIZE) last = Math.min(last, page)
    }
    const shown = exact ? total : Math.max(total, byId.size)
    onProgress?.({ done: Math.min(byId.size, shown), total: shown })
  }
  take(1, await fetchPage(1, EXPORT_PAGE_SIZE))

  let next = 2
  async function worker() {
    while (next <= last) {
      signal?.throwIfAborted()
      const page = next++
      take(page, await fetchPage(page, EXPORT_PAGE_SIZE))
    }
  }
  const workers = last === Infinity ? EXPORT_CONCURRENCY : Math.min(EXPORT_CONCURRENCY, Math.max(0, last - 1))
  await Promise.all(Array.from({ length: workers }, worker))
  return [...byId.values()].sort((a, b) => b.id - a.id)
}
