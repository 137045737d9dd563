import { sourceLabel } from "@shared/contacts"
import type { ContactListItem } from "@shared/contacts-api"

export { sourceLabel }

/** The few fields the Call Now picker needs from a GET /api/contacts item. */
export type SelectableContact = Pick<
  ContactListItem,
  "id" | "businessName" | "phone" | "category" | "source" | "callCount"
>

/**
 * The source filter's options: each label once (sources stored before normalising merge into
 * "Manual Entry", SPEC §3), in alphabetical order.
 */
export function sourceOptions(sources: readonly { value: string }[]): string[] {
  const labels = new Set(sources.map((s) => sourceLabel(s.value)))
  return [...labels].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))
}
