import { describe, expect, it } from "vitest"
import { citiesOfState, findCity, GEONAMES_ATTRIBUTION, nearestCity, type UsCity } from "./us-cities"
import { US_CITY_ROWS } from "./us-cities.generated"
import { stateByCode, stateByName, US_STATES } from "./us-states"

const all: UsCity[] = US_STATES.flatMap((s) => citiesOfState(s.code))

describe("US states", () => {
  it("lists the 50 states and DC, sorted by name, with lookups by code and name", () => {
    expect(US_STATES).toHaveLength(51)
    const names = US_STATES.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51)
    expect(stateByCode("mi")).toEqual({ code: "MI", name: "Michigan" })
    expect(stateByName(" new  york ")?.code).toBe("NY")
    expect(stateByName("District of Columbia")?.code).toBe("DC")
    expect(stateByCode("XX")).toBeUndefined()
    expect(stateByName("Ontario")).toBeUndefined()
  })
})

describe("citiesOfState", () => {
  it("gives Michigan's 50 most populous places, Detroit then Grand Rapids, with real populations", () => {
    const mi = citiesOfState("MI")
    expect(mi).toHaveLength(50)
    const [detroit, grandRapids] = mi
    expect(detroit).toMatchObject({ name: "Detroit", state: "MI", countyFips: "163", timeZone: "America/Detroit" })
    expect(detroit?.population).toBeGreaterThan(600_000)
    expect(detroit?.population).toBeLessThan(800_000)
    expect(grandRapids).toMatchObject({ name: "Grand Rapids", countyFips: "081" })
    expect(grandRapids?.population).toBeGreaterThan(180_000)
    expect(grandRapids?.population).toBeLessThan(220_000)
    expect(mi.map((c) => c.name)).toContain("Lansing")
    for (let i = 1; i < mi.length; i++) expect(mi[i - 1]!.population).toBeGreaterThanOrEqual(mi[i]!.population)
  })

  it("has places for every state and DC, at most 50 each, and is case-insensitive", () => {
    for (const { code } of US_STATES) {
      const cities = citiesOfState(code)
      expect(cities.length, code).toBeGreaterThan(0)
      expect(cities.length, code).toBeLessThanOrEqual(50)
      expect(cities.every((c) => c.state === code && c.population > 0)).toBe(true)
      if (code !== "DC") expect(cities.length, code).toBe(50)
    }
    expect(citiesOfState("mi")).toEqual(citiesOfState("MI"))
    expect(citiesOfState("XX")).toEqual([])
    expect(citiesOfState("")).toEqual([])
  })

  it("keeps New York City and leaves out its boroughs and neighbourhoods", () => {
    const names = citiesOfState("NY").map((c) => c.name)
    expect(names[0]).toBe("New York City")
    expect(names).toEqual(expect.arrayContaining(["Buffalo", "Rochester", "Yonkers", "Syracuse", "Albany"]))
    for (const name of [
      "Brooklyn",
      "Queens",
      "Manhattan",
      "The Bronx",
      "Staten Island",
      "Jamaica",
      "Astoria",
      "East Flatbush",
      "Washington Heights",
      "Borough Park",
      "Flushing",
      "West Albany",
    ]) {
      expect(names, name).not.toContain(name)
    }
  })

  it("leaves out other cities' neighbourhoods and duplicates", () => {
    const names = (code: string) => citiesOfState(code).map((c) => c.name)
    expect(names("CA")).not.toContain("Valencia")
    expect(names("TX")).not.toContain("Alief")
    expect(names("IL")).not.toContain("North Peoria")
    expect(names("PA")).not.toContain("Nicetown-Tioga")
    expect(names("FL")).not.toContain("Carol City")
    expect(names("AZ")).not.toContain("Maryvale")
    expect(names("DC")).toEqual(["Washington"])
  })

  it("returns a copy, so callers cannot reorder the data", () => {
    citiesOfState("MI").reverse()
    expect(citiesOfState("MI")[0]?.name).toBe("Detroit")
  })
})

describe("findCity", () => {
  it.each([
    "Grand Rapids, MI",
    "grand rapids mi",
    "Grand Rapids, Michigan",
    "GRAND RAPIDS MICHIGAN",
    "  Grand   Rapids ,  MI  ",
    "Grand Rapids",
    "Grand Rapids, MI, USA",
    "Grand Rapids MI US",
    "Grand Rapids, MI 49503",
    "Grand Rapids, Kent County, MI",
  ])("finds Grand Rapids in %j", (input) => {
    expect(findCity(input)).toMatchObject({ name: "Grand Rapids", state: "MI" })
  })

  it.each(["St. Louis, MO", "Saint Louis, MO", "st louis mo", "St. Louis, Missouri, United States"])(
    "normalises St./Saint: %j",
    (input) => {
      expect(findCity(input)).toMatchObject({ name: "St. Louis", state: "MO" })
    }
  )

  it("normalises Ft./Fort, Mt./Mount and accents, and reads MT as Montana", () => {
    expect(findCity("Ft. Worth, TX")).toMatchObject({ name: "Fort Worth", state: "TX" })
    expect(findCity("Ft Lauderdale")).toMatchObject({ name: "Fort Lauderdale", state: "FL" })
    expect(findCity("Mt. Pleasant, SC")).toMatchObject({ name: "Mount Pleasant", state: "SC" })
    expect(findCity("Billings, MT")).toMatchObject({ name: "Billings", state: "MT" })
    expect(findCity("Port St Lucie FL")).toMatchObject({ name: "Port Saint Lucie", state: "FL" })
    expect(findCity("Halawa, HI")).toMatchObject({ name: "Hālawa", state: "HI" })
    expect(findCity("Canon City, CO")).toMatchObject({ name: "Cañon City", state: "CO" })
    expect(findCity("OFallon MO")).toMatchObject({ name: "O'Fallon", state: "MO" })
    expect(findCity("O’Fallon, Missouri")).toMatchObject({ name: "O'Fallon", state: "MO" })
  })

  it("without a state prefers the most populous place of that name", () => {
    expect(findCity("Portland")).toMatchObject({ state: "OR" })
    expect(findCity("Portland, ME")).toMatchObject({ name: "Portland", state: "ME" })
    expect(findCity("Kansas City")).toMatchObject({ state: "MO" })
    expect(findCity("Kansas City, Kansas")).toMatchObject({ state: "KS" })
    expect(findCity("Washington")).toMatchObject({ state: "DC" })
    expect(findCity("Washington, D.C.")).toMatchObject({ name: "Washington", state: "DC" })
    expect(findCity("Charlotte North Carolina")).toMatchObject({ name: "Charlotte", state: "NC" })
  })

  it('finds New York City from "New York"', () => {
    expect(findCity("New York, NY")).toMatchObject({ name: "New York City" })
    expect(findCity("New York")).toMatchObject({ name: "New York City" })
    expect(findCity("new york city")).toMatchObject({ name: "New York City" })
  })

  it("returns null when nothing matches", () => {
    expect(findCity("")).toBeNull()
    expect(findCity("   ")).toBeNull()
    expect(findCity("USA")).toBeNull()
    expect(findCity("Atlantis")).toBeNull()
    expect(findCity("Grand Rapids, TX")).toBeNull()
    expect(findCity("Grand Rapids, Ontario")).toBeNull()
    expect(findCity(", MI")).toBeNull()
    expect(findCity("Brooklyn, NY")).toBeNull()
  })
})

describe("nearestCity", () => {
  it("finds each place from its own centre", () => {
    const grandRapids = findCity("Grand Rapids, MI")!
    expect(nearestCity(grandRapids.lat, grandRapids.lng)).toEqual(grandRapids)
    expect(nearestCity(42.9634, -85.6681)).toMatchObject({ name: "Grand Rapids" })
    expect(nearestCity(40.7128, -74.006)).toMatchObject({ name: "New York City" })
    expect(nearestCity(38.8977, -77.0365)).toMatchObject({ name: "Washington", state: "DC" })
  })

  it("measures across the 180th meridian and rejects non-numbers", () => {
    // Just west of the dateline, nearer Alaska's western towns than anything in Hawaii.
    expect(nearestCity(52, 179.9).state).toBe("AK")
    expect(() => nearestCity(Number.NaN, 0)).toThrow(RangeError)
  })
})

describe("the data", () => {
  it("has unique ids and sane fields", () => {
    expect(all.length).toBe(US_CITY_ROWS.length)
    expect(all.length).toBeGreaterThan(2_450)
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    for (const c of all) {
      expect(c.lat, c.name).toBeGreaterThan(18)
      expect(c.lat, c.name).toBeLessThan(72)
      expect(Math.round(c.lat * 1e4) / 1e4).toBe(c.lat)
      expect(c.countyFips, c.name).toMatch(/^(\d{3})?$/)
      expect(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLC", "PPLS", "PPLL"]).toContain(c.featureCode)
    }
  })

  it("uses IANA time zones that Intl accepts", () => {
    const zones = new Set(all.map((c) => c.timeZone))
    expect(zones.size).toBeGreaterThan(5)
    for (const timeZone of zones) {
      expect(timeZone).toMatch(/^(America|Pacific)\/[A-Za-z_/]+$/)
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone }), timeZone).not.toThrow()
      expect(new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone).toBeTruthy()
    }
    expect(findCity("Phoenix, AZ")?.timeZone).toBe("America/Phoenix")
    expect(findCity("Honolulu")?.timeZone).toBe("Pacific/Honolulu")
  })

  it("credits GeoNames", () => {
    expect(GEONAMES_ATTRIBUTION).toMatch(/GeoNames.*CC BY 4\.0/)
  })
})
