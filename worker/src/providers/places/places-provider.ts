/**
 * Lead search in our own terms. The Google adapter (google-places.ts) speaks Places API (New) Text
 * Search; the sandbox (sandbox-places.ts) follows the same rules (20 per page, 60 per query, results
 * only inside the rectangle, a viewport for a location) so the grid search runs unchanged on both.
 */

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
  /** e.g. "dentist"; null when unknown. */
  primaryType: string | null
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

export const PAGE_SIZE = 20
export const MAX_RESULTS_PER_QUERY = 60

export interface PlacesProvider {
  readonly kind: "google" | "sandbox"
  /** One billed request: one page of a text search restricted to `area`. */
  searchPage(request: SearchPageRequest): Promise<SearchPage>
  /** One billed request: the viewport of a city, ZIP code or neighbourhood; null when nothing matches. */
  resolveArea(location: string): Promise<ResolvedArea | null>
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
    super(message)
    this.name = "PlacesError"
  }
}
