/**
 * Lead search in our own terms. The Google adapter (google-places.ts) speaks Places API (New) Text
 * Search; the sandbox (sandbox-places.ts) follows the same rules (20 per page, 60 per query, results
 * only inside the rectangle, a viewport for a location) so the grid search runs unchanged on both.
 */
import { scrubSecrets } from "../../lib/secret-scrub"

export interface LatLng {
  latitude: number
  longitude: number
}

/** A closed rectangle: `low` is the south-west corner, `high` the north-east (Google's shape). */
export interface Rect {
  low: LatLng
  high: LatLng
}

export interface Place {
  /** The provider's stable place id (dedupe key). */
  id: string
  name: string
  address: string
  /** As the provider gives it (international form preferred); null when the place lists none. */
  phone: string | null
  /** Null when the place lists no website (the website field was asked for, so absent means none). */
  website: string | null
  /** Google's primary type, e.g. "dentist"; null when unknown. */
  primaryType: string | null
  /** How Google names that type to people ("Dentist"); null when unknown. */
  primaryTypeLabel: string | null
  location: LatLng | null
  /** False for places marked closed (temporarily or permanently). */
  operational: boolean
}

export interface SearchPageRequest {
  /** The category phrase alone ("dentist"); the rectangle does the geography. */
  text: string
  area: Rect
  /** The previous page's token; every other parameter must be unchanged. */
  pageToken?: string
}

export interface SearchPage {
  places: Place[]
  /** Null on the last page (a query never has more than 60 results). */
  nextPageToken: string | null
}

export interface ResolvedArea {
  /** How the provider names the location, e.g. "Grand Rapids, MI, USA". */
  name: string
  viewport: Rect
  center: LatLng
}

/** "car_repair" -> "Car Repair": a type's name when the provider gives none. */
export const placeTypeLabel = (type: string | null) =>
  type
    ? type
        .replace(/_/g, " ")
        .replace(/\b\w/g, (c) => c.toUpperCase())
        .trim()
    : null

export const PAGE_SIZE = 20
export const MAX_RESULTS_PER_QUERY = 60

export interface PlacesProvider {
  readonly kind: "google" | "sandbox"
  /** One billed request: one page of a text search restricted to `area`. */
  searchPage(request: SearchPageRequest): Promise<SearchPage>
  /**
   * One billed request: the viewport of a city, ZIP code or neighbourhood; null when nothing matches.
   * `near`, when known (an automation run's bundled city centre), is where the place is: the lookup
   * is biased to it and only an area within NEAR_AREA_KM of it is accepted, so "Marshall, MI" cannot
   * come back as another state's Marshall.
   */
  resolveArea(location: string, near?: LatLng): Promise<ResolvedArea | null>
  /**
   * Proves the key with the cheapest authenticated request there is (an IDs-only search, which Google
   * does not bill). Resolves with the outcome for every answer, a refused key included.
   */
  checkKey(): Promise<ProviderCheckOutcome>
}

/** What a provider's own connection check found, in words the operator can act on (never a key). */
export interface ProviderCheckOutcome {
  ok: boolean
  message: string
  /** The provider answered and refused the key; absent when it was not reached or was only busy. */
  refused?: boolean
}

/** How far (km) a resolved area may lie from the known centre: a city's own viewport holds it. */
const NEAR_AREA_KM = 25
const KM_PER_DEGREE = 111.32

/** Whether `point` is inside `viewport` or within NEAR_AREA_KM of its edge (equirectangular: ample at this scale). */
export function areaIsNear(viewport: Rect, point: LatLng) {
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi)
  const dLat = point.latitude - clamp(point.latitude, viewport.low.latitude, viewport.high.latitude)
  const dLng = point.longitude - clamp(point.longitude, viewport.low.longitude, viewport.high.longitude)
  const cosLat = Math.cos((point.latitude * Math.PI) / 180)
  return Math.hypot(dLat, dLng * cosLat) * KM_PER_DEGREE <= NEAR_AREA_KM
}

/**
 * A provider answer the job must act on:
 * - `rate_limited`: 429 / RESOURCE_EXHAUSTED per minute; retry after `retryAfterSeconds` (or a back-off).
 * - `quota_exhausted`: a per-day quota; the job fails with the message.
 * - `rejected`: 400 / 403 (bad key, API disabled, billing, bad argument); the job fails with the message.
 * - `unavailable`: 5xx or the network; retry with a back-off.
 */
export type PlacesErrorKind = "rate_limited" | "quota_exhausted" | "rejected" | "unavailable"

export class PlacesError extends Error {
  constructor(
    readonly kind: PlacesErrorKind,
    message: string,
    readonly details: { status?: number; reason?: string; retryAfterSeconds?: number } = {}
  ) {
    super(scrubSecrets(message))
    this.name = "PlacesError"
  }
}
