import { IMPORT_SCREEN_DEFAULTS, type Weekday } from "@shared/campaign-rules"
import type { ScrapedGroup } from "@shared/api-routes/scraping"

import { workDaysLabel } from "@/features/campaigns/campaign-view"

/** "Campaign Name Required: Please enter a name…" -> a toast's title and description (SPEC §5's "Title: text"). */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(": ")
  return at < 0 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) }
}

const DAY_NAMES: Record<string, string> = { "Mon-Fri": "Monday to Friday", "Every day": "every day" }

type ScheduleDefaults = {
  minutesBetweenCalls: number
  startTime: string
  endTime: string
  workDays: readonly Weekday[]
}

/** SPEC §9 import-screen defaults as the dialog states them: "2 minutes between calls, 09:00 to 17:00, Monday to Friday". */
export function importDefaultsText(defaults: ScheduleDefaults = IMPORT_SCREEN_DEFAULTS) {
  const days = workDaysLabel(defaults.workDays)
  const minutes = `${defaults.minutesBetweenCalls} minute${defaults.minutesBetweenCalls === 1 ? "" : "s"}`
  return `${minutes} between calls, ${defaults.startTime} to ${defaults.endTime}, ${DAY_NAMES[days] ?? days}`
}

type Hours = Pick<ScheduleDefaults, "startTime" | "endTime" | "workDays">

const sameHours = (a: Hours, b: Hours) =>
  a.startTime === b.startTime &&
  a.endTime === b.endTime &&
  [...a.workDays].sort().join() === [...b.workDays].sort().join()

/**
 * The dialog's footer: the hours the campaign will be saved with. "Defaults: …" while they are the
 * starting ones, "Calls: …" once the operator picked others (it said the defaults after a change).
 */
export function scheduleLine(chosen: Hours, starting: Hours) {
  const text = importDefaultsText({ ...IMPORT_SCREEN_DEFAULTS, ...chosen })
  return sameHours(chosen, starting) ? `Defaults: ${text}` : `Calls: ${text}`
}

/** "Smile Dental, Bright Teeth, Oak Dental and 9 more" (SPEC §9: 3 names per group). */
export function groupNamesText(group: ScrapedGroup) {
  const names = group.names.slice(0, 3)
  const more = group.count - names.length
  return more > 0 ? `${names.join(", ")} and ${more.toLocaleString("en-US")} more` : names.join(", ")
}

/** How many contacts the chosen groups hold. */
export const selectedCount = (groups: readonly ScrapedGroup[], labels: readonly string[]) =>
  groups.filter((g) => labels.includes(g.label)).reduce((sum, g) => sum + g.count, 0)
