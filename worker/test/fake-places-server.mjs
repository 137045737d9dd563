// A local stand-in for places.googleapis.com (vitest globalSetup of the worker project). It speaks
// Places API (New) Text Search the way Google does: POST /v1/places:searchText with X-Goog-Api-Key
// and a required X-Goog-FieldMask, only the masked fields in the answer (proto3 JSON: absent fields
// omitted), at most 60 results over pages of up to 20, a nextPageToken only when it is masked, a page
// token refused when any other parameter changed, results only inside locationRestriction.rectangle, a
// locationBias checked as Google checks it (one of circle or rectangle, a radius of at most 50 km), and
// google.rpc.Status error bodies. The data set is synthetic and deterministic (see CITIES).
//
// State is kept per API key, so test files running in parallel never see each other's requests.
// Control endpoints (same X-Goog-Api-Key header):
//   POST /__script  { status, body }   the next search answers this (a string body is sent as HTML)
//   GET  /__requests                   the recorded searches: [{ method, path, headers: { key, fieldMask,
//                                      contentType }, body }] (a "*" mask is accepted but recorded)
//   POST /__misbehave { mode, bytes?, declare? }  the next search "stall"s (headers, then a byte a second)
//                                      or answers "huge" (100 MB), as fake-server-kit.mjs misbehave does
//   POST /__places  <search body>      every place the body's query matches, all fields, ranked, without
//                                      the 60 cap (ground truth for grid-search recall tests)
import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import { accountsOf, canonical, misbehave, parseJsonBody, project, readRaw, serveOn } from "./fake-server-kit.mjs"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"
// Seeded: the same places on every run and every machine.
import { mulberry32 as rng } from "../src/lib/seeded-random"

// ---------------------------------------------------------------------------------------------------
// Synthetic data set

const hash = (s) => {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}
const pick = (r, list) => list[Math.floor(r() * list.length)]
const round7 = (n) => Math.round(n * 1e7) / 1e7
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
/** Google place ids look like "ChIJ" + 23 base64url characters. */
const placeId = (seed) => {
  const r = rng(hash(seed))
  let id = "ChIJ"
  for (let i = 0; i < 23; i++) id += B64[Math.floor(r() * 64)]
  return id
}
const box = (lat, lng, dLat, dLng) => ({
  low: { latitude: round7(lat - dLat), longitude: round7(lng - dLng) },
  high: { latitude: round7(lat + dLat), longitude: round7(lng + dLng) },
})

/**
 * Named areas. `counts` is places per category: Grand Rapids is the dense one (more than 1,000 for
 * several categories, so one query's 60 cap is far from everything), Austin is mid-sized, Marshall
 * fits on one page. Places cluster toward the centre like a real downtown.
 */
const CITIES = [
  {
    key: "grand-rapids",
    name: "Grand Rapids",
    state: "MI",
    stateName: "michigan",
    center: { latitude: 42.9634, longitude: -85.6681 },
    viewport: {
      low: { latitude: 42.883, longitude: -85.7516 },
      high: { latitude: 43.029, longitude: -85.5617 },
    },
    homeAreaCodes: [616, 231, 517, 989, 810, 734, 248, 313, 586, 947, 906],
    zips: [
      { zip: "49503", latitude: 42.9637, longitude: -85.6588 },
      { zip: "49504", latitude: 42.9812, longitude: -85.7103 },
      { zip: "49505", latitude: 43.0031, longitude: -85.6355 },
      { zip: "49506", latitude: 42.9453, longitude: -85.6173 },
      { zip: "49507", latitude: 42.9298, longitude: -85.6469 },
      { zip: "49508", latitude: 42.8923, longitude: -85.6275 },
    ],
    neighborhoods: [
      { name: "Heritage Hill", latitude: 42.9583, longitude: -85.6589 },
      { name: "Eastown", latitude: 42.9534, longitude: -85.6235 },
    ],
    landmark: { name: "Grand Rapids Public Museum", types: ["museum", "tourist_attraction"], at: [42.9655, -85.6768] },
    counts: { dentist: 1200, restaurant: 1500, plumber: 1100, hair_salon: 1050, default: 300 },
  },
  {
    key: "austin",
    name: "Austin",
    state: "TX",
    stateName: "texas",
    center: { latitude: 30.2672, longitude: -97.7431 },
    viewport: {
      low: { latitude: 30.0987, longitude: -97.9384 },
      high: { latitude: 30.5168, longitude: -97.5605 },
    },
    homeAreaCodes: [512, 737, 254, 830, 210, 726, 361, 979, 936, 409],
    zips: [
      { zip: "78701", latitude: 30.2713, longitude: -97.7426 },
      { zip: "78704", latitude: 30.2428, longitude: -97.7658 },
    ],
    neighborhoods: [],
    landmark: { name: "Austin Convention Center", types: ["convention_center"], at: [30.2635, -97.7396] },
    counts: { default: 250 },
  },
  {
    key: "marshall",
    name: "Marshall",
    state: "MI",
    stateName: "michigan",
    center: { latitude: 42.2723, longitude: -84.9633 },
    viewport: {
      low: { latitude: 42.2516, longitude: -85.0017 },
      high: { latitude: 42.2968, longitude: -84.9113 },
    },
    homeAreaCodes: [269],
    zips: [{ zip: "49068", latitude: 42.2723, longitude: -84.9633 }],
    neighborhoods: [],
    landmark: null,
    counts: { default: 15 },
  },
]

/** Categories: what a textQuery must contain to match, and how places of that kind are named. */
const CATEGORIES = [
  {
    type: "dentist",
    types: ["dentist", "health"],
    label: "Dentist",
    match: /\bdent(ist|ists|al)\b/,
    names: ["{adj} Dental", "{surname} Family Dentistry", "{street} Dental Care", "{adj} Smiles Dentistry"],
  },
  {
    type: "restaurant",
    types: ["restaurant", "food"],
    label: "Restaurant",
    match: /\b(restaurants?|diners?|dining|food)\b/,
    names: ["{adj} Kitchen", "{surname}'s Diner", "{street} Grill", "The {adj} Table"],
  },
  {
    type: "plumber",
    types: ["plumber"],
    label: "Plumber",
    match: /\bplumb(er|ers|ing)\b/,
    names: ["{surname} Plumbing", "{adj} Plumbing & Drain", "{street} Plumbing Co."],
  },
  {
    type: "hair_salon",
    types: ["hair_salon", "hair_care", "beauty_salon"],
    label: "Hair Salon",
    match: /\b(hair|salons?|barbers?|beauty)\b/,
    names: ["{adj} Hair Studio", "Salon {surname}", "{street} Cuts"],
  },
  {
    type: "car_repair",
    types: ["car_repair"],
    label: "Car Repair",
    match: /\b(auto|car) (repair|service|shop)|\bmechanics?\b/,
    names: ["{surname} Auto Repair", "{street} Auto Service", "{adj} Automotive"],
  },
  {
    type: "convenience_store",
    types: ["convenience_store", "store"],
    label: "Convenience Store",
    match: /\b(convenience|corner) stores?\b/,
    names: ["{adj} Mart", "{street} Quick Stop", "{surname}'s Corner Store"],
  },
  {
    type: "chiropractor",
    types: ["chiropractor", "health"],
    label: "Chiropractor",
    match: /\bchiropract(or|ors|ic)\b/,
    names: ["{surname} Chiropractic", "{adj} Spine & Wellness"],
  },
  {
    type: "accounting",
    types: ["accounting", "finance"],
    label: "Accountant",
    match: /\b(accountants?|accounting|bookkeep\w*|cpa|tax preparation)\b/,
    names: ["{surname} & Associates CPA", "{adj} Tax & Accounting", "{street} Bookkeeping"],
  },
  {
    type: "locksmith",
    types: ["locksmith"],
    label: "Locksmith",
    match: /\blocksmiths?\b/,
    names: ["{adj} Lock & Key", "{surname} Locksmith"],
  },
]

const ADJECTIVES = [
  "Bright",
  "Riverside",
  "Lakeshore",
  "Summit",
  "Maple",
  "Northside",
  "Union",
  "Heritage",
  "Oak",
  "Crown",
]
const SURNAMES = ["Vander", "Kowalski", "Nguyen", "Johnson", "Garcia", "DeVries", "Patel", "Brooks", "Hughes", "Meyer"]
const STREETS = [
  "Fulton",
  "Division",
  "Monroe",
  "Wealthy",
  "Leonard",
  "Michigan",
  "Plainfield",
  "Burton",
  "Lake",
  "Cherry",
]
const SUFFIXES = ["St", "Ave", "Blvd", "Rd", "Dr"]

/**
 * Fictional numbers only (555-0100 to 555-0199 in any area code: the app dials what it imports), 100
 * per area code, so a city's codes (its state's) come first and then other real US codes, all valid by the
 * same libphonenumber metadata the app's normaliser uses. Every place's number is unique.
 */
const AREA_CODE_POOL = []
for (let c = 201; c <= 989; c++) {
  const p = parsePhoneNumberFromString(`+1${c}5550100`)
  if (p?.isValid() && p.country === "US") AREA_CODE_POOL.push(c)
}
for (const c of CITIES.flatMap((city) => city.homeAreaCodes)) {
  if (!AREA_CODE_POOL.includes(c)) throw new Error(`fake-places-server: ${c} is not a US area code`)
}

function buildDataSet() {
  const places = []
  const areas = []
  const ids = new Set()
  const homeCodes = new Set(CITIES.flatMap((c) => c.homeAreaCodes))
  let poolCursor = 0
  const nextPoolCode = () => {
    while (homeCodes.has(AREA_CODE_POOL[poolCursor])) poolCursor++
    const code = AREA_CODE_POOL[poolCursor++]
    if (code === undefined) throw new Error("fake-places-server: not enough area codes for the data set")
    return code
  }
  const uniqueId = (seed) => {
    let id = placeId(seed)
    for (let n = 1; ids.has(id); n++) id = placeId(`${seed}#${n}`)
    ids.add(id)
    return id
  }

  for (const city of CITIES) {
    const cityLabel = `${city.name}, ${city.state}`
    areas.push({
      city,
      kind: "locality",
      id: uniqueId(`locality:${city.key}`),
      displayName: { text: city.name, languageCode: "en" },
      formattedAddress: `${cityLabel}, USA`,
      location: city.center,
      viewport: city.viewport,
      types: ["locality", "political"],
      primaryType: "locality",
    })
    for (const z of city.zips) {
      areas.push({
        city,
        kind: "postal_code",
        zip: z.zip,
        id: uniqueId(`zip:${z.zip}`),
        displayName: { text: z.zip, languageCode: "en" },
        formattedAddress: `${cityLabel} ${z.zip}, USA`,
        location: { latitude: z.latitude, longitude: z.longitude },
        viewport: box(z.latitude, z.longitude, 0.018, 0.025),
        types: ["postal_code"],
        primaryType: "postal_code",
      })
    }
    for (const n of city.neighborhoods) {
      areas.push({
        city,
        kind: "neighborhood",
        match: n.name.toLowerCase(),
        id: uniqueId(`neighborhood:${city.key}:${n.name}`),
        displayName: { text: n.name, languageCode: "en" },
        formattedAddress: `${n.name}, ${cityLabel}, USA`,
        location: { latitude: n.latitude, longitude: n.longitude },
        viewport: box(n.latitude, n.longitude, 0.006, 0.008),
        types: ["neighborhood", "political"],
        primaryType: "neighborhood",
      })
    }

    // Phone numbers unique within the data set: this city's codes first, then the shared pool.
    const codes = [...city.homeAreaCodes]
    let phoneSeq = 0
    const nextPhone = () => {
      const slot = Math.floor(phoneSeq / 100)
      while (codes.length <= slot) codes.push(nextPoolCode())
      const line = String(100 + (phoneSeq++ % 100)).padStart(4, "0")
      const code = codes[slot]
      return { national: `(${code}) 555-${line}`, international: `+1 ${code}-555-${line}` }
    }

    const latSpan = (city.viewport.high.latitude - city.viewport.low.latitude) / 2
    const lngSpan = (city.viewport.high.longitude - city.viewport.low.longitude) / 2
    for (const cat of CATEGORIES) {
      const count = city.counts[cat.type] ?? city.counts.default
      const r = rng(hash(`${city.key}:${cat.type}`))
      // Box-Muller: a normal spread around the centre, redrawn until inside the city's viewport.
      const gauss = () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r())
      for (let i = 0; i < count; i++) {
        let lat, lng
        do {
          lat = city.center.latitude + gauss() * latSpan * 0.4
          lng = city.center.longitude + gauss() * lngSpan * 0.4
        } while (
          lat < city.viewport.low.latitude ||
          lat > city.viewport.high.latitude ||
          lng < city.viewport.low.longitude ||
          lng > city.viewport.high.longitude
        )
        lat = round7(lat)
        lng = round7(lng)
        const name = pick(r, cat.names)
          .replace("{adj}", pick(r, ADJECTIVES))
          .replace("{surname}", pick(r, SURNAMES))
          .replace("{street}", pick(r, STREETS))
        const nearestZip = city.zips.reduce((best, z) =>
          Math.hypot(z.latitude - lat, z.longitude - lng) < Math.hypot(best.latitude - lat, best.longitude - lng)
            ? z
            : best
        )
        const street = `${100 + Math.floor(r() * 4800)} ${pick(r, STREETS)} ${pick(r, SUFFIXES)}`
        const id = uniqueId(`${city.key}:${cat.type}:${i}`)
        const place = {
          id,
          name: `places/${id}`,
          displayName: { text: name, languageCode: "en" },
          formattedAddress: `${street}, ${cityLabel} ${nearestZip.zip}, USA`,
          shortFormattedAddress: `${street}, ${city.name}`,
          types: [...cat.types, "point_of_interest", "establishment"],
          primaryType: cat.type,
          primaryTypeDisplayName: { text: cat.label, languageCode: "en-US" },
          location: { latitude: lat, longitude: lng },
          viewport: box(lat, lng, 0.0013, 0.0018),
          googleMapsUri: `https://maps.google.com/?cid=${hash(id)}`,
          utcOffsetMinutes: city.state === "TX" ? -300 : -240,
        }
        // Shares: ~10% list no phone, ~3% only a national number, ~35% no website, ~5% a social page
        // as the website, ~3% closed for good, ~2% closed for now, ~1% no status at all.
        const phoneRoll = r()
        if (phoneRoll >= 0.1) {
          const phone = nextPhone()
          place.nationalPhoneNumber = phone.national
          if (phoneRoll >= 0.13) place.internationalPhoneNumber = phone.international
        }
        const slug = `${name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")}-${i}`
        const webRoll = r()
        if (webRoll >= 0.4) place.websiteUri = `https://www.${slug}.example/`
        else if (webRoll >= 0.35) place.websiteUri = `https://www.facebook.com/${slug.replace(/-/g, "")}`
        const statusRoll = r()
        if (statusRoll < 0.03) place.businessStatus = "CLOSED_PERMANENTLY"
        else if (statusRoll < 0.05) place.businessStatus = "CLOSED_TEMPORARILY"
        else if (statusRoll >= 0.06) place.businessStatus = "OPERATIONAL"
        const rating = Math.round((2.8 + r() * 2.2) * 10) / 10
        const reviews = Math.floor(Math.pow(r(), 2) * 900)
        if (reviews > 0) {
          place.rating = rating
          place.userRatingCount = reviews
        }
        // Relevance: prominence (rating, reviews) plus some noise; the same order on every request.
        const score = rating * Math.log10(reviews + 10) + r()
        places.push({ place, city, category: cat, score })
      }
    }
    if (city.landmark) {
      const [lat, lng] = city.landmark.at
      areas.push({
        city,
        kind: "landmark",
        id: uniqueId(`landmark:${city.key}`),
        displayName: { text: city.landmark.name, languageCode: "en" },
        formattedAddress: `${city.landmark.name}, ${cityLabel}, USA`,
        location: { latitude: lat, longitude: lng },
        viewport: box(lat, lng, 0.0013, 0.0018),
        types: [...city.landmark.types, "point_of_interest", "establishment"],
        primaryType: city.landmark.types[0],
      })
    }
  }
  places.sort((a, b) => b.score - a.score || (a.place.id < b.place.id ? -1 : 1))
  return { places, areas }
}

const DATA = buildDataSet()

// ---------------------------------------------------------------------------------------------------
// Query matching

const normalise = (q) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .replace(/\b(usa|us|united states)\b\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()

/** The city a query names ("grand rapids", "grand rapids mi", "dentist in grand rapids michigan"). */
const cityIn = (q) =>
  CITIES.find((c) => new RegExp(`\\b${c.name.toLowerCase()}( (${c.state.toLowerCase()}|${c.stateName}))?\\b`).test(q))

/** What a resolve-style query (a city, a ZIP, a neighbourhood) returns, the area itself first. */
function areaAnswer(q) {
  const zip = /\b(\d{5})\b/.exec(q)?.[1]
  if (zip) return DATA.areas.filter((a) => a.kind === "postal_code" && a.zip === zip)
  const hood = DATA.areas.find((a) => a.kind === "neighborhood" && q.includes(a.match))
  if (hood) return [hood]
  const city = cityIn(q)
  if (!city) return []
  const own = DATA.areas.filter((a) => a.city === city && a.kind === "locality")
  // A business named after the city comes second, as Google does for "Grand Rapids, MI".
  return [...own, ...DATA.areas.filter((a) => a.city === city && a.kind === "landmark")]
}

function inRect(loc, rect) {
  const { low, high } = rect
  if (loc.latitude < low.latitude || loc.latitude > high.latitude) return false
  // A low longitude east of the high one crosses the antimeridian.
  return low.longitude <= high.longitude
    ? loc.longitude >= low.longitude && loc.longitude <= high.longitude
    : loc.longitude >= low.longitude || loc.longitude <= high.longitude
}

/** Every place (full objects) the search matches, ranked, before the 60 cap. */
function matchAll(body) {
  const q = normalise(String(body.textQuery ?? ""))
  const category = CATEGORIES.find((c) => c.match.test(q))
  if (!category) {
    return areaAnswer(q).map(({ city: _c, kind: _k, zip: _z, match: _m, ...place }) => ({ ...place }))
  }
  const rect = body.locationRestriction?.rectangle
  // Without a rectangle, "dentist in Grand Rapids" still stays in the city it names.
  const city = rect ? null : cityIn(q)
  return DATA.places
    .filter((p) => p.category === category && (rect ? inRect(p.place.location, rect) : !city || p.city === city))
    .map((p) => p.place)
}

// ---------------------------------------------------------------------------------------------------
// The API surface

const SEARCH_TEXT_FIELDS = new Set([
  "textQuery",
  "languageCode",
  "regionCode",
  "rankPreference",
  "includedType",
  "openNow",
  "minRating",
  "maxResultCount",
  "pageSize",
  "pageToken",
  "priceLevels",
  "strictTypeFiltering",
  "locationBias",
  "locationRestriction",
  "evOptions",
  "routingParameters",
  "searchAlongRouteParameters",
  "includePureServiceAreaBusinesses",
])
/** Place fields a mask may name (Google's Place message; the data set fills only some of them). */
const PLACE_FIELDS = new Set([
  "name",
  "id",
  "displayName",
  "types",
  "primaryType",
  "primaryTypeDisplayName",
  "nationalPhoneNumber",
  "internationalPhoneNumber",
  "formattedAddress",
  "shortFormattedAddress",
  "postalAddress",
  "addressComponents",
  "plusCode",
  "location",
  "viewport",
  "rating",
  "googleMapsUri",
  "websiteUri",
  "reviews",
  "regularOpeningHours",
  "currentOpeningHours",
  "utcOffsetMinutes",
  "timeZone",
  "photos",
  "adrFormatAddress",
  "businessStatus",
  "priceLevel",
  "priceRange",
  "attributions",
  "userRatingCount",
  "iconMaskBaseUri",
  "iconBackgroundColor",
  "editorialSummary",
  "generativeSummary",
  "googleMapsLinks",
  "pureServiceAreaBusiness",
  "containingPlaces",
])
const RESPONSE_FIELDS = new Set(["places", "nextPageToken", "contextualContents", "routingSummaries", "searchUri"])

const MAX_RESULTS = 60
const MAX_PAGE_SIZE = 20

const rpcError = (code, status, message, details) => ({
  error: { code, message, status, ...(details ? { details } : {}) },
})
const errorInfo = (reason, metadata = {}) => ({
  "@type": "type.googleapis.com/google.rpc.ErrorInfo",
  reason,
  domain: "googleapis.com",
  metadata: { service: "places.googleapis.com", ...metadata },
})
const invalid = (message, details) => [400, rpcError(400, "INVALID_ARGUMENT", message, details)]

const MISSING_KEY = [
  403,
  rpcError(403, "PERMISSION_DENIED", "The request is missing a valid API key.", [errorInfo("API_KEY_MISSING")]),
]
const BAD_KEY = invalid("API key not valid. Please pass a valid API key.", [errorInfo("API_KEY_INVALID")])
const NO_FIELD_MASK = invalid(
  "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. " +
    "As an example, you can set the header 'X-Goog-FieldMask' to 'displayName,formattedAddress' to return " +
    "only those fields, or set the header 'X-Goog-FieldMask' to '*' to return all fields."
)

/** The mask as paths, or an error answer for a path Google would not expand. */
function parseMask(mask) {
  const paths = mask
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
  for (const path of paths) {
    if (path === "*") continue
    const [head, field] = path.split(".")
    const ok = head === "places" ? !field || field === "*" || PLACE_FIELDS.has(field) : RESPONSE_FIELDS.has(head)
    if (!ok) {
      return { error: invalid(`Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`) }
    }
  }
  return { paths }
}

const isNum = (n) => typeof n === "number" && Number.isFinite(n)
const validLatLng = (p) =>
  p && isNum(p.latitude) && isNum(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180

/** The body's errors as Google words them; null when Text Search would accept it. */
function validateBody(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return invalid("Invalid JSON payload received. Expected an object.")
  }
  for (const k of Object.keys(body)) {
    if (!SEARCH_TEXT_FIELDS.has(k))
      return invalid(`Invalid JSON payload received. Unknown name "${k}": Cannot find field.`)
  }
  if (typeof body.textQuery !== "string" || !body.textQuery.trim()) return invalid("Empty text_query.")
  if (body.pageSize !== undefined && (!Number.isInteger(body.pageSize) || body.pageSize < 0)) {
    return invalid("page_size must be a non-negative integer.")
  }
  if (body.locationBias && body.locationRestriction) {
    return invalid("Only one of location_bias and location_restriction can be set.")
  }
  const bias = body.locationBias
  if (bias !== undefined) {
    const kinds = Object.keys(bias ?? {})
    const unknown = kinds.find((k) => k !== "circle" && k !== "rectangle")
    if (unknown) {
      return invalid(`Invalid JSON payload received. Unknown name "${unknown}" at 'location_bias': Cannot find field.`)
    }
    if (kinds.length !== 1) return invalid("location_bias must be exactly one of circle or rectangle.")
    const circle = bias.circle
    if (circle) {
      if (!validLatLng(circle.center)) return invalid("Invalid location_bias.circle.center: not a valid coordinate.")
      if (!isNum(circle.radius) || circle.radius < 0 || circle.radius > 50000) {
        return invalid("Invalid location_bias.circle.radius: must be between 0.0 and 50000.0, inclusive.")
      }
    }
  }
  const restriction = body.locationRestriction
  if (restriction !== undefined) {
    for (const k of Object.keys(restriction ?? {})) {
      if (k !== "rectangle") {
        return invalid(
          `Invalid JSON payload received. Unknown name "${k}" at 'location_restriction': Cannot find field.`
        )
      }
    }
    const rect = restriction?.rectangle
    if (!rect) return invalid("location_restriction must be a rectangle.")
    for (const k of Object.keys(rect)) {
      if (k !== "low" && k !== "high") {
        return invalid(
          `Invalid JSON payload received. Unknown name "${k}" at 'location_restriction.rectangle': Cannot find field.`
        )
      }
    }
    if (!validLatLng(rect.low) || !validLatLng(rect.high)) {
      return invalid("Invalid location_restriction.rectangle: low and high must be valid coordinates.")
    }
    if (rect.low.latitude > rect.high.latitude) {
      return invalid("Invalid location_restriction.rectangle: low.latitude must not exceed high.latitude.")
    }
    if (rect.low.latitude === rect.high.latitude || rect.low.longitude === rect.high.longitude) {
      return invalid("Invalid location_restriction.rectangle: the viewport is empty.")
    }
  }
  return null
}

export default async function setup({ provide }) {
  /** @type {(key: string) => { requests: any[], script: any[] }} */
  const account = accountsOf(() => ({ requests: [], script: [] }))
  /** @type {Map<string, { key: string, fingerprint: string, offset: number }>} */
  const tokens = new Map()

  function searchText(key, mask, body) {
    const bad = validateBody(body)
    if (bad) return bad
    const { pageToken, ...params } = body
    const fingerprint = canonical(params)
    let offset = 0
    if (pageToken !== undefined && pageToken !== "") {
      const t = tokens.get(String(pageToken))
      if (!t || t.key !== key) return invalid("The provided page_token is invalid.")
      if (t.fingerprint !== fingerprint) {
        return invalid("Request parameters must match those of the request that returned the page_token.")
      }
      offset = t.offset
    }
    const size = Math.min(body.pageSize || body.maxResultCount || MAX_PAGE_SIZE, MAX_PAGE_SIZE)
    const all = matchAll(body).slice(0, MAX_RESULTS)
    const page = all.slice(offset, offset + size)
    const answer = {}
    if (page.length) answer.places = page
    if (offset + size < all.length) {
      // Opaque like Google's; the server remembers what it stands for.
      const token = `AeeoHcL${randomBytes(48).toString("base64url")}`
      tokens.set(token, { key, fingerprint, offset: offset + size })
      answer.nextPageToken = token
    }
    return [200, project(answer, mask)]
  }

  const server = createServer(async (req, res) => {
    const raw = await readRaw(req)
    const { body, bodyError } = parseJsonBody(raw, {})
    const send = (status, answer) => {
      if (typeof answer === "string") {
        res.writeHead(status, { "Content-Type": "text/html; charset=UTF-8" })
        return res.end(answer)
      }
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" })
      res.end(JSON.stringify(answer, null, 2))
    }
    const url = new URL(req.url ?? "/", "http://x")
    const path = url.pathname
    const key = String(req.headers["x-goog-api-key"] ?? url.searchParams.get("key") ?? "")
    const mask = req.headers["x-goog-fieldmask"] ?? url.searchParams.get("fields") ?? url.searchParams.get("$fields")
    const acc = account(key)

    if (path === "/__requests") return send(200, acc.requests)
    if (path === "/__script") {
      acc.script.push(body)
      return send(200, { ok: true })
    }
    if (path === "/__misbehave") {
      acc.misbehave = body
      return send(200, { ok: true })
    }
    if (path === "/__places") {
      const places = bodyError || validateBody(body) ? [] : matchAll(body)
      return send(200, { total: places.length, places })
    }

    acc.requests.push({
      method: req.method,
      path,
      headers: {
        key: req.headers["x-goog-api-key"] ?? null,
        fieldMask: mask ?? null,
        contentType: req.headers["content-type"] ?? null,
      },
      body,
    })
    if (req.method !== "POST" || path !== "/v1/places:searchText") {
      // Google answers unknown paths with its HTML 404 page.
      return send(
        404,
        `<!DOCTYPE html><html lang=en><title>Error 404 (Not Found)!!1</title><p><b>404.</b> The requested URL <code>${path}</code> was not found on this server.`
      )
    }
    if (acc.misbehave) {
      const odd = acc.misbehave
      acc.misbehave = null
      return misbehave(req, res, odd)
    }
    const next = acc.script.shift()
    if (next) return send(next.status, next.body)
    if (!key) return send(...MISSING_KEY)
    if (key === "invalid") return send(...BAD_KEY)
    if (!mask) return send(...NO_FIELD_MASK)
    const parsed = parseMask(mask)
    if (parsed.error) return send(...parsed.error)
    if (bodyError) return send(...invalid(`Invalid JSON payload received. ${bodyError.message}`))
    return send(...searchText(key, parsed.paths, body))
  })

  return (await serveOn(server, provide, "fakePlacesUrl")).close
}
