import type { CitySuggestion } from "@shared/api-routes/automation"
import {
  AUTOMATION_CATEGORY_KEYS,
  AUTOMATION_MESSAGES,
  launchCityCampaignSchema,
  type LaunchCityCampaignData,
} from "@shared/automation"
import { SCRAPING_FORM_DEFAULTS, type WebsiteFilter } from "@shared/scraping"

/** Step 2 picks from the state's list or takes a name the operator types. */
export type CityMode = "list" | "custom"

/** What steps 1 and 2 hold. */
export interface AutomationSelection {
  /** USPS code; null until chosen. */
  state: string | null
  websiteFilter: WebsiteFilter
  mode: CityMode
  listCity: CitySuggestion | null
  customCity: string
}

/** SPEC §9: the website filter starts at without_website, as on the scraping screen. */
export const INITIAL_SELECTION: AutomationSelection = {
  state: null,
  websiteFilter: SCRAPING_FORM_DEFAULTS.websiteFilter,
  mode: "list",
  listCity: null,
  customCity: "",
}

/** SPEC §2.6 custom city; the same bound the server applies. */
export const CUSTOM_CITY_MAX = 100

/** The city the run would target, as the server will read it (trimmed, single spaces); "" when none. */
export function chosenCity(selection: AutomationSelection) {
  const raw = selection.mode === "custom" ? selection.customCity : (selection.listCity?.city ?? "")
  return raw.trim().replace(/\s+/g, " ")
}

export type LaunchRequest = { ok: true; body: LaunchCityCampaignData } | { ok: false; message: string }

/**
 * SPEC §3 scrape request: the state, the city, the filter, the 8 category keys and sequential
 * scraping. Checked with the server's own schema, so a refusal reads the same on both sides.
 */
export function launchRequest(selection: AutomationSelection): LaunchRequest {
  const parsed = launchCityCampaignSchema.safeParse({
    state: selection.state ?? "",
    city: chosenCity(selection),
    websiteFilter: selection.websiteFilter,
    allCategories: [...AUTOMATION_CATEGORY_KEYS],
    sequentialScraping: true,
  })
  if (parsed.success) return { ok: true, body: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? AUTOMATION_MESSAGES.missingInformation }
}

/** "Missing Information: Please select both state and city" as a toast's title and text. */
export function messageToast(message: string) {
  const at = message.indexOf(": ")
  return at > 0
    ? { variant: "destructive" as const, title: message.slice(0, at), description: message.slice(at + 2) }
    : { variant: "destructive" as const, title: "Check the selection", description: message }
}

/** SPEC §2.6: "Running..." while a run is in progress, "Starting Scraping..." while the request is pending. */
export function startButtonLabel({ pending, running }: { pending: boolean; running: boolean }) {
  if (running) return "Running..."
  if (pending) return "Starting Scraping..."
  return "Start Scraping"
}
