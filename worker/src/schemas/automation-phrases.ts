/**
 * What each AI Automation category searches: several phrases that together cover it, each with the
 * share of the category's 500 it starts with. One phrase per category ("plumber" for all of Home &
 * Property) found a narrow slice of a city; Google answers a phrase with the businesses of that kind,
 * so a category is only covered by asking for each kind it holds.
 *
 * `weight` is how common the kind is: rough US establishments per 100,000 residents (orders of
 * magnitude from the Census Bureau's County Business Patterns), so the first shares follow what a
 * typical city holds (a city has four times as many restaurants as bakeries). What a real area holds
 * decides the rest: a phrase the area runs out of leaves its unused share to the phrases that still
 * have results (services/scraping/phrase-cursor.ts). Shared by the worker and the web page.
 */
import type { AutomationCategoryKey } from "./automation-categories"

export interface CategoryPhrase {
  phrase: string
  /** Google's primary type for what it finds (the sandbox's businesses of that kind carry it). */
  type: string
  weight: number
}

export const CATEGORY_PHRASES: Record<AutomationCategoryKey, readonly CategoryPhrase[]> = {
  automotive: [
    { phrase: "auto repair shop", type: "car_repair", weight: 50 },
    { phrase: "auto body shop", type: "auto_body_shop", weight: 20 },
    { phrase: "tire shop", type: "tire_shop", weight: 12 },
    { phrase: "car dealer", type: "car_dealer", weight: 15 },
    { phrase: "car wash", type: "car_wash", weight: 10 },
    { phrase: "auto parts store", type: "auto_parts_store", weight: 10 },
  ],
  personal_care: [
    { phrase: "hair salon", type: "hair_salon", weight: 45 },
    { phrase: "barber shop", type: "barber_shop", weight: 20 },
    { phrase: "nail salon", type: "nail_salon", weight: 25 },
    { phrase: "day spa", type: "spa", weight: 8 },
    { phrase: "tattoo shop", type: "tattoo_shop", weight: 5 },
  ],
  home_property: [
    { phrase: "plumber", type: "plumber", weight: 15 },
    { phrase: "electrician", type: "electrician", weight: 20 },
    { phrase: "HVAC contractor", type: "hvac_contractor", weight: 15 },
    { phrase: "roofing contractor", type: "roofing_contractor", weight: 8 },
    { phrase: "general contractor", type: "general_contractor", weight: 25 },
    { phrase: "landscaper", type: "landscaper", weight: 20 },
    { phrase: "house cleaning service", type: "house_cleaning_service", weight: 12 },
  ],
  retail_commerce: [
    { phrase: "convenience store", type: "convenience_store", weight: 20 },
    { phrase: "grocery store", type: "grocery_store", weight: 20 },
    { phrase: "clothing store", type: "clothing_store", weight: 25 },
    { phrase: "liquor store", type: "liquor_store", weight: 10 },
    { phrase: "hardware store", type: "hardware_store", weight: 6 },
    { phrase: "florist", type: "florist", weight: 5 },
    { phrase: "pharmacy", type: "pharmacy", weight: 12 },
  ],
  food_dining: [
    { phrase: "restaurant", type: "restaurant", weight: 120 },
    { phrase: "pizza", type: "pizza_restaurant", weight: 25 },
    { phrase: "coffee shop", type: "coffee_shop", weight: 20 },
    { phrase: "bar", type: "bar", weight: 18 },
    { phrase: "bakery", type: "bakery", weight: 8 },
    { phrase: "caterer", type: "catering_service", weight: 6 },
  ],
  health_wellness: [
    { phrase: "dentist", type: "dentist", weight: 40 },
    { phrase: "chiropractor", type: "chiropractor", weight: 12 },
    { phrase: "physical therapist", type: "physiotherapist", weight: 12 },
    { phrase: "gym", type: "gym", weight: 12 },
    { phrase: "massage therapist", type: "massage", weight: 10 },
    { phrase: "optometrist", type: "optometrist", weight: 8 },
  ],
  professional: [
    { phrase: "accountant", type: "accounting", weight: 30 },
    { phrase: "lawyer", type: "lawyer", weight: 50 },
    { phrase: "insurance agency", type: "insurance_agency", weight: 40 },
    { phrase: "real estate agency", type: "real_estate_agency", weight: 35 },
    { phrase: "financial advisor", type: "financial_advisor", weight: 15 },
    { phrase: "marketing agency", type: "marketing_agency", weight: 8 },
  ],
  specialty: [
    { phrase: "locksmith", type: "locksmith", weight: 5 },
    { phrase: "pest control", type: "pest_control_service", weight: 6 },
    { phrase: "moving company", type: "moving_company", weight: 6 },
    { phrase: "dry cleaner", type: "dry_cleaner", weight: 7 },
    { phrase: "pet groomer", type: "pet_groomer", weight: 6 },
    { phrase: "self storage", type: "storage", weight: 5 },
    { phrase: "appliance repair", type: "appliance_repair_service", weight: 4 },
  ],
}

export interface PhraseShare {
  phrase: string
  weight: number
  /** Results this phrase may store before the others have had theirs. */
  share: number
}

/**
 * Splits `total` over the phrases in proportion to their weights (largest remainders, so the shares
 * add up to `total` exactly; ties go to the earlier phrase).
 */
export function shareOut<T extends { weight: number }>(items: readonly T[], total: number): (T & { share: number })[] {
  const sum = items.reduce((s, p) => s + p.weight, 0)
  if (!items.length || sum <= 0) return items.map((p) => ({ ...p, share: 0 }))
  const exact = items.map((p) => (total * p.weight) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((s, n) => s + n, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i]!++
    left--
  }
  return items.map((p, i) => ({ ...p, share: shares[i]! }))
}

/** A category's phrases with their first shares of `total` (the category's 500). */
export function phrasePlan(key: AutomationCategoryKey, total: number): PhraseShare[] {
  return shareOut(CATEGORY_PHRASES[key], total).map(({ phrase, weight, share }) => ({ phrase, weight, share }))
}
