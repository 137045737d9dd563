import { describe, expect, it } from "vitest"
import { GRAND_RAPIDS_MI } from "../../../test/scrape-fixtures"
import { toE164 } from "../../schemas/phone"
import { AREA_CODE_STATES } from "../../data/us-area-codes"
import { AREA_CODE_ZONES, STATE_ZONES } from "../../data/us-zones"
import { PlacesError, type Rect } from "./places-provider"
import { SandboxPlaces, sandboxPlacesIn } from "./sandbox-places"

const sandbox = new SandboxPlaces()
const inside = (r: Rect, p: { latitude: number; longitude: number }) =>
  p.latitude >= r.low.latitude &&
  p.latitude <= r.high.latitude &&
  p.longitude >= r.low.longitude &&
  p.longitude <= r.high.longitude

describe("the sandbox places, with Google's rules", () => {
  it("gives a viewport for a real city and nothing for an unknown place", async () => {
    const area = await sandbox.resolveArea("Grand Rapids, MI")
    expect(area?.name).toBe("Grand Rapids, MI, USA")
    expect(inside(area!.viewport, area!.center)).toBe(true)
    expect(await sandbox.resolveArea("Atlantis, ZZ")).toBeNull()
  })

  it("accepts a known centre as Google does: the city around it, nothing far from it", async () => {
    expect(await sandbox.resolveArea("Grand Rapids, MI", GRAND_RAPIDS_MI)).toMatchObject({
      name: "Grand Rapids, MI, USA",
    })
    // A centre in another state (Austin, TX): the name does not resolve to a place that far away.
    expect(await sandbox.resolveArea("Grand Rapids, MI", { latitude: 30.2672, longitude: -97.7431 })).toBeNull()
  })

  it("answers 20 a page, 60 a query at most, only inside the rectangle", async () => {
    const area = (await sandbox.resolveArea("Detroit, MI"))!.viewport
    const seen: string[] = []
    let token: string | undefined
    do {
      const page = await sandbox.searchPage({ text: "restaurant", area, pageToken: token })
      expect(page.places.length).toBeLessThanOrEqual(20)
      for (const p of page.places) expect(inside(area, p.location!)).toBe(true)
      seen.push(...page.places.map((p) => p.id))
      token = page.nextPageToken ?? undefined
    } while (token)
    expect(seen).toHaveLength(60)
    expect(new Set(seen).size).toBe(60)
  })

  it("refuses a page token sent with a different request, as Google does", async () => {
    const area = (await sandbox.resolveArea("Detroit, MI"))!.viewport
    const first = await sandbox.searchPage({ text: "restaurant", area })
    await expect(sandbox.searchPage({ text: "dentist", area, pageToken: first.nextPageToken! })).rejects.toBeInstanceOf(
      PlacesError
    )
  })

  it("is reproducible, with numbers on the 555 exchange (the fictional 555-01xx lines first), city addresses and names that fit the query", async () => {
    const area = (await sandbox.resolveArea("Austin, TX"))!.viewport
    const a = sandboxPlacesIn("dentist", area)
    const b = sandboxPlacesIn("dentist", area)
    expect(a.map((p) => p.id)).toEqual(b.map((p) => p.id))
    for (const p of a) {
      if (p.phone) expect(toE164(p.phone)).toMatch(/^\+1\d{3}555\d{4}$/)
      expect(p.address).toMatch(/, TX \d{5}, USA$/)
      expect(p.primaryType).toBe("dentist")
    }
    expect(a.some((p) => /Dental|Dentistry|DDS|Smiles/.test(p.name))).toBe(true)
    const withoutSite = a.filter((p) => !p.website).length / a.length
    expect(withoutSite).toBeGreaterThan(0.05)
    expect(withoutSite).toBeLessThan(0.5)
  })

  it("looks local: the city's area codes first, its streets and ZIP range, unique names and numbers", async () => {
    const area = (await sandbox.resolveArea("Austin, TX"))!.viewport
    const kinds = ["restaurant", "dentist", "auto repair", "hair salon", "plumber"]
    const austin = kinds.flatMap((k) => sandboxPlacesIn(k, area)).filter((p) => p.address.includes(", Austin, TX "))
    expect(austin.length).toBeGreaterThan(500)
    for (const p of austin) expect(p.address).toMatch(/, Austin, TX 787\d\d, USA$/)
    // The most relevant of each kind carry Austin's own 512 / 737: its two codes' 100 fictional lines
    // each are shared by every kind of business (49 with the city-run phrases), two ranks a kind.
    for (const k of kinds) {
      const top = sandboxPlacesIn(k, area)
        .filter((p) => p.address.includes(", Austin, TX ") && p.phone)
        .slice(0, 4)
      for (const p of top) expect(toE164(p.phone!)).toMatch(/^\+1(512|737)55501\d\d$/)
    }
    // What the searches show (60 a query) never repeats a number, across kinds.
    const shown: string[] = []
    for (const text of kinds) {
      let pageToken: string | undefined
      do {
        const page = await sandbox.searchPage({ text, area, pageToken })
        shown.push(...page.places.flatMap((p) => (p.phone ? [toE164(p.phone) ?? p.phone] : [])))
        pageToken = page.nextPageToken ?? undefined
      } while (pageToken)
    }
    expect(shown.length).toBeGreaterThan(250)
    expect(new Set(shown).size).toBe(shown.length)
    for (const k of kinds) {
      const names = sandboxPlacesIn(k, area)
        .filter((p) => p.address.includes(", Austin, TX "))
        .map((p) => p.name)
      expect(new Set(names).size).toBe(names.length)
      // Names as a business has them, never with a counter ("Modern Smiles Dental #300").
      for (const name of names) expect(name).not.toMatch(/#\d/)
    }
  })

  it("gives every lead a number of its own state's area codes, in its own time zone (issue 38)", async () => {
    const zoneOf = (e164: string, state: string) => AREA_CODE_ZONES[e164.slice(2, 5)] ?? STATE_ZONES[state]
    for (const [city, state, zone] of [
      ["Austin", "TX", "America/Chicago"],
      ["El Paso", "TX", "America/Denver"],
      ["Denver", "CO", "America/Denver"],
      ["Grand Rapids", "MI", "America/New_York"],
    ] as const) {
      const area = (await sandbox.resolveArea(`${city}, ${state}`))!.viewport
      const own = ["dentist", "restaurant", "plumber"]
        .flatMap((k) => sandboxPlacesIn(k, area))
        .filter((p) => p.address.includes(`, ${city}, ${state} `) && p.phone)
      expect(own.length).toBeGreaterThan(50)
      for (const p of own) {
        const e164 = toE164(p.phone!) ?? ""
        expect(e164).toMatch(/^\+1\d{3}555\d{4}$/)
        expect(e164.slice(-4), "no directory-service line").not.toMatch(/^(1212|4334)$/)
        expect(AREA_CODE_STATES[e164.slice(2, 5)], `${p.name} ${e164}`).toBe(state)
        expect(zoneOf(e164, state), `${p.name} ${e164}`).toBe(zone)
      }
    }
    // El Paso's leads are on El Paso's own 915 first.
    const elPaso = (await sandbox.resolveArea("El Paso, TX"))!.viewport
    const first = (await sandbox.searchPage({ text: "dentist", area: elPaso })).places.filter((p) =>
      p.address.includes(", El Paso, TX ")
    )
    expect(first.length).toBeGreaterThan(0)
    for (const p of first.slice(0, 5)) if (p.phone) expect(toE164(p.phone)).toMatch(/^\+1915/)
  })

  it("gives a metro area's thousands of places numbers of their own, as Google's data has (a 5,000-lead search ends)", async () => {
    const area = (await sandbox.resolveArea("New York, NY"))!.viewport
    for (const kind of ["restaurant", "hair salon"]) {
      const phones = sandboxPlacesIn(kind, area).flatMap((p) => (p.phone ? [toE164(p.phone) ?? p.phone] : []))
      if (kind === "restaurant") expect(phones.length).toBeGreaterThan(5_000)
      // Two towns on the same codes meet only where their runs happen to cross (as Google's data
      // sometimes lists a business twice): under one number in a hundred. Before, 555-01xx alone,
      // New York's 13,753 restaurants had some 1,900 numbers between them.
      expect(new Set(phones).size / phones.length, kind).toBeGreaterThan(0.99)
    }
  })
})
