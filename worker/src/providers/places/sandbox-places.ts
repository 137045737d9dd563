/**
 * The sandbox lead search: fictional businesses in real US cities, with Google's rules (20 a page, at
 * most 60 a query, only places inside the requested rectangle, a page token valid only with the same
 * request, a viewport for a location), so the grid search runs unchanged with no key.
 *
 * The world is reproducible: each city of the bundled GeoNames list (data/us-cities.ts) holds, for
 * each kind of business, a fixed set of places drawn from a seed of (kind, city), clustered toward
 * the centre and as many as the city's population suggests. A search gathers the places of every
 * city whose area meets the rectangle, so overlapping cells always agree on a place and its id.
 * Numbers are on the 555 exchange of the city's own state's area codes (its own codes first:
 * sandbox-locale.ts), the first a search shows on the 555-0100..0199 lines kept for fiction, with its
 * streets and ZIP codes.
 */
import { type UsCity, citiesOfState, findCity } from "../../data/us-cities"
import { hash32, mulberry32 as rng } from "../../lib/seeded-random"
import { US_STATES } from "../../data/us-states"
import {
  areaIsNear,
  type LatLng,
  MAX_RESULTS_PER_QUERY,
  PAGE_SIZE,
  type Place,
  placeTypeLabel,
  PlacesError,
  type PlacesProvider,
  type Rect,
  type ResolvedArea,
  type SearchPage,
  type SearchPageRequest,
} from "./places-provider"
import {
  ADJECTIVES,
  BUSINESS_KINDS,
  type BusinessKind,
  FIRST_NAMES,
  kindByKey,
  kindOf,
  type NameParts,
  STREETS,
  STREET_SUFFIXES,
  SURNAMES,
} from "./sandbox-catalog"
import { localeOf, ownAreaCodeCount } from "./sandbox-locale"

const KM_PER_DEGREE = 111.32

/** A city's search area: a square around its centre, wider for bigger cities (3 to 30 km across half). */
export function cityRadiusKm(population: number) {
  return Math.min(30, Math.max(3, 2 + Math.sqrt(population) / 60))
}

function cityViewport(city: UsCity): Rect {
  const km = cityRadiusKm(city.population)
  const dLat = km / KM_PER_DEGREE
  const dLng = km / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180))
  return {
    low: { latitude: city.lat - dLat, longitude: city.lng - dLng },
    high: { latitude: city.lat + dLat, longitude: city.lng + dLng },
  }
}

interface SandboxPlace extends Place {
  location: LatLng
  relevance: number
}

const pick = <T>(list: readonly T[], r: number) => list[Math.floor(r * list.length) % list.length] as T

const kindCount = (kind: BusinessKind, city: UsCity) =>
  Math.max(3, Math.round((city.population / 1000) * kind.perThousand))

// Phone slots: each kind takes every KIND_SLOTS-th line of an area code, so kinds never share a number.
const KIND_SLOTS = BUSINESS_KINDS.length + 1
/** The 555-0100..0199 lines NANPA keeps for fiction. */
const LINES_PER_CODE = 100
/**
 * The rest of the 555 exchange, 555-0200..9999: no subscriber holds these lines (NANPA stopped
 * assigning 555 numbers; 555-1212 and 555-4334 are directory services, left out). A metro area's
 * deep ranks need them: New York's five codes hold 500 fictional lines, the sandbox some 20,000
 * restaurants, and a search that found one number again and again would page on to the hourly
 * budget, where Google's data has a number a business.
 */
const SKIPPED_LINES = [1212, 4334]
const EXCHANGE_LINES = 9800 - SKIPPED_LINES.length
/** The exchange's i-th line past the fictional ones (0 = 555-0200), stepping over the skipped ones. */
const exchangeLineNumber = (i: number) =>
  SKIPPED_LINES.reduce((line, skip) => (line >= skip ? line + 1 : line), 200 + i)

function makeCityPlaces(kind: BusinessKind, city: UsCity): SandboxPlace[] {
  const count = kindCount(kind, city)
  const viewport = cityViewport(city)
  const radiusLat = (viewport.high.latitude - viewport.low.latitude) / 2
  const radiusLng = (viewport.high.longitude - viewport.low.longitude) / 2
  const locale = localeOf(city)
  const kindIndex = BUSINESS_KINDS.indexOf(kind) >= 0 ? BUSINESS_KINDS.indexOf(kind) : BUSINESS_KINDS.length
  const places: SandboxPlace[] = []
  const usedNames = new Set<string>()
  for (let i = 0; i < count; i++) {
    const id = `sandbox_${kind.key}_${city.id}_${i}`
    const r = rng(hash32(`${kind.key}|${city.id}|${i}`))
    // Clustered toward the centre, as businesses are: radius ~ u^0.8 of the city's half-width.
    const dist = r() ** 0.8
    const angle = r() * 2 * Math.PI
    const location = {
      latitude: city.lat + Math.sin(angle) * dist * radiusLat,
      longitude: city.lng + Math.cos(angle) * dist * radiusLng,
    }
    const parts = {
      surname: pick(SURNAMES, r()),
      first: pick(FIRST_NAMES, r()),
      street: pick(STREETS, r()),
      city: city.name,
      adjective: pick(ADJECTIVES, r()),
      query: kind.key.startsWith("q-") ? kind.key.slice(2).replace(/-/g, " ") : kind.type,
    }
    const name = uniqueName(pick(kind.names, r())(parts), kind, parts, usedNames, id)
    const number = 100 + Math.floor(r() * 9800)
    const streetDraw = r()
    const suffixDraw = r()
    // The draws above are made whatever the city, so the places' positions and phones-or-not stay
    // as they were; the street comes from the city's own list when it has one.
    const street = locale.streets.length
      ? pick(locale.streets, streetDraw)
      : `${pick(STREETS, streetDraw)} ${pick(STREET_SUFFIXES, suffixDraw)}`
    const zip = locale.zip((hash32(`zip|${id}`) % 10_000) / 10_000)
    const address = `${number} ${street}, ${city.name}, ${city.state} ${zip}, USA`
    const hasPhone = r() >= 0.05
    const websiteRoll = r()
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "")
    const website =
      websiteRoll < kind.noWebsite
        ? null
        : websiteRoll < kind.noWebsite + 0.04
          ? `https://www.facebook.com/${slug}`
          : `https://www.${slug}.com/`
    places.push({
      id,
      name,
      address,
      phone: hasPhone ? "" : null,
      website,
      primaryType: kind.type,
      primaryTypeLabel: placeTypeLabel(kind.type),
      location,
      operational: r() >= 0.02,
      relevance: r(),
    })
  }
  assignNumbers(places, kind, city, kindIndex, locale.areaCodes)
  return places
}

/**
 * Numbers by rank, all on the 555 exchange of the city's own state's area codes in its zone (the
 * city's own codes first: sandbox-locale.ts), so a lead's number says where it is and the callee-time
 * rules read its zone right. Two tiers:
 * - a city with codes of its own (New York's 212, Austin's 512 and 737) gives its most relevant
 *   places of every kind (what a search shows first) the fictional 555-0100..0199 lines of those
 *   codes, a rank at a time across kinds, so no two of them share a number and no other city has them;
 * - every other place takes the rest of the exchange: each kind a run of consecutive lines from its
 *   share (by how many places it has) of the state's lines, a town's runs from a start of its own,
 *   so kinds meet only past their share (some 100,000 lines on in a state of ten codes) and towns
 *   only where two runs happen to cross.
 */
function assignNumbers(places: SandboxPlace[], kind: BusinessKind, city: UsCity, kindIndex: number, codes: number[]) {
  const own = ownAreaCodeCount(city)
  const top = own * LINES_PER_CODE
  const deep = codes.length * EXCHANGE_LINES
  const start = (deepShare(kind, city, deep) + (own ? 0 : hash32(`deep|${city.id}`))) % deep
  const ranked = [...places].sort((a, b) => b.relevance - a.relevance || (a.id < b.id ? -1 : 1))
  ranked.forEach((place, rank) => {
    if (place.phone === null) return
    const slot = rank * KIND_SLOTS + kindIndex
    place.phone = slot < top ? fictionalLine(codes, slot) : exchangeLine(codes, (start + rank) % deep)
  })
}

const fictionalLine = (codes: number[], line: number) =>
  `+1 ${codes[Math.floor(line / LINES_PER_CODE)]}-555-0${100 + (line % LINES_PER_CODE)}`

/** The exchange's n-th line past the fictional ones, code by code. */
function exchangeLine(codes: number[], n: number) {
  const line = exchangeLineNumber(n % EXCHANGE_LINES)
  return `+1 ${codes[Math.floor(n / EXCHANGE_LINES)]}-555-${String(line).padStart(4, "0")}`
}

/** Where a kind's run starts in the deep tier: after the shares of the kinds listed before it. */
function deepShare(kind: BusinessKind, city: UsCity, deep: number) {
  const total = BUSINESS_KINDS.reduce((sum, k) => sum + kindCount(k, city), 0)
  let before = 0
  for (const k of BUSINESS_KINDS) {
    if (k.key === kind.key) return Math.floor((before / total) * deep)
    before += kindCount(k, city)
  }
  // A custom search's kind: a start of its own.
  return hash32(kind.key) % deep
}

/**
 * A name not yet given to another place of this kind in this city: other names of the kind's
 * templates first, then a branch of the name, "Modern Smiles Dental - Oak Ave", as Google lists a
 * chain's locations (never a counter: "Modern Smiles Dental #300" read as generated).
 */
function uniqueName(name: string, kind: BusinessKind, parts: NameParts, used: Set<string>, id: string) {
  let candidate = name
  const r = rng(hash32(`name|${id}`))
  for (let attempt = 0; used.has(candidate) && attempt < 6; attempt++) {
    const again = {
      ...parts,
      surname: pick(SURNAMES, r()),
      adjective: pick(ADJECTIVES, r()),
      street: pick(STREETS, r()),
    }
    candidate = pick(kind.names, r())(again)
  }
  // Every branch in turn from a start of its own, so one is found while any is free.
  const branches = STREETS.length * STREET_SUFFIXES.length
  const first = Math.floor(r() * branches)
  for (let i = 0; used.has(candidate) && i < branches; i++) {
    const b = (first + i) % branches
    candidate = `${name} - ${STREETS[b % STREETS.length]} ${STREET_SUFFIXES[Math.floor(b / STREETS.length)]}`
  }
  used.add(candidate)
  return candidate
}

// Each (kind, city) is drawn once per isolate; a few hundred entries cover any session.
const cache = new Map<string, SandboxPlace[]>()
function cityPlaces(kind: BusinessKind, city: UsCity) {
  const key = `${kind.key}|${city.id}`
  let places = cache.get(key)
  if (!places) {
    places = makeCityPlaces(kind, city)
    if (cache.size > 400) cache.delete(cache.keys().next().value as string)
    cache.set(key, places)
  }
  return places
}

let allCities: { city: UsCity; viewport: Rect }[] | null = null
const citiesWithViewports = () =>
  (allCities ??= US_STATES.flatMap((s) => citiesOfState(s.code)).map((city) => ({
    city,
    viewport: cityViewport(city),
  })))

const meets = (a: Rect, b: Rect) =>
  a.low.latitude <= b.high.latitude &&
  b.low.latitude <= a.high.latitude &&
  a.low.longitude <= b.high.longitude &&
  b.low.longitude <= a.high.longitude

const inside = (rect: Rect, p: LatLng) =>
  p.latitude >= rect.low.latitude &&
  p.latitude <= rect.high.latitude &&
  p.longitude >= rect.low.longitude &&
  p.longitude <= rect.high.longitude

/** Whether a place of a related kind is among the `share` a search also answers (always the same ones). */
const alsoFound = (place: SandboxPlace, share: number) => hash32(`also|${place.id}`) / 2 ** 32 < share

/**
 * Every sandbox place the query answers inside the rectangle, most relevant first: the places of its
 * kind and the share of related kinds it also finds (sandbox-catalog.ts `alsoFinds`).
 */
export function sandboxPlacesIn(text: string, rect: Rect): SandboxPlace[] {
  const kind = kindOf(text)
  const related = (kind.alsoFinds ?? []).flatMap(({ kind: key, share }) => {
    const other = kindByKey(key)
    return other ? [{ other, share }] : []
  })
  return citiesWithViewports()
    .filter((c) => meets(c.viewport, rect))
    .flatMap((c) => [
      ...cityPlaces(kind, c.city),
      ...related.flatMap(({ other, share }) => cityPlaces(other, c.city).filter((p) => alsoFound(p, share))),
    ])
    .filter((p) => inside(rect, p.location))
    .sort((a, b) => b.relevance - a.relevance || (a.id < b.id ? -1 : 1))
}

const requestKey = (text: string, rect: Rect) =>
  hash32(`${text}|${rect.low.latitude},${rect.low.longitude},${rect.high.latitude},${rect.high.longitude}`).toString(36)

function invalidArgument(): never {
  throw new PlacesError("rejected", "Request contains an invalid argument.", {
    status: 400,
    reason: "INVALID_ARGUMENT",
  })
}

export class SandboxPlaces implements PlacesProvider {
  readonly kind = "sandbox" as const
  constructor(private readonly onRequest: () => void = () => {}) {}

  async searchPage({ text, area, pageToken }: SearchPageRequest): Promise<SearchPage> {
    this.onRequest()
    const key = requestKey(text, area)
    let offset = 0
    if (pageToken) {
      // As Google: a token is only valid with the request that issued it.
      const [tokenKey, at] = pageToken.split(".")
      if (tokenKey !== key || !at || !/^\d+$/.test(at)) invalidArgument()
      offset = Number(at)
    }
    const matches = sandboxPlacesIn(text, area).slice(0, MAX_RESULTS_PER_QUERY)
    const places = matches.slice(offset, offset + PAGE_SIZE).map(({ relevance: _relevance, ...p }) => p)
    const next = offset + PAGE_SIZE
    return { places, nextPageToken: next < matches.length ? `${key}.${next}` : null }
  }

  async checkKey() {
    return { ok: true, message: "Sandbox: lead search uses fictional businesses, no Google key is used." }
  }

  async resolveArea(location: string, near?: LatLng): Promise<ResolvedArea | null> {
    this.onRequest()
    const city = findCity(location)
    if (!city) return null
    const viewport = cityViewport(city)
    // As the Google adapter: an area far from the known centre is not the place meant.
    if (near && !areaIsNear(viewport, near)) return null
    return { name: `${city.name}, ${city.state}, USA`, viewport, center: { latitude: city.lat, longitude: city.lng } }
  }
}
