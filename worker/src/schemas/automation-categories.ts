/**
 * The eight AI Automation category keys (SPEC §3), apart from the rest of automation.ts so the phrase
 * plan (automation-phrases.ts), which automation.ts uses, can name them without an import circle.
 */
import type { ScrapingCategory } from "./scraping"

/**
 * SPEC §3 category keys, in the order SPEC §2.6 lists them (the order a run searches them). Each runs
 * as the scraping screen's preset of the same meaning, so its contacts carry the same category label
 * and the phrase searched is the one the Maps Scraping form would use.
 */
export const AUTOMATION_CATEGORIES = [
  { key: "automotive", preset: "automotive" },
  { key: "personal_care", preset: "personal_care" },
  { key: "home_property", preset: "home_services" },
  { key: "retail_commerce", preset: "retail_convenience" },
  { key: "food_dining", preset: "food_dining" },
  { key: "health_wellness", preset: "health_wellness" },
  { key: "professional", preset: "business_services" },
  { key: "specialty", preset: "specialty_services" },
] as const satisfies readonly { key: string; preset: ScrapingCategory }[]
export type AutomationCategoryKey = (typeof AUTOMATION_CATEGORIES)[number]["key"]
export const AUTOMATION_CATEGORY_KEYS = AUTOMATION_CATEGORIES.map((c) => c.key) as [
  AutomationCategoryKey,
  ...AutomationCategoryKey[],
]
