import { sourceLabel } from "@shared/contacts"
import type { ContactListItem } from "@shared/contacts-api"

export { sourceLabel }

/** SPEC §9: the contact selector shows 3 names per source group. */
export const NAMES_PER_GROUP = 3

/** The few fields the selector needs from a GET /api/contacts item. */
export type SelectableContact = Pick<
  ContactListItem,
  "id" | "businessName" | "phone" | "category" | "source" | "callCount"
>

export type ContactGroup = {
  label: string
  /** The names to show (at most `perGroup` unless the group is expanded). */
  shown: SelectableContact[]
  /** How many more matching contacts the group has beyond `shown`. */
  more: number
}

type GroupOptions = {
  /** Show every loaded contact (a search or a source filter narrowed the list). */
  expanded?: boolean
  perGroup?: number
  hideContacted?: boolean
  /** Known group sizes (facet counts by label), for "N more" beyond the loaded page. */
  totals?: ReadonlyMap<string, number>
}

/**
 * Group contacts by source label, newest contact's group first (the list arrives id descending).
 * "Hide contacted" drops contacts that already have calls; known totals are then unreliable, so the
 * "more" count falls back to what was loaded.
 */
export function groupContacts(contacts: readonly SelectableContact[], opts: GroupOptions = {}): ContactGroup[] {
  const perGroup = opts.perGroup ?? NAMES_PER_GROUP
  const groups = new Map<string, SelectableContact[]>()
  for (const c of contacts) {
    if (opts.hideContacted && c.callCount > 0) continue
    const label = sourceLabel(c.source)
    const list = groups.get(label)
    if (list) list.push(c)
    else groups.set(label, [c])
  }
  return [...groups].map(([label, list]) => {
    const shown = opts.expanded ? list : list.slice(0, perGroup)
    const known = opts.hideContacted ? undefined : opts.totals?.get(label)
    const total = Math.max(list.length, known ?? 0)
    return { label, shown, more: total - shown.length }
  })
}

/** Facet counts keyed by label (sources stored before normalising merge into "Manual Entry"). */
export function totalsByLabel(sources: readonly { value: string; count: number }[]) {
  const totals = new Map<string, number>()
  for (const { value, count } of sources) {
    const label = sourceLabel(value)
    totals.set(label, (totals.get(label) ?? 0) + count)
  }
  return totals
}
