import { API } from "@shared/api-routes/endpoints"
import type { ClearAllDataResult } from "@shared/api-routes/settings"
import type { CLEAR_ALL_DATA_WORD } from "@shared/clear-data"

import { revalidateAll } from "@/lib/api"
import { apiCall } from "@/lib/api-call"

/** Requests a big database may need (each deletes a bounded share and says whether rows are left). */
const MAX_REQUESTS = 200

type Deleted = ClearAllDataResult["deleted"]

/**
 * Deletes all data: asks the server again while it answers `done: false`, then has every screen
 * read its data anew. Answers what was deleted in total. Throws ApiError when the server refuses.
 */
export async function clearAllData(typed: string): Promise<Deleted> {
  const total: Deleted = {
    contacts: 0,
    calls: 0,
    campaigns: 0,
    callbacks: 0,
    notifications: 0,
    scrapingJobs: 0,
    automationRuns: 0,
  }
  try {
    for (let i = 0; i < MAX_REQUESTS; i++) {
      const { deleted, done } = await apiCall(API.settings.clearAllData, {
        body: { confirm: typed as typeof CLEAR_ALL_DATA_WORD },
      })
      for (const key of Object.keys(total) as (keyof Deleted)[]) total[key] += deleted[key]
      if (done) break
    }
  } finally {
    void revalidateAll()
  }
  return total
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

/** "Deleted 12 contacts, 40 calls and 2 campaigns." (the kinds that had rows; "Nothing was left to delete." else). */
export function clearedText(d: Deleted): string {
  const parts = [
    d.contacts && plural(d.contacts, "contact"),
    d.calls && plural(d.calls, "call"),
    d.campaigns && plural(d.campaigns, "campaign"),
    d.callbacks && plural(d.callbacks, "callback"),
    d.scrapingJobs && plural(d.scrapingJobs, "lead search", "lead searches"),
    d.automationRuns && plural(d.automationRuns, "automation run"),
    d.notifications && plural(d.notifications, "notification"),
  ].filter((p): p is string => !!p)
  if (!parts.length) return "Nothing was left to delete."
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
  return `Deleted ${list}. Settings and API keys are kept.`
}
