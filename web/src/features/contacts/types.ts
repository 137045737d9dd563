/** What the contacts screen filters by; "" means "no filter". */
export type ContactFilters = { q: string; status: string; category: string }

export const NO_FILTERS: ContactFilters = { q: "", status: "", category: "" }

export const hasActiveFilters = (f: ContactFilters) => Boolean(f.q.trim() || f.status || f.category)
