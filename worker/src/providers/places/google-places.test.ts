import { env } from "cloudflare:test"
import { describe, expect, inject, it, vi } from "vitest"
import { GooglePlaces, RESOLVE_FIELD_MASK, SEARCH_FIELD_MASK } from "./google-places"
import { type Place, PlacesError, type Rect } from "./places-provider"
import { rejection as expectRejection } from "../../../test/rejection"
import {
  fakePlaces,
  GRAND_RAPIDS_MI,
  GRAND_RAPIDS_MN,
  newPlacesKey,
  placesLocality,
} from "../../../test/scrape-fixtures"

// Everything here runs against worker/test/fake-places-server.mjs, which answers as Google does.
const BASE = env.PLACES_BASE_URL!

const places = (apiKey: string, onRequest?: () => void) => new GooglePlaces({ apiKey, baseUrl: BASE, onRequest })

const rejection = (p: Promise<unknown>) => expectRejection(p, PlacesError)

/** Grand Rapids, MI: the fake's dense city (more than 1,000 dentists). */
const GRAND_RAPIDS: Rect = {
  low: { latitude: 42.883, longitude: -85.7516 },
  high: { latitude: 43.029, longitude: -85.5617 },
}
/** Downtown: a smaller box that still holds far more than 60 dentists. */
const DOWNTOWN: Rect = {
  low: { latitude: 42.94, longitude: -85.7 },
  high: { latitude: 42.99, longitude: -85.63 },
}

const inside = (p: Place, r: Rect) =>
  p.location !== null &&
  p.location.latitude >= r.low.latitude &&
  p.location.latitude <= r.high.latitude &&
  p.location.longitude >= r.low.longitude &&
  p.location.longitude <= r.high.longitude

const rateLimit = (quotaLimit: string, message: string, retryDelay?: string) => ({
  error: {
    code: 429,
    message,
    status: "RESOURCE_EXHAUSTED",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "RATE_LIMIT_EXCEEDED",
        domain: "googleapis.com",
        metadata: {
          service: "places.googleapis.com",
          quota_metric: "places.googleapis.com/search_text_requests",
          quota_limit: quotaLimit,
          consumer: "projects/123456789",
        },
      },
      ...(retryDelay ? [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay }] : []),
    ],
  },
})

describe("GooglePlaces.searchPage against a local Places API", () => {
  it("sends the key, our exact field mask (never *), pageSize 20 and the rectangle", async () => {
    const key = newPlacesKey()
    await places(key).searchPage({ text: "dentist", area: GRAND_RAPIDS })

    const [req, ...more] = await fakePlaces.requests(key)
    expect(more).toEqual([])
    expect(req).toMatchObject({
      method: "POST",
      path: "/v1/places:searchText",
      headers: { key, fieldMask: SEARCH_FIELD_MASK, contentType: "application/json" },
    })
    expect(SEARCH_FIELD_MASK).toBe(
      "places.id,places.displayName,places.formattedAddress,places.nationalPhoneNumber," +
        "places.internationalPhoneNumber,places.websiteUri,places.primaryType,places.primaryTypeDisplayName," +
        "places.location," +
        "places.businessStatus,nextPageToken"
    )
    expect(req!.headers.fieldMask).not.toContain("*")
    expect(req!.body).toEqual({
      textQuery: "dentist",
      pageSize: 20,
      regionCode: "us",
      languageCode: "en",
      locationRestriction: { rectangle: GRAND_RAPIDS },
    })
  })

  it("maps Google's places to ours, all inside the rectangle", async () => {
    const page = await places(newPlacesKey()).searchPage({ text: "dentist", area: DOWNTOWN })
    expect(page.places).toHaveLength(20)
    expect(page.nextPageToken).toEqual(expect.any(String))
    for (const p of page.places) {
      expect(inside(p, DOWNTOWN)).toBe(true)
      expect(p).toMatchObject({ id: expect.stringMatching(/^ChIJ/), primaryType: "dentist" })
      expect(p.name).not.toBe("")
      expect(p.address).toMatch(/Grand Rapids, MI \d{5}, USA$/)
    }

    // Field by field against the fake's ground truth for the same places.
    const truth = new Map(
      (await fakePlaces.places({ textQuery: "dentist", locationRestriction: { rectangle: DOWNTOWN } })).places.map(
        (p) => [p.id, p]
      )
    )
    for (const p of page.places) {
      const g = truth.get(p.id)!
      expect(p).toEqual({
        id: g.id,
        name: g.displayName.text,
        address: g.formattedAddress,
        phone: g.internationalPhoneNumber ?? g.nationalPhoneNumber ?? null,
        website: g.websiteUri ?? null,
        primaryType: "dentist",
        primaryTypeLabel: g.primaryTypeDisplayName?.text || "Dentist",
        location: g.location,
        operational: g.businessStatus === undefined || g.businessStatus === "OPERATIONAL",
      })
    }
  })

  it("reads absent phone, absent website and closed places as Google leaves them out", async () => {
    const all = (await fakePlaces.places({ textQuery: "dentist", locationRestriction: { rectangle: GRAND_RAPIDS } }))
      .places
    const sample = (pred: (p: Record<string, any>) => boolean) => all.find(pred)!
    const cases: [Record<string, any>, Partial<Place>][] = [
      [sample((p) => !p.nationalPhoneNumber), { phone: null }],
      [sample((p) => p.nationalPhoneNumber && !p.internationalPhoneNumber), {}],
      [sample((p) => !p.websiteUri), { website: null }],
      [sample((p) => p.businessStatus === "CLOSED_PERMANENTLY"), { operational: false }],
      [sample((p) => p.businessStatus === "CLOSED_TEMPORARILY"), { operational: false }],
      [sample((p) => p.businessStatus === undefined), { operational: true }],
    ]
    const key = newPlacesKey()
    for (const [g, expected] of cases) {
      // A tiny box around the one place brings it to the first page.
      const { latitude, longitude } = g.location
      const box: Rect = {
        low: { latitude: latitude - 1e-6, longitude: longitude - 1e-6 },
        high: { latitude: latitude + 1e-6, longitude: longitude + 1e-6 },
      }
      const page = await places(key).searchPage({ text: "dentist", area: box })
      const found = page.places.find((p) => p.id === g.id)
      expect(found).toMatchObject(expected)
      if (g.nationalPhoneNumber && !g.internationalPhoneNumber) expect(found!.phone).toBe(g.nationalPhoneNumber)
    }
  })

  it("pages with the token and every other parameter unchanged, and stops at 60", async () => {
    const key = newPlacesKey()
    const gp = places(key)
    const seen: Place[] = []
    const tokens: (string | null)[] = []
    let token: string | undefined
    for (let i = 0; i < 3; i++) {
      const page = await gp.searchPage({ text: "dentist", area: DOWNTOWN, pageToken: token })
      seen.push(...page.places)
      tokens.push(page.nextPageToken)
      token = page.nextPageToken ?? undefined
    }
    expect(seen).toHaveLength(60)
    expect(new Set(seen.map((p) => p.id)).size).toBe(60)
    expect(tokens[0]).toEqual(expect.any(String))
    expect(tokens[1]).toEqual(expect.any(String))
    expect(tokens[2]).toBeNull()
    // Far more than 60 match: the cap, not the data, ended the pages.
    const truth = await fakePlaces.places({ textQuery: "dentist", locationRestriction: { rectangle: DOWNTOWN } })
    expect(truth.total).toBeGreaterThan(60)

    const reqs = await fakePlaces.requests(key)
    expect(reqs).toHaveLength(3)
    const [first, second, third] = reqs.map((r) => r.body)
    expect(second).toEqual({ ...first, pageToken: tokens[0] })
    expect(third).toEqual({ ...first, pageToken: tokens[1] })
    expect(reqs.every((r) => r.headers.fieldMask === SEARCH_FIELD_MASK)).toBe(true)
  })

  it("ends on the first page when a small town has fewer than 20", async () => {
    const marshall: Rect = {
      low: { latitude: 42.2516, longitude: -85.0017 },
      high: { latitude: 42.2968, longitude: -84.9113 },
    }
    const page = await places(newPlacesKey()).searchPage({ text: "dentist", area: marshall })
    expect(page.places).toHaveLength(15)
    expect(page.nextPageToken).toBeNull()
  })

  it("gets an empty page, not an error, where nothing matches", async () => {
    const lake: Rect = { low: { latitude: 43.5, longitude: -87.5 }, high: { latitude: 43.6, longitude: -87.4 } }
    expect(await places(newPlacesKey()).searchPage({ text: "dentist", area: lake })).toEqual({
      places: [],
      nextPageToken: null,
    })
  })

  it("meets a strict fake: a page token with any other parameter changed, or an unknown one, is refused", async () => {
    const key = newPlacesKey()
    const body = { textQuery: "dentist", pageSize: 20, locationRestriction: { rectangle: DOWNTOWN } }
    const first = await fakePlaces.search(key, body)
    expect(first.status).toBe(200)
    const pageToken = first.json.nextPageToken as string
    expect(pageToken).toEqual(expect.any(String))

    expect((await fakePlaces.search(key, { ...body, pageToken })).status).toBe(200)
    const changed = [
      { ...body, textQuery: "plumber", pageToken },
      { ...body, pageSize: 10, pageToken },
      { ...body, locationRestriction: { rectangle: GRAND_RAPIDS }, pageToken },
      { ...body, regionCode: "us", pageToken },
    ]
    for (const b of changed) {
      const res = await fakePlaces.search(key, b)
      expect(res.status).toBe(400)
      expect(res.json.error).toMatchObject({ code: 400, status: "INVALID_ARGUMENT" })
    }
    const unknown = await fakePlaces.search(key, { ...body, pageToken: "AeeoHcLnot-a-token" })
    expect(unknown.status).toBe(400)
    expect(unknown.json.error.status).toBe("INVALID_ARGUMENT")

    // Through the adapter: a token reused for another query is a rejection with Google's words.
    const page = await places(key).searchPage({ text: "dentist", area: DOWNTOWN })
    const err = await rejection(
      places(key).searchPage({ text: "plumber", area: DOWNTOWN, pageToken: page.nextPageToken! })
    )
    expect(err).toMatchObject({ kind: "rejected", details: { status: 400 } })
    expect(err.message).toMatch(/page_token/)
  })

  it("meets a fake that returns only the masked fields and records a * mask", async () => {
    const key = newPlacesKey()
    const body = { textQuery: "dentist", locationRestriction: { rectangle: DOWNTOWN } }
    const ids = await fakePlaces.search(key, body, "places.id")
    expect(Object.keys(ids.json)).toEqual(["places"])
    expect(ids.json.places.every((p: object) => Object.keys(p).join() === "id")).toBe(true)

    const star = await fakePlaces.search(key, body, "*")
    expect(star.status).toBe(200)
    expect(star.json.nextPageToken).toEqual(expect.any(String))
    expect((await fakePlaces.requests(key)).map((r) => r.headers.fieldMask)).toEqual(["places.id", "*"])

    const typo = await fakePlaces.search(key, body, "places.id,places.phone")
    expect(typo.status).toBe(400)
    expect(typo.json.error.message).toContain("places.phone")
  })

  // The adapter cannot leave the mask out (both of its requests set one, asserted above and in
  // resolveArea's tests), so this checks the fake itself: a stand-in that accepted a request without a
  // mask would let a regression in the adapter's headers pass every other test here.
  it("meets a fake that refuses a search without a field mask with Google's 400 error body", async () => {
    const key = newPlacesKey()
    const body = { textQuery: "dentist", locationRestriction: { rectangle: DOWNTOWN } }
    for (const mask of [null, ""]) {
      const res = await fakePlaces.search(key, body, mask)
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        error: {
          code: 400,
          status: "INVALID_ARGUMENT",
          message: expect.stringMatching(/^FieldMask is a required parameter\. /),
        },
      })
      expect(res.json.error.message).toContain("'X-Goog-FieldMask'")
    }
    // Recorded as sent: no header at all, then an empty one.
    expect((await fakePlaces.requests(key)).map((r) => r.headers.fieldMask)).toEqual([null, ""])
  })
})

describe("GooglePlaces errors", () => {
  it("missing key: rejected with Google's message", async () => {
    const err = await rejection(places("").searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err).toMatchObject({ kind: "rejected", message: "The request is missing a valid API key." })
    expect(err.details.status).toBe(403)
  })

  it("invalid key: rejected with Google's message and the API_KEY_INVALID reason", async () => {
    const err = await rejection(places("invalid").searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err).toMatchObject({
      kind: "rejected",
      message: "API key not valid. Please pass a valid API key.",
      details: { status: 400, reason: "API_KEY_INVALID" },
    })
  })

  it("API not enabled: rejected with SERVICE_DISABLED", async () => {
    const key = newPlacesKey()
    const message =
      "Places API (New) has not been used in project 123456789 before or it is disabled. Enable it by visiting " +
      "https://console.developers.google.com/apis/api/places.googleapis.com/overview?project=123456789 then retry."
    await fakePlaces.scriptNext(key, 403, {
      error: {
        code: 403,
        message,
        status: "PERMISSION_DENIED",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "SERVICE_DISABLED",
            domain: "googleapis.com",
            metadata: { service: "places.googleapis.com", consumer: "projects/123456789" },
          },
          {
            "@type": "type.googleapis.com/google.rpc.Help",
            links: [
              { description: "Google developers console API activation", url: "https://console.developers.google.com" },
            ],
          },
        ],
      },
    })
    const err = await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err).toMatchObject({ kind: "rejected", message, details: { status: 403, reason: "SERVICE_DISABLED" } })
  })

  it("429 per minute with RetryInfo: rate_limited with the delay, and the next request succeeds", async () => {
    const key = newPlacesKey()
    const message = "Quota exceeded for quota metric 'SearchText requests' and limit 'SearchText requests per minute'"
    await fakePlaces.scriptNext(key, 429, rateLimit("SearchTextRequestsPerMinutePerProject", message, "7s"))
    const gp = places(key)
    const err = await rejection(gp.searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err).toMatchObject({
      kind: "rate_limited",
      message,
      details: { status: 429, reason: "RATE_LIMIT_EXCEEDED", retryAfterSeconds: 7 },
    })
    expect((await gp.searchPage({ text: "dentist", area: DOWNTOWN })).places).toHaveLength(20)
  })

  it("429 without RetryInfo: rate_limited, the caller picks the back-off", async () => {
    const key = newPlacesKey()
    await fakePlaces.scriptNext(key, 429, rateLimit("SearchTextRequestsPerMinutePerProject", "Quota exceeded."))
    const err = await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err.kind).toBe("rate_limited")
    expect(err.details.retryAfterSeconds).toBeUndefined()
  })

  it("429 on a per-day quota: quota_exhausted, whether the limit or the message says so", async () => {
    const key = newPlacesKey()
    const message = "Quota exceeded for quota metric 'SearchText requests' and limit 'SearchText requests per day'"
    await fakePlaces.scriptNext(key, 429, rateLimit("SearchTextRequestsPerDayPerProject", message, "3600s"))
    const err = await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err).toMatchObject({ kind: "quota_exhausted", message, details: { status: 429 } })

    await fakePlaces.scriptNext(key, 429, {
      error: { code: 429, message: "Daily limit reached: 1000 requests per day.", status: "RESOURCE_EXHAUSTED" },
    })
    expect((await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))).kind).toBe("quota_exhausted")
  })

  it("5xx: unavailable, with Google's message or a clear one for a non-JSON body", async () => {
    const key = newPlacesKey()
    await fakePlaces.scriptNext(key, 500, {
      error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" },
    })
    expect(await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))).toMatchObject({
      kind: "unavailable",
      message: "Internal error encountered.",
      details: { status: 500 },
    })

    await fakePlaces.scriptNext(key, 502, "<!DOCTYPE html><html><title>Error 502 (Server Error)!!1</title></html>")
    expect(await rejection(places(key).searchPage({ text: "dentist", area: DOWNTOWN }))).toMatchObject({
      kind: "unavailable",
      message: "Google Places answered HTTP 502",
    })
  })

  it("network failure: unavailable, counted as a request", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    let count = 0
    const gp = new GooglePlaces({
      apiKey: "k",
      baseUrl: BASE,
      fetch: async () => {
        throw new TypeError("Network connection lost.")
      },
      onRequest: () => count++,
    })
    const err = await rejection(gp.searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(err.kind).toBe("unavailable")
    expect(err.message).not.toContain("Network connection lost")
    expect(count).toBe(1)
    // The runtime's own words go to the log only.
    expect(warn).toHaveBeenCalledWith("Google Places request failed", expect.any(TypeError))
    warn.mockRestore()
  })
})

describe("GooglePlaces.resolveArea", () => {
  it("resolves a city to its viewport with one small request", async () => {
    const key = newPlacesKey()
    const area = await places(key).resolveArea("Grand Rapids, MI")
    expect(area).not.toBeNull()
    expect(area!.name).toBe("Grand Rapids, MI, USA")
    const { low, high } = area!.viewport
    expect(low.latitude).toBeLessThan(42.96)
    expect(high.latitude).toBeGreaterThan(42.96)
    expect(low.longitude).toBeLessThan(-85.67)
    expect(high.longitude).toBeGreaterThan(-85.67)
    expect(area!.center.latitude).toBeCloseTo(42.96, 1)
    expect(area!.center.longitude).toBeCloseTo(-85.67, 1)

    const [req, ...more] = await fakePlaces.requests(key)
    expect(more).toEqual([])
    expect(req!.headers.fieldMask).toBe(
      "places.id,places.displayName,places.formattedAddress,places.location,places.viewport,places.types"
    )
    expect(req!.headers.fieldMask).toBe(RESOLVE_FIELD_MASK)
    expect(req!.body).toEqual({ textQuery: "Grand Rapids, MI", pageSize: 5, regionCode: "us", languageCode: "en" })
  })

  it("biases the lookup to a known centre and refuses another state's place of the same name", async () => {
    const key = newPlacesKey()
    const near = GRAND_RAPIDS_MI
    // The fake accepts the bias as Google does, and the lookup still finds the city.
    expect(await places(key).resolveArea("Grand Rapids, MI", near)).toMatchObject({ name: "Grand Rapids, MI, USA" })
    const [req] = await fakePlaces.requests(key)
    expect(req!.body).toEqual({
      textQuery: "Grand Rapids, MI",
      pageSize: 5,
      regionCode: "us",
      languageCode: "en",
      locationBias: { circle: { center: near, radius: 50000 } },
    })

    const minnesota = placesLocality("Grand Rapids, MN", GRAND_RAPIDS_MN, "mn")
    const michigan = placesLocality("Grand Rapids, MI", GRAND_RAPIDS_MI, "mi")
    // Ranked first anyway (a bias is not a restriction): the centre check passes it over.
    await fakePlaces.scriptNext(key, 200, { places: [minnesota, michigan] })
    expect(await places(key).resolveArea("Grand Rapids, MI", near)).toMatchObject({ name: "Grand Rapids, MI, USA" })
    // Without a centre the same answer resolves to Minnesota: what the check is for.
    await fakePlaces.scriptNext(key, 200, { places: [minnesota, michigan] })
    expect(await places(key).resolveArea("Grand Rapids, MI")).toMatchObject({ name: "Grand Rapids, MN, USA" })
    // Only the other state's place: not found, rather than a search of the wrong city.
    await fakePlaces.scriptNext(key, 200, { places: [minnesota] })
    expect(await places(key).resolveArea("Grand Rapids, MI", near)).toBeNull()
  })

  it("meets a fake that checks locationBias as Google does", async () => {
    const key = newPlacesKey()
    const center = GRAND_RAPIDS_MI
    const bad = [
      { circle: { center, radius: 50001 } },
      { circle: { center: { latitude: 91, longitude: 0 }, radius: 1000 } },
      { circle: { center, radius: 1000 }, rectangle: DOWNTOWN },
      { square: {} },
    ]
    for (const locationBias of bad) {
      const res = await fakePlaces.search(key, { textQuery: "Grand Rapids, MI", locationBias }, RESOLVE_FIELD_MASK)
      expect(res.status).toBe(400)
      expect(res.json.error).toMatchObject({ code: 400, status: "INVALID_ARGUMENT" })
    }
    const both = { locationBias: { circle: { center, radius: 1000 } }, locationRestriction: { rectangle: DOWNTOWN } }
    expect((await fakePlaces.search(key, { textQuery: "dentist", ...both })).status).toBe(400)
  })

  it("resolves a ZIP code to the postal code's area", async () => {
    const area = await places(newPlacesKey()).resolveArea("49503")
    expect(area).toMatchObject({ name: "Grand Rapids, MI 49503, USA" })
    expect(area!.viewport.high.latitude - area!.viewport.low.latitude).toBeLessThan(0.1)
  })

  it("answers null for a place Google does not know", async () => {
    expect(await places(newPlacesKey()).resolveArea("Nowhereville, ZZ")).toBeNull()
  })

  it("prefers the area itself over a business listed first, and falls back to any viewport", async () => {
    const key = newPlacesKey()
    const viewport = (lat: number, lng: number, d: number) => ({
      low: { latitude: lat - d, longitude: lng - d },
      high: { latitude: lat + d, longitude: lng + d },
    })
    await fakePlaces.scriptNext(key, 200, {
      places: [
        {
          id: "museum",
          displayName: { text: "Springfield Museum" },
          formattedAddress: "1 Museum Way, Springfield, IL 62701, USA",
          location: { latitude: 39.8, longitude: -89.65 },
          viewport: viewport(39.8, -89.65, 0.001),
          types: ["museum", "point_of_interest", "establishment"],
        },
        { id: "no-viewport", displayName: { text: "Springfield" }, types: ["locality", "political"] },
        {
          id: "city",
          displayName: { text: "Springfield" },
          formattedAddress: "Springfield, IL, USA",
          location: { latitude: 39.78, longitude: -89.65 },
          viewport: viewport(39.78, -89.65, 0.1),
          types: ["locality", "political"],
        },
      ],
    })
    expect(await places(key).resolveArea("Springfield, IL")).toEqual({
      name: "Springfield, IL, USA",
      viewport: viewport(39.78, -89.65, 0.1),
      center: { latitude: 39.78, longitude: -89.65 },
    })

    await fakePlaces.scriptNext(key, 200, {
      places: [
        { id: "a", displayName: { text: "Somewhere" }, types: ["establishment"] },
        {
          id: "b",
          displayName: { text: "Lone Diner" },
          location: { latitude: 40, longitude: -90 },
          viewport: viewport(40, -90, 0.001),
          types: ["restaurant"],
        },
      ],
    })
    expect(await places(key).resolveArea("Lone Diner")).toMatchObject({ name: "Lone Diner" })
  })

  it("maps errors the same way as a search", async () => {
    const err = await rejection(places("invalid").resolveArea("Grand Rapids, MI"))
    expect(err).toMatchObject({ kind: "rejected", details: { reason: "API_KEY_INVALID" } })
  })
})

describe("GooglePlaces request counting", () => {
  it("calls onRequest once per request sent, failed ones included", async () => {
    const key = newPlacesKey()
    let count = 0
    const gp = places(key, () => count++)
    await gp.resolveArea("Grand Rapids, MI")
    let token: string | undefined
    do {
      token = (await gp.searchPage({ text: "dentist", area: DOWNTOWN, pageToken: token })).nextPageToken ?? undefined
    } while (token)
    await fakePlaces.scriptNext(key, 503, { error: { code: 503, message: "The service is currently unavailable." } })
    await rejection(gp.searchPage({ text: "dentist", area: DOWNTOWN }))
    expect(count).toBe(5)
    expect(await fakePlaces.requests(key)).toHaveLength(5)
    // Across everything this key sent: never the * mask.
    expect((await fakePlaces.requests(key)).every((r) => !r.headers.fieldMask?.includes("*"))).toBe(true)
  })

  it("gets the fake's address through inject() too", () => {
    expect(inject("fakePlacesUrl")).toBe(BASE)
  })
})
