// The 50 most populous places of each US state and DC (GeoNames), bundled so lookups need no network.
// The rows come from us-cities.generated.ts; regenerate them with `npm run build:cities`.
import { US_CITY_ROWS } from "./us-cities.generated"
import { stateByCode, stateByName, type UsState } from "./us-states"

export interface UsCity {
  /** GeoNames id: stable, and unique where names are not (two "Red Hill"s in SC upstream). */
  id: number
  name: string
  /** USPS code, e.g. "MI". */
  state: string
  lat: number
  lng: number
  /** GeoNames figure; its census vintage varies by row, so show it as approximate. */
  population: number
  /** Three-digit county FIPS within the state (GeoNames admin2); "" where GeoNames has none. */
  countyFips: string
  /** GeoNames feature code: PPL, PPLA (state capital), PPLA2 (county seat), PPLC (national capital)… */
  featureCode: string
  /** IANA time zone, e.g. "America/Detroit": what calling windows are computed in. */
  timeZone: string
}

export const GEONAMES_ATTRIBUTION = "City data: GeoNames (geonames.org), CC BY 4.0"

interface Index {
  all: readonly UsCity[]
  byState: Map<string, readonly UsCity[]>
  /** Normalised name → cities, most populous first. */
  byName: Map<string, UsCity[]>
  /** The same, keyed without a trailing "city"/"township"…, so "New York" finds "New York City". */
  byLooseName: Map<string, UsCity[]>
}

// Built on first use, so importing the module costs nothing until a lookup happens.
let index: Index | undefined

function getIndex(): Index {
  if (index) return index
  const all = US_CITY_ROWS.map(([id, name, state, lat, lng, population, countyFips, featureCode, timeZone]): UsCity =>
    Object.freeze({ id, name, state, lat, lng, population, countyFips, featureCode, timeZone })
  )
  const byState = new Map<string, UsCity[]>()
  const byName = new Map<string, UsCity[]>()
  const byLooseName = new Map<string, UsCity[]>()
  const add = (map: Map<string, UsCity[]>, key: string, city: UsCity) => {
    const list = map.get(key)
    if (list) list.push(city)
    else map.set(key, [city])
  }
  for (const city of all) {
    // Rows are generated sorted by state, then population: each state's list keeps that order.
    add(byState, city.state, city)
    const key = nameKey(city.name)
    add(byName, key, city)
    add(byLooseName, looseKey(key), city)
  }
  for (const map of [byName, byLooseName]) for (const list of map.values()) list.sort(byPopulation)
  index = { all, byState, byName, byLooseName }
  return index
}

const byPopulation = (a: UsCity, b: UsCity) => b.population - a.population || a.id - b.id

/** The state's cities, most populous first (at most 50); [] for an unknown code. */
export function citiesOfState(code: string): UsCity[] {
  return [...(getIndex().byState.get(code.trim().toUpperCase()) ?? [])]
}

/**
 * Finds the city an operator typed: "Grand Rapids, MI", "grand rapids mi", "Grand Rapids, Michigan",
 * "St. Louis, MO, USA" or just "Grand Rapids" (then the most populous place of that name wins).
 * Case, accents, punctuation and St./Saint, Ft./Fort, Mt./Mount do not matter. null when nothing matches,
 * including when the state given has no such city.
 */
export function findCity(location: string): UsCity | null {
  const segments = location.split(",").map(fold)
  stripCountryAndZip(segments)
  const [city] = segments
  if (!city) return null
  if (segments.length > 1) {
    // "City, State" (anything between, like a county, is ignored); an unknown state matches nothing.
    const state = parseState(segments[segments.length - 1] ?? "")
    return state ? lookup(city, state) : null
  }
  // No comma: the state, if any, is the last one to three words ("grand rapids mi", "… new york").
  const words = city.split(" ")
  for (let n = 3; n >= 1; n--) {
    if (words.length <= n) continue
    const state = parseState(words.slice(-n).join(" "))
    const found = state && lookup(words.slice(0, -n).join(" "), state)
    if (found) return found
  }
  return lookup(city)
}

/** The bundled place closest to the point (however far away that is). */
export function nearestCity(lat: number, lng: number): UsCity {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new RangeError(`Invalid coordinates: ${lat}, ${lng}`)
  const { all } = getIndex()
  // Equirectangular distance: exact enough to rank places, and a linear scan of ~2,500 rows is cheap.
  const cosLat = Math.cos((lat * Math.PI) / 180)
  let best = all[0] as UsCity
  let bestDistance = Infinity
  for (const city of all) {
    const dLat = city.lat - lat
    // Wrapped so the Aleutians, on both sides of the 180th meridian, measure the short way round.
    const dLng = ((((city.lng - lng + 540) % 360) + 360) % 360) - 180
    const distance = dLat * dLat + (dLng * cosLat) ** 2
    if (distance < bestDistance) {
      best = city
      bestDistance = distance
    }
  }
  return best
}

function lookup(name: string, state?: UsState): UsCity | null {
  const { byName, byLooseName } = getIndex()
  const key = nameKey(name)
  const inState = (list: UsCity[] | undefined) => list?.find((c) => !state || c.state === state.code) ?? null
  return inState(byName.get(key)) ?? inState(byLooseName.get(looseKey(key)))
}

/** A state given as a code ("MI", "D.C." → "d c") or a name ("Michigan"). */
function parseState(text: string): UsState | undefined {
  const compact = text.replace(/ /g, "")
  return stateByName(text) ?? (compact.length === 2 ? stateByCode(compact) : undefined)
}

const COUNTRY = /(?:^| )(?:usa|us|u s a|u s|united states(?: of america)?)$/
const ZIP = /(?:^| )\d{5}(?: \d{4})?$/

// "Grand Rapids, MI 49503, USA" → ["grand rapids", "mi"]: trailing country and ZIP say nothing about the city.
function stripCountryAndZip(segments: string[]) {
  for (;;) {
    const last = segments.length - 1
    const segment = segments[last]
    if (segment === undefined) return
    const stripped = segment.replace(ZIP, "").replace(COUNTRY, "").trim()
    if (last > 0 && stripped === "") segments.pop()
    else if (stripped !== segment) segments[last] = stripped
    else return
  }
}

/** Lower case, no accents or apostrophes, other punctuation as single spaces: "Cañon City" → "canon city". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['`\u2018\u2019\u02bb]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

// Applied to names only, after any state code is read: "MT" is Montana, not "Mount".
const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" }

function nameKey(name: string): string {
  return fold(name)
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ")
}

function looseKey(key: string): string {
  return key.replace(/ (?:city|township|town|village)$/, "")
}
