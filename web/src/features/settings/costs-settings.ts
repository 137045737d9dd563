import type { SettingItem } from "@shared/api-routes/settings"
import { PLACES_PRICES, type SettingKey } from "@shared/settings"

import { settingValue } from "@/hooks/use-settings"
import { settingRuleError } from "./use-settings"

/** Settings → Costs: the Places SKU prices (Google's list price by default) and the monthly budgets (none by default). */
export const COST_FIELDS = {
  searchPrice: { key: "places_search_price_per_1000", default: String(PLACES_PRICES.searchPer1000) },
  lookupPrice: { key: "places_lookup_price_per_1000", default: String(PLACES_PRICES.lookupPer1000) },
  voiceBudget: { key: "voice_monthly_budget", default: "" },
  placesBudget: { key: "places_monthly_budget", default: "" },
} as const satisfies Record<string, { key: SettingKey; default: string }>

export type CostsForm = Record<keyof typeof COST_FIELDS, string>
type Field = keyof typeof COST_FIELDS

const FIELDS = Object.keys(COST_FIELDS) as Field[]

export function costsFrom(items: readonly SettingItem[] | undefined): CostsForm {
  return Object.fromEntries(
    FIELDS.map((f) => [f, settingValue(items, COST_FIELDS[f].key) || COST_FIELDS[f].default])
  ) as CostsForm
}

/** The server's rule for one field (an empty budget is "none"; an empty price goes back to Google's). */
export const costError = (field: Field, value: string) => settingRuleError(COST_FIELDS[field].key, value.trim())

/** Settings to PUT: only what differs from what is stored. */
export function costsChanges(stored: CostsForm, form: CostsForm) {
  return FIELDS.filter((f) => form[f].trim() !== stored[f]).map((f) => ({
    key: COST_FIELDS[f].key,
    value: form[f].trim(),
  }))
}

/** The first field the server would refuse, or null. */
export function firstCostError(form: CostsForm): { field: Field; message: string } | null {
  for (const field of FIELDS) {
    const message = costError(field, form[field])
    if (message) return { field, message }
  }
  return null
}
