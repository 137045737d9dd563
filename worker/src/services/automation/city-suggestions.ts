/**
 * SPEC §3 city suggestions from the bundled GeoNames places. No data set counts businesses per city
 * (the Census's County Business Patterns would, but it is not bundled), so density and activity are
 * estimates derived from what the data does say, and the page labels them so:
 * - businessDensity: where the place ranks in its state and how large it is. The state's five largest
 *   places, or any of 250,000 people or more, are "high"; places of 50,000 or more, or in the state's
 *   top 15, are "medium"; the rest "low". Relative to the state on purpose: Burlington, VT is its
 *   state's commercial centre though smaller than many suburbs elsewhere.
 * - economicActivity: the place's rank, its role (state capital, county seat: GeoNames feature codes
 *   PPLA/PPLC and PPLA2) and a sentence for its size tier.
 */
import { citiesOfState, GEONAMES_ATTRIBUTION, type UsCity } from "../../data/us-cities"
import { stateByCode, stateByName, type UsState } from "../../data/us-states"
import type { CitiesResponse, CitySuggestion } from "../../schemas/api-routes/automation"
import type { BusinessDensity } from "../../schemas/automation"

export function businessDensity(population: number, rank: number): BusinessDensity {
  if (rank <= 5 || population >= 250_000) return "high"
  if (rank <= 15 || population >= 50_000) return "medium"
  return "low"
}

const SIZE_TIERS: [minPopulation: number, text: string][] = [
  [1_000_000, "A major metropolitan economy with dense commercial corridors and a very large base of local services."],
  [250_000, "A large regional economy with many retail, service and professional businesses."],
  [100_000, "A regional hub for shopping, services and health care."],
  [50_000, "A mid-sized city with established local retail and services."],
  [0, "A smaller community of mostly local, owner-run businesses."],
]

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")
  return `${n}${suffix}`
}

export function economicActivity(city: UsCity, rank: number, state: UsState): string {
  const roles = [
    city.featureCode === "PPLC" ? "the national capital" : "",
    city.featureCode === "PPLA" ? "the state capital" : "",
    city.featureCode === "PPLA2" ? "a county seat" : "",
  ].filter(Boolean)
  const standing = rank === 1 ? `${state.name}'s largest city` : `${state.name}'s ${ordinal(rank)} largest city`
  const tier = SIZE_TIERS.find(([min]) => city.population >= min)![1]
  const lead = roles.length ? `${standing} and ${roles.join(" and ")}` : standing
  return `${lead}. ${tier}`
}

export function toSuggestion(city: UsCity, rank: number, state: UsState): CitySuggestion {
  return {
    id: city.id,
    city: city.name,
    state: city.state,
    population: city.population,
    businessDensity: businessDensity(city.population, rank),
    economicActivity: economicActivity(city, rank, state),
    rank,
    capital: city.featureCode === "PPLA" || city.featureCode === "PPLC",
    countySeat: city.featureCode === "PPLA2",
    timeZone: city.timeZone,
  }
}

/** A state given by USPS code or by name; undefined when it is neither. */
export const resolveState = (text: string) => stateByCode(text.trim()) ?? stateByName(text)

/** The state's 50 most populous places as city suggestions; null for an unknown state. */
export function citySuggestions(stateText: string): CitiesResponse | null {
  const state = resolveState(stateText)
  if (!state) return null
  const cities = citiesOfState(state.code).map((city, i) => toSuggestion(city, i + 1, state))
  return { state, cities, attribution: GEONAMES_ATTRIBUTION, estimated: true }
}
