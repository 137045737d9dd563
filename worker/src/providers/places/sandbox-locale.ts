/**
 * Where a sandbox business is, so a screenshot reads true: the city's own area codes, ZIP codes and
 * streets for the large cities listed here; elsewhere the state's area codes (the bundled NANP
 * table) and a ZIP of the state's range, one ZIP prefix per city. Numbers stay on the 555 exchange
 * (sandbox-places.ts: the fictional 555-0100..0199 lines first), the city's own codes first.
 */
import type { UsCity } from "../../data/us-cities"
import { hash32 } from "../../lib/seeded-random"
import { AREA_CODE_STATES } from "../../data/us-area-codes"
import { AREA_CODE_ZONES, STATE_ZONES } from "../../data/us-zones"

interface CityLocale {
  areaCodes: number[]
  zips: [number, number]
  streets: string[]
}

// prettier-ignore
const CITY_LOCALES: Record<string, CityLocale> = {
  "New York|NY": { areaCodes: [212, 718, 646, 347, 917], zips: [10001, 10282], streets: ["Broadway", "Lexington Ave", "W 34th St", "Amsterdam Ave", "Bedford Ave", "Atlantic Ave", "Canal St"] },
  "Los Angeles|CA": { areaCodes: [213, 323, 310, 818], zips: [90001, 90089], streets: ["Sunset Blvd", "Wilshire Blvd", "Vermont Ave", "Melrose Ave", "Figueroa St", "Pico Blvd"] },
  "Chicago|IL": { areaCodes: [312, 773, 872], zips: [60601, 60661], streets: ["N Clark St", "W Madison St", "S Halsted St", "N Milwaukee Ave", "W Belmont Ave", "N Broadway"] },
  "Houston|TX": { areaCodes: [713, 281, 832, 346], zips: [77002, 77099], streets: ["Westheimer Rd", "Main St", "Washington Ave", "Richmond Ave", "Montrose Blvd", "Kirby Dr"] },
  "Phoenix|AZ": { areaCodes: [602, 480, 623], zips: [85003, 85054], streets: ["E Camelback Rd", "N Central Ave", "W Indian School Rd", "E McDowell Rd", "N 7th St"] },
  "Philadelphia|PA": { areaCodes: [215, 267, 445], zips: [19102, 19154], streets: ["Market St", "Chestnut St", "S Broad St", "Girard Ave", "Passyunk Ave", "Frankford Ave"] },
  "San Antonio|TX": { areaCodes: [210, 726], zips: [78201, 78259], streets: ["Broadway", "Fredericksburg Rd", "S Alamo St", "Bandera Rd", "Blanco Rd"] },
  "San Diego|CA": { areaCodes: [619, 858], zips: [92101, 92139], streets: ["University Ave", "El Cajon Blvd", "Garnet Ave", "India St", "Adams Ave"] },
  "Dallas|TX": { areaCodes: [214, 469, 972], zips: [75201, 75254], streets: ["Greenville Ave", "Elm St", "Lemmon Ave", "Mockingbird Ln", "Ross Ave"] },
  "El Paso|TX": { areaCodes: [915], zips: [79901, 79938], streets: ["N Mesa St", "Montana Ave", "Alameda Ave", "Dyer St", "Zaragoza Rd", "Doniphan Dr"] },
  "Austin|TX": { areaCodes: [512, 737], zips: [78701, 78759], streets: ["S Congress Ave", "E 6th St", "Burnet Rd", "S Lamar Blvd", "N Lamar Blvd", "E Cesar Chavez St", "Guadalupe St"] },
  "Jacksonville|FL": { areaCodes: [904], zips: [32202, 32258], streets: ["Atlantic Blvd", "Beach Blvd", "San Jose Blvd", "Park St", "Baymeadows Rd"] },
  "San Jose|CA": { areaCodes: [408, 669], zips: [95110, 95139], streets: ["Santa Clara St", "The Alameda", "Story Rd", "Stevens Creek Blvd", "Almaden Expy"] },
  "Columbus|OH": { areaCodes: [614, 380], zips: [43201, 43235], streets: ["N High St", "E Broad St", "Parsons Ave", "W 5th Ave", "Cleveland Ave"] },
  "Charlotte|NC": { areaCodes: [704, 980], zips: [28202, 28277], streets: ["N Tryon St", "Central Ave", "South Blvd", "Providence Rd", "The Plaza"] },
  "Indianapolis|IN": { areaCodes: [317, 463], zips: [46201, 46260], streets: ["Massachusetts Ave", "E Washington St", "College Ave", "Keystone Ave", "Shelby St"] },
  "San Francisco|CA": { areaCodes: [415, 628], zips: [94102, 94134], streets: ["Valencia St", "Mission St", "Divisadero St", "Irving St", "Fillmore St"] },
  "Seattle|WA": { areaCodes: [206], zips: [98101, 98199], streets: ["Pike St", "Rainier Ave S", "Aurora Ave N", "NE 45th St", "California Ave SW"] },
  "Denver|CO": { areaCodes: [303, 720], zips: [80202, 80239], streets: ["Colfax Ave", "S Broadway", "Tennyson St", "Larimer St", "E 17th Ave", "Federal Blvd"] },
  "Washington|DC": { areaCodes: [202], zips: [20001, 20037], streets: ["14th St NW", "U St NW", "H St NE", "Connecticut Ave NW", "Georgia Ave NW"] },
  "Boston|MA": { areaCodes: [617, 857], zips: [2108, 2136], streets: ["Boylston St", "Tremont St", "Centre St", "Hanover St", "Dorchester Ave"] },
  "Nashville|TN": { areaCodes: [615, 629], zips: [37201, 37221], streets: ["Broadway", "Charlotte Ave", "Gallatin Pike", "Nolensville Pike", "12th Ave S"] },
  "Detroit|MI": { areaCodes: [313], zips: [48201, 48235], streets: ["Woodward Ave", "Gratiot Ave", "Michigan Ave", "W Vernor Hwy", "E Jefferson Ave"] },
  "Portland|OR": { areaCodes: [503, 971], zips: [97201, 97236], streets: ["SE Hawthorne Blvd", "NW 23rd Ave", "N Mississippi Ave", "NE Alberta St", "SE Division St", "N Williams Ave"] },
  "Las Vegas|NV": { areaCodes: [702, 725], zips: [89101, 89149], streets: ["S Las Vegas Blvd", "W Sahara Ave", "E Charleston Blvd", "S Rainbow Blvd", "W Flamingo Rd"] },
  "Atlanta|GA": { areaCodes: [404, 470, 678], zips: [30303, 30349], streets: ["Peachtree St NE", "Ponce de Leon Ave", "Edgewood Ave", "Howell Mill Rd", "Memorial Dr"] },
  "Miami|FL": { areaCodes: [305, 786], zips: [33125, 33186], streets: ["SW 8th St", "Biscayne Blvd", "Coral Way", "NW 7th Ave", "Flagler St"] },
  "Minneapolis|MN": { areaCodes: [612], zips: [55401, 55419], streets: ["Nicollet Ave", "Hennepin Ave", "Lake St", "Central Ave NE", "Lyndale Ave S"] },
  "Grand Rapids|MI": { areaCodes: [616], zips: [49503, 49548], streets: ["Monroe Ave NW", "Division Ave S", "Wealthy St SE", "Leonard St NE", "28th St SE", "Plainfield Ave NE"] },
}

// The first three ZIP digits each state's addresses use (USPS ranges; main range only).
// prettier-ignore
const STATE_ZIP3: Record<string, [number, number]> = {
  AL: [350, 369], AK: [995, 999], AZ: [850, 865], AR: [716, 729], CA: [900, 961], CO: [800, 816], CT: [60, 69],
  DE: [197, 199], DC: [200, 205], FL: [320, 349], GA: [300, 319], HI: [967, 968], ID: [832, 838], IL: [600, 629],
  IN: [460, 479], IA: [500, 528], KS: [660, 679], KY: [400, 427], LA: [700, 714], ME: [39, 49], MD: [206, 219],
  MA: [10, 27], MI: [480, 499], MN: [550, 567], MS: [386, 397], MO: [630, 658], MT: [590, 599], NE: [680, 693],
  NV: [889, 898], NH: [30, 38], NJ: [70, 89], NM: [870, 884], NY: [100, 149], NC: [270, 289], ND: [580, 588],
  OH: [430, 459], OK: [730, 749], OR: [970, 979], PA: [150, 196], RI: [28, 29], SC: [290, 299], SD: [570, 577],
  TN: [370, 385], TX: [750, 799], UT: [840, 847], VT: [50, 59], VA: [220, 246], WA: [980, 994], WV: [247, 268],
  WI: [530, 549], WY: [820, 831], PR: [6, 9],
}

const STATE_AREA_CODES: Record<string, number[]> = {}
for (const [code, state] of Object.entries(AREA_CODE_STATES)) (STATE_AREA_CODES[state] ??= []).push(Number(code))

const rotate = <T>(list: T[], by: number) =>
  list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : list

export interface PlaceLocale {
  /** The city's own codes first, then the rest of its state's in the same zone (from a per-city start). */
  areaCodes: number[]
  /** A five-digit ZIP for a draw in [0, 1). */
  zip: (r: number) => string
  /** The city's own streets, or none (the catalog's common street names are used then). */
  streets: string[]
}

const cache = new Map<number, PlaceLocale>()

/** How many area codes of its own the sandbox knows for this city (the large cities; 0 for the rest). */
export const ownAreaCodeCount = (city: UsCity) => CITY_LOCALES[`${city.name}|${city.state}`]?.areaCodes.length ?? 0

/** The zone a number of this area code is read in (the callee-time rules' own reading). */
const codeZone = (code: number, state: string) => AREA_CODE_ZONES[String(code)] ?? STATE_ZONES[state]

export function localeOf(city: UsCity): PlaceLocale {
  let locale = cache.get(city.id)
  if (locale) return locale
  const known = CITY_LOCALES[`${city.name}|${city.state}`]
  const h = hash32(`locale|${city.id}`)
  const allCodes = (STATE_AREA_CODES[city.state] ?? [555]).slice().sort((a, b) => a - b)
  // A town the sandbox does not know takes a code of its state's main zone (not El Paso's 915 for
  // a town near Dallas); every city then draws only on codes of its own zone, so a lead's number
  // gives its time zone right (El Paso's leads are on 915, Mountain time, not Houston's codes).
  const mainZone = allCodes.filter((c) => codeZone(c, city.state) === STATE_ZONES[city.state])
  const pickFrom = mainZone.length ? mainZone : allCodes
  const own = known?.areaCodes ?? [pickFrom[h % pickFrom.length]!]
  const zone = codeZone(own[0]!, city.state)
  const rest = rotate(
    allCodes.filter((c) => !own.includes(c) && codeZone(c, city.state) === zone),
    h
  )
  const [low, high] =
    known?.zips ??
    (() => {
      const [a, b] = STATE_ZIP3[city.state] ?? [100, 999]
      const zip3 = a + (h % (b - a + 1))
      return [zip3 * 100 + 1, zip3 * 100 + 99] as [number, number]
    })()
  locale = {
    areaCodes: [...own, ...rest],
    zip: (r) => String(low + Math.floor(r * (high - low + 1))).padStart(5, "0"),
    streets: known?.streets ?? [],
  }
  cache.set(city.id, locale)
  return locale
}
